import { describe, expect, it } from 'vitest';
import {
  badgeText,
  flattenPages,
  markRead,
  nextPage,
  type NotificationList,
  type PlayerNotification,
} from './rules';

function n(id: number, read = false): PlayerNotification {
  return {
    id,
    read,
    title: `t${id}`,
    body: '',
    caption: '',
    created_at: '2026-11-24T12:00:00Z',
    type: 'bet_won',
    object_type: 'bet',
    object_id: id,
  };
}
function page(p: number, lastPage: number, items: PlayerNotification[]): NotificationList {
  return { items, pagination: { page: p, lastPage, limit: 2, total: lastPage * 2 } };
}

describe('badgeText', () => {
  it.each([
    [0, ''],
    [-1, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%i unread reads %j', (unread, want) => {
    expect(badgeText(unread)).toBe(want);
  });
});

describe('pages', () => {
  it('flattens newest first, each notification once', () => {
    expect(flattenPages([page(1, 2, [n(5), n(4)]), page(2, 2, [n(4), n(3)])]).map((x) => x.id)).toEqual([
      5, 4, 3,
    ]);
  });
  it.each([
    [page(1, 2, []), 2],
    [page(2, 2, []), undefined],
    [page(1, 1, []), undefined],
  ])('next page after %j is %j', (last, want) => {
    expect(nextPage(last)).toBe(want);
  });
  it('marks some or all read', () => {
    const pages = [page(1, 1, [n(2), n(1)])];
    expect(markRead(pages, [1])[0]!.items.map((x) => x.read)).toEqual([false, true]);
    expect(markRead(pages, 'all')[0]!.items.every((x) => x.read)).toBe(true);
    expect(pages[0]!.items.some((x) => x.read)).toBe(false);
  });
});
