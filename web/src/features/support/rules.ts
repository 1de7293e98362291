// The support chat's rules, apart from its panel: its longest message, how the player's message
// joins the conversation, and which answer the player has read by opening it.
import type { SupportChat, SupportChatMessage } from '../../api/types';
import { mergeById } from '../../core/chat/rules';

/** The longest message, in Unicode code points, as the server counts (internal/support MaxRunes). */
export const MAX_LENGTH = 1000;
/** The most messages the conversation keeps, as the server does (internal/support Keep). */
export const KEPT = 200;

/** The conversation with the player's message that was just kept: each message once, in the
 * server's order (its publication may have had the conversation read again first). */
export function withPosted(chat: SupportChat, m: SupportChatMessage): SupportChat {
  return { ...chat, messages: mergeById(chat.messages, [m], KEPT) };
}

/** The newest answer of the operator's (0: none): what a player who reads the conversation has
 * read up to. */
export function newestAnswer(messages: readonly SupportChatMessage[]): number {
  let newest = 0;
  for (const m of messages) if (m.fromOperator && m.id > newest) newest = m.id;
  return newest;
}
