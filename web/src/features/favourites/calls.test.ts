import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/auth';
import { match } from '../../test/fixtures';
import { fetchFavouriteMatches } from './calls';

afterEach(() => vi.restoreAllMocks());

describe('fetchFavouriteMatches', () => {
  // The favourites page shows every favourite match taking bets: a player with more of them than
  // one page holds sees them all, not the first page's.
  it('reads every page of the list', async () => {
    const { spy } = mockFetch({
      'GET /matches': (req) => {
        const page = Number(new URL(req.url).searchParams.get('page') ?? '1');
        const ids = page === 1 ? [1, 2] : page === 2 ? [3, 4] : [5];
        return json(200, {
          data: ids.map((id) => match(id)),
          pagination: { total: 5, page, limit: 2, lastPage: 3 },
        });
      },
    });
    const list = await fetchFavouriteMatches('football');
    expect(list.data.map((m) => m.matchId)).toEqual([1, 2, 3, 4, 5]);
    const asked = spy.mock.calls.map(([input]) => new URL((input as Request).url).searchParams);
    // The first request is the one it always was (no page: page 1).
    expect(asked.map((q) => q.get('page'))).toEqual([null, '2', '3']);
    expect(asked.every((q) => q.get('favourite') === 'true' && q.get('sport_key') === 'football')).toBe(true);
  });
});
