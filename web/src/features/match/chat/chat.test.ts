import { describe, expect, it } from 'vitest';
import type { MatchChatMessage } from '../../../api/types';
import { ApiRequestError } from '../../../api/request';
import {
  atBottom,
  chatError,
  chatMessageOf,
  checkText,
  composerKey,
  counterState,
  KEPT,
  MAX_LENGTH,
  mergeMessages,
  messageLength,
} from './chat';

const msg = (id: number, text = `m${id}`): MatchChatMessage => ({
  id,
  matchId: 7,
  authorId: 1,
  author: 'de***',
  text,
  time: '2026-05-01T18:30:00Z',
});

describe('messageLength and checkText', () => {
  it.each([
    ['', 0, 'empty'],
    ['  \n ', 0, 'empty'],
    ['hi', 2, 'send'],
    ['  hi  ', 2, 'send'],
    ['⚽🏀', 2, 'send'], // code points, not UTF-16 units
    ['ж'.repeat(MAX_LENGTH), MAX_LENGTH, 'send'],
    ['🏀'.repeat(MAX_LENGTH), MAX_LENGTH, 'send'],
    ['a'.repeat(MAX_LENGTH + 1), MAX_LENGTH + 1, 'tooLong'],
  ])('%j is %d long: %s', (text, length, check) => {
    expect(messageLength(text)).toBe(length);
    expect(checkText(text)).toBe(check);
  });
});

describe('counterState', () => {
  it.each([
    [0, 'ok'],
    [MAX_LENGTH - 21, 'ok'],
    [MAX_LENGTH - 20, 'near'],
    [MAX_LENGTH, 'near'],
    [MAX_LENGTH + 1, 'over'],
  ])('%d characters: %s', (n, state) => expect(counterState(n)).toBe(state));
});

describe('chatMessageOf', () => {
  it.each([
    [{ event_name: 'chat_message', message: { chat: msg(1) } }, msg(1)],
    [{ event_name: 'match_changed', message: { chat: msg(1) } }, undefined],
    [{ event_name: 'chat_message', message: {} }, undefined],
    [null, undefined],
    ['text', undefined],
  ])('%j', (data, want) => expect(chatMessageOf(data)).toEqual(want));
});

describe('mergeMessages', () => {
  it('keeps each message once, oldest first', () => {
    const merged = mergeMessages([msg(2), msg(5)], [msg(4), msg(5), msg(1)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 4, 5]);
  });
  it('keeps the newest KEPT', () => {
    const many = Array.from({ length: KEPT + 10 }, (_, i) => msg(i + 1));
    const merged = mergeMessages([], many);
    expect(merged).toHaveLength(KEPT);
    expect(merged[0]?.id).toBe(11);
  });
});

describe('composerKey', () => {
  it.each([
    [{ key: 'Enter', shiftKey: false, isComposing: false }, 'send'],
    [{ key: 'Enter', shiftKey: true, isComposing: false }, 'type'],
    [{ key: 'Enter', shiftKey: false, isComposing: true }, 'type'],
    [{ key: 'a', shiftKey: false, isComposing: false }, 'type'],
  ])('%j: %s', (e, want) => expect(composerKey(e)).toBe(want));
});

describe('atBottom', () => {
  it.each([
    [{ scrollTop: 600, scrollHeight: 1000, clientHeight: 400 }, true],
    [{ scrollTop: 590, scrollHeight: 1000, clientHeight: 400 }, true],
    [{ scrollTop: 300, scrollHeight: 1000, clientHeight: 400 }, false],
    [{ scrollTop: 0, scrollHeight: 300, clientHeight: 400 }, true],
  ])('%j: %s', (el, want) => expect(atBottom(el)).toBe(want));
});

describe('chatError', () => {
  it.each([
    [
      new ApiRequestError(429, 'CHAT_TOO_FAST', 'chat.error.too_fast', { retry_after: 4 }),
      { id: 'chat.error.too_fast', values: { seconds: 4, max: MAX_LENGTH } },
    ],
    [
      new ApiRequestError(409, 'CHAT_CLOSED', 'chat.error.closed'),
      { id: 'chat.error.closed', values: { seconds: 1, max: MAX_LENGTH } },
    ],
    [new Error('network'), { id: 'global-error.default.title', values: {} }],
  ])('%s', (err, want) => expect(chatError(err)).toEqual(want));
});
