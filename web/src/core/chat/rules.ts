// The rules every chat of the site keeps (the match chat, the support chat), apart from their
// panels: what a message may be (the server's internal/chat rules, checked here first so that a
// refused message is never sent), how the counter warns, how messages merge, which key sends,
// and the error shown. Each chat gives its own longest length.
import { ApiRequestError } from '../../api/request';

/** The counter warns when this many characters or fewer are left. */
export const WARN_REMAINING = 20;

/** The length of a text as the server counts it: code points of the trimmed text. */
export function messageLength(text: string): number {
  return [...text.trim()].length;
}

export type CounterState = 'ok' | 'near' | 'over';

/** How the counter shows a length: plain, warning near the limit max, or over it. */
export function counterState(length: number, max: number): CounterState {
  if (length > max) return 'over';
  return max - length <= WARN_REMAINING ? 'near' : 'ok';
}

/** What a text can do: be sent, or nothing (empty), or be refused as too long before sending. */
export function checkText(text: string, max: number): 'send' | 'empty' | 'tooLong' {
  const n = messageLength(text);
  if (n === 0) return 'empty';
  return n > max ? 'tooLong' : 'send';
}

/** Messages merged: each once (a history and live messages may both bring one), oldest first by
 * id (the server's order of posting), the newest kept. */
export function mergeById<T extends { id: number }>(
  current: readonly T[],
  incoming: readonly T[],
  kept: number,
): T[] {
  const byId = new Map<number, T>();
  for (const m of current) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-kept);
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
 * needs (the seconds to wait, the longest length max); the generic one for anything else. */
export function chatError(err: unknown, max: number): ChatError {
  if (err instanceof ApiRequestError) {
    const seconds = Number(err.details.retry_after);
    return {
      id: err.messageKey,
      values: { seconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 1, max },
    };
  }
  return { id: 'global-error.default.title', values: {} };
}

/** The refusal of a text longer than max, before sending. */
export function tooLong(max: number): ChatError {
  return { id: 'chat.error.too_long', values: { max } };
}
