// The match chat's rules, apart from the panel: what a message may be (the server's
// internal/chat rules, checked here first so that a refused message is never sent), how the
// counter warns, how history and live messages merge, which key sends, and the error shown.
import type { MatchChatMessage, RealtimeMessage } from '../../../api/types';
import { ApiRequestError } from '../../../api/request';

/** The longest message, in Unicode code points, as the server counts (internal/chat MaxRunes). */
export const MAX_LENGTH = 280;
/** The counter warns when this many characters or fewer are left. */
export const WARN_REMAINING = 20;
/** How many messages a reader who opens the chat gets from the channel's history (all it keeps). */
export const HISTORY_LIMIT = 50;
/** The most messages the panel keeps: a long live match does not grow the page without end. */
export const KEPT = 200;

/** The length of a text as the server counts it: code points of the trimmed text. */
export function messageLength(text: string): number {
  return [...text.trim()].length;
}

export type CounterState = 'ok' | 'near' | 'over';

/** How the counter shows a length: plain, warning near the limit, or over it. */
export function counterState(length: number): CounterState {
  if (length > MAX_LENGTH) return 'over';
  return MAX_LENGTH - length <= WARN_REMAINING ? 'near' : 'ok';
}

/** What a text can do: be sent, or nothing (empty), or be refused as too long before sending. */
export function checkText(text: string): 'send' | 'empty' | 'tooLong' {
  const n = messageLength(text);
  if (n === 0) return 'empty';
  return n > MAX_LENGTH ? 'tooLong' : 'send';
}

/** The chat message a publication carries, if it is one. */
export function chatMessageOf(data: unknown): MatchChatMessage | undefined {
  const msg = data as Partial<RealtimeMessage> | null;
  if (!msg || msg.event_name !== 'chat_message') return undefined;
  return msg.message?.chat;
}

/** Messages merged: each once (history and live may both bring one), oldest first by id (the
 * server's order of posting), the newest KEPT. */
export function mergeMessages(
  current: readonly MatchChatMessage[],
  incoming: readonly MatchChatMessage[],
): MatchChatMessage[] {
  const byId = new Map<number, MatchChatMessage>();
  for (const m of current) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-KEPT);
}

/** What a key press in the composer does: Enter sends, Shift+Enter (or Enter while an input
 * method composes a character) writes a new line. */
export function composerKey(e: { key: string; shiftKey: boolean; isComposing: boolean }): 'send' | 'type' {
  return e.key === 'Enter' && !e.shiftKey && !e.isComposing ? 'send' : 'type';
}

/** Whether a reader is at the newest message (within a few pixels), so that new ones scroll in;
 * a reader who scrolled up to read stays where they are. */
export function atBottom(el: { scrollTop: number; scrollHeight: number; clientHeight: number }): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight < 24;
}

export interface ChatError {
  id: string;
  values: Record<string, number>;
}

/** The message shown for a refused or failed post: the server's message key with the values it
 * needs (the seconds to wait, the longest length); the generic one for anything else. */
export function chatError(err: unknown): ChatError {
  if (err instanceof ApiRequestError) {
    const seconds = Number(err.details.retry_after);
    return {
      id: err.messageKey,
      values: { seconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 1, max: MAX_LENGTH },
    };
  }
  return { id: 'global-error.default.title', values: {} };
}

/** The refusal of a text too long, before sending. */
export const TOO_LONG: ChatError = { id: 'chat.error.too_long', values: { max: MAX_LENGTH } };
