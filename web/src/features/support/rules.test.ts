import { describe, expect, it } from 'vitest';
import type { SupportChatMessage } from '../../api/types';
import { unreadMark } from './mark';
import { KEPT, newestAnswer, withPosted } from './rules';

const m = (id: number, fromOperator = false): SupportChatMessage => ({
  id,
  fromOperator,
  text: `m${id}`,
  time: '2026-12-01T09:00:00Z',
});

describe('withPosted', () => {
  it.each([
    ['after the others', { messages: [m(1), m(2, true)], unread: 1 }, m(3), [1, 2, 3], 1],
    ['once, when the conversation already has it', { messages: [m(1), m(2)], unread: 0 }, m(2), [1, 2], 0],
    [
      'in its place, before an answer read since',
      { messages: [m(1), m(3, true)], unread: 0 },
      m(2),
      [1, 2, 3],
      0,
    ],
  ])('%s', (_, chat, msg, ids, unread) => {
    const next = withPosted(chat, msg);
    expect(next.messages.map((x) => x.id)).toEqual(ids);
    expect(next.unread).toBe(unread);
  });
  it('keeps the newest KEPT, as the server does', () => {
    const many = Array.from({ length: KEPT }, (_, i) => m(i + 1));
    const next = withPosted({ messages: many, unread: 0 }, m(KEPT + 1));
    expect(next.messages).toHaveLength(KEPT);
    expect(next.messages[0]?.id).toBe(2);
  });
});

describe('newestAnswer', () => {
  it.each([
    [[], 0],
    [[m(1), m(2)], 0],
    [[m(1), m(2, true), m(3), m(4, true), m(5)], 4],
  ])('%j: %d', (msgs, want) => expect(newestAnswer(msgs)).toBe(want));
});

describe('unreadMark', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
  ])('%d: %s', (n, want) => expect(unreadMark(n)).toBe(want));
});
