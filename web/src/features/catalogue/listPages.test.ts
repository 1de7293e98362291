import { describe, expect, it } from 'vitest';
import type { MatchList } from '../../api/types';
import { match } from '../../test/fixtures';
import { mergePages, ofSport, pageRequest, sportsIn } from './listPages';

const UPCOMING = 'GET /matches?limit=30&match_status=0&sort_by=start_time:asc&type=match';

describe('pageRequest', () => {
  it.each([
    [UPCOMING, 1, UPCOMING],
    [UPCOMING, 2, 'GET /matches?limit=30&match_status=0&page=2&sort_by=start_time:asc&type=match'],
    ['GET /matches?limit=30&page=2&type=match', 3, 'GET /matches?limit=30&page=3&type=match'],
    ['GET /matches?limit=30&page=2', 1, 'GET /matches?limit=30'],
    ['GET /matches', 2, 'GET /matches?page=2'],
  ])('%s page %i', (req, page, want) => {
    expect(pageRequest(req, page)).toBe(want);
  });
});

const list = (page: number, lastPage: number, ...ids: number[]): MatchList => ({
  data: ids.map((id) => match(id)),
  pagination: { page, lastPage, limit: 30, total: 0 },
});

describe('mergePages', () => {
  it.each([
    ['one page of one', [list(1, 1, 1, 2)], [1, 2], false],
    ['first of three', [list(1, 3, 1, 2)], [1, 2], true],
    ['two of three, a match in both once', [list(1, 3, 1, 2), list(2, 3, 2, 3)], [1, 2, 3], true],
    ['the last page loaded', [list(1, 2, 1), list(2, 2, 4)], [1, 4], false],
    ['the next page still loading', [list(1, 2, 1), undefined], [1], false],
    ['nothing loaded', [undefined], [], false],
  ])('%s', (_, pages, ids, hasMore) => {
    const r = mergePages(pages);
    expect(r.matches.map((m) => m.matchId)).toEqual(ids);
    expect(r.hasMore).toBe(hasMore);
  });
});

describe('sport filter', () => {
  const tennis = { id: 2, key: 'tennis', name: 'Tennis', type: 'sport' as const };
  const ms = [match(1), match(2, { sport: tennis }), match(3), match(4, { sport: tennis })];
  it('counts sports in list order', () => {
    expect(sportsIn(ms)).toEqual([
      { key: 'football', name: 'Football', count: 2 },
      { key: 'tennis', name: 'Tennis', count: 2 },
    ]);
  });
  it.each([
    ['tennis', [2, 4]],
    [null, [1, 2, 3, 4]],
    ['darts', []],
  ])('%s', (key, ids) => {
    expect(ofSport(ms, key).map((m) => m.matchId)).toEqual(ids);
  });
});
