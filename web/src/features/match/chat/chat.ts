// The match chat's own rules, apart from the panel: its longest message and how the channel's
// history and live messages merge (the rules every chat keeps are core/chat's).
import type { MatchChatMessage, RealtimeMessage } from '../../../api/types';
import { mergeById } from '../../../core/chat/rules';

/** The longest message, in Unicode code points, as the server counts (internal/chat MaxRunes). */
export const MAX_LENGTH = 280;
/** How many messages a reader who opens the chat gets from the channel's history (all it keeps). */
export const HISTORY_LIMIT = 50;
/** The most messages the panel keeps: a long live match does not grow the page without end. */
export const KEPT = 200;

/** The chat message a publication carries, if it is one. */
export function chatMessageOf(data: unknown): MatchChatMessage | undefined {
  const msg = data as Partial<RealtimeMessage> | null;
  if (!msg || msg.event_name !== 'chat_message') return undefined;
  return msg.message?.chat;
}

/** Messages merged: each once, oldest first, the newest KEPT. */
export function mergeMessages(
  current: readonly MatchChatMessage[],
  incoming: readonly MatchChatMessage[],
): MatchChatMessage[] {
  return mergeById(current, incoming, KEPT);
}
