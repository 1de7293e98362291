// The support chat panel's calls (POST /support-chat/messages and /read), with the player's bearer
// token; the toggle reads the conversation (SupportToggle).
import { api } from '../../api/client';
import { toApiError } from '../../api/request';
import type { SupportChatMessage } from '../../api/types';

export async function postSupportMessage(text: string): Promise<SupportChatMessage> {
  const { data, error, response } = await api.POST('/support-chat/messages', { body: { text } });
  if (!data) throw toApiError(response.status, error);
  return data;
}

export async function readSupportChat(messageId: number): Promise<void> {
  const { error, response } = await api.POST('/support-chat/read', { body: { messageId } });
  if (!response.ok) throw toApiError(response.status, error);
}
