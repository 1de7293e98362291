import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/request';
import {
  atBottom,
  chatError,
  checkText,
  composerKey,
  counterState,
  mergeById,
  messageLength,
  tooLong,
} from './rules';

const MAX = 280;

describe('messageLength and checkText', () => {
  it.each([
    ['', 0, 'empty'],
    ['  \n ', 0, 'empty'],
    ['hi', 2, 'send'],
    ['  hi  ', 2, 'send'],
    ['⚽🏀', 2, 'send'], // code points, not UTF-16 units
    ['ж'.repeat(MAX), MAX, 'send'],
    ['🏀'.repeat(MAX), MAX, 'send'],
    ['a'.repeat(MAX + 1), MAX + 1, 'tooLong'],
  ])('%j is %d long: %s', (text, length, check) => {
    expect(messageLength(text)).toBe(length);
    expect(checkText(text, MAX)).toBe(check);
  });
  it('counts against the chat’s own longest length', () => {
    expect(checkText('a'.repeat(1000), 1000)).toBe('send');
    expect(checkText('a'.repeat(1001), 1000)).toBe('tooLong');
  });
});

describe('counterState', () => {
  it.each([
    [0, 'ok'],
    [MAX - 21, 'ok'],
    [MAX - 20, 'near'],
    [MAX, 'near'],
    [MAX + 1, 'over'],
  ])('%d characters: %s', (n, state) => expect(counterState(n, MAX)).toBe(state));
});

describe('mergeById', () => {
  const m = (id: number) => ({ id, text: `m${id}` });
  it('keeps each message once, oldest first', () => {
    expect(mergeById([m(2), m(5)], [m(4), m(5), m(1)], 10).map((x) => x.id)).toEqual([1, 2, 4, 5]);
  });
  it('keeps the newest ones', () => {
    const merged = mergeById(
      [],
      Array.from({ length: 12 }, (_, i) => m(i + 1)),
      10,
    );
    expect(merged).toHaveLength(10);
    expect(merged[0]?.id).toBe(3);
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
      { id: 'chat.error.too_fast', values: { seconds: 4, max: MAX } },
    ],
    [
      new ApiRequestError(409, 'CHAT_CLOSED', 'chat.error.closed'),
      { id: 'chat.error.closed', values: { seconds: 1, max: MAX } },
    ],
    [new Error('network'), { id: 'global-error.default.title', values: {} }],
  ])('%s', (err, want) => expect(chatError(err, MAX)).toEqual(want));
  it('names the longest length of a text too long', () =>
    expect(tooLong(1000)).toEqual({ id: 'chat.error.too_long', values: { max: 1000 } }));
});
