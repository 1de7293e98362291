// The video call of section 7, with the player's bearer token (api/client.ts). Loaded with the
// STREAM tab, never with the first screen. GET /matches/{id}/streams is not asked: the match's
// hasVideo already says whether it has a stream, and the stream that plays is the one
// GET /matches/{id}/video names (no stream can be chosen), so the list would be a request the
// panel cannot use (issue 28 item 3).
import { api } from '../../../api/client';
import { toApiError } from '../../../api/request';
import type { components } from '../../../api/schema';

export type Video = components['schemas']['Video'];

/** Where the match's stream plays now (GET /matches/{id}/video). */
export async function fetchVideo(matchId: number, signal?: AbortSignal): Promise<Video> {
  const { data, error, response } = await api.GET('/matches/{id}/video', {
    params: { path: { id: matchId } },
    signal,
  });
  if (!data) throw toApiError(response.status, error);
  return data;
}
