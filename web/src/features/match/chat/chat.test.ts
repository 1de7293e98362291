import { describe, expect, it } from 'vitest';
import type { MatchChatMessage } from '../../../api/types';
import { chatMessageOf, KEPT, mergeMessages } from './chat';

const msg = (id: number, text = `m${id}`): MatchChatMessage => ({
  id,
  matchId: 7,
  authorId: 1,
  author: 'de***',
  text,
  time: '2026-05-01T18:30:00Z',
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
