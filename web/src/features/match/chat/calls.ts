// The chat's one call: posting a message (POST /matches/{id}/chat, with the player's bearer token).
import { api } from '../../../api/client';
import { toApiError } from '../../../api/request';
import type { MatchChatMessage } from '../../../api/types';

export async function postMessage(matchId: number, text: string): Promise<MatchChatMessage> {
  const { data, error, response } = await api.POST('/matches/{id}/chat', {
    params: { path: { id: matchId } },
    body: { text },
  });
  if (!data) throw toApiError(response.status, error);
  return data;
}
