// The support chat's calls (GET /support-chat, POST /support-chat/messages and /read), with the
// player's bearer token.
import { api } from '../../api/client';
import { toApiError } from '../../api/request';
import type { SupportChat, SupportChatMessage } from '../../api/types';

export async function fetchSupportChat(): Promise<SupportChat> {
  const { data, error, response } = await api.GET('/support-chat');
  if (!data) throw toApiError(response.status, error);
  return data;
}

export async function postSupportMessage(text: string): Promise<SupportChatMessage> {
  const { data, error, response } = await api.POST('/support-chat/messages', { body: { text } });
  if (!data) throw toApiError(response.status, error);
  return data;
}

export async function readSupportChat(messageId: number): Promise<void> {
  const { error, response } = await api.POST('/support-chat/read', { body: { messageId } });
  if (!response.ok) throw toApiError(response.status, error);
}
