import { describe, expect, it, vi } from 'vitest';
import { allPages } from './pages';

/** A list of total items served in pages of limit, as the server pages it. */
function served(total: number, limit: number) {
  const lastPage = Math.max(1, Math.ceil(total / limit));
  return vi.fn(async (page: number) => {
    const from = (page - 1) * limit;
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - from)) }, (_, i) => from + i);
    return { items, pagination: { total, page, limit, lastPage } };
  });
}

describe('allPages', () => {
  it.each([
    ['an empty list', 0, 1],
    ['one page', 3, 1],
    ['exactly two pages', 10, 2],
    ['three pages, the last short', 11, 3],
  ])('%s: asks page 1 on while page < lastPage', async (_, total, asked) => {
    const fetchPage = served(total, 5);
    const pages = await allPages(fetchPage);
    expect(fetchPage.mock.calls.map(([p]) => p)).toEqual(Array.from({ length: asked }, (_, i) => i + 1));
    expect(pages.flatMap((p) => p.items)).toEqual(Array.from({ length: total }, (_, i) => i));
  });

  it('stops at maxPages', async () => {
    const fetchPage = served(100, 5);
    const pages = await allPages(fetchPage, 3);
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(pages.flatMap((p) => p.items)).toHaveLength(15);
  });

  it('a failed page fails the whole', async () => {
    const ok = served(20, 5);
    const fetchPage = vi.fn(async (page: number) => {
      if (page === 2) throw new Error('boom');
      return ok(page);
    });
    await expect(allPages(fetchPage)).rejects.toThrow('boom');
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
