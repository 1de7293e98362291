// The video call of section 7, with the player's bearer token (api/client.ts). Loaded with the
// STREAM tab, never with the first screen.
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
