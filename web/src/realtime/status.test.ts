import { describe, expect, it } from 'vitest';
import type { Match, MatchList } from '../api/types';
import { match as fixtureMatch, matchList } from '../test/fixtures';
import { listFilter, matchesFilter, placeMatch } from './patch';

const match = (id: number, over: Partial<Match> = {}): Match =>
  fixtureMatch(id, {
    status: 0,
    startTime: `2026-11-22T${String(10 + id).padStart(2, '0')}:00:00Z`,
    ...over,
  });
const list = matchList;
const ids = (l: MatchList) => l.data.map((m) => m.matchId);

const HOME_LIVE = 'GET /matches?limit=10&match_status=1&sort_by=sport_priority:desc,start_time:asc';
const HOME_UPCOMING = 'GET /matches?limit=10&match_status=0&sort_by=start_time:asc&type=match';
const SPORT = 'GET /matches?limit=100&match_status=0,1&sort_by=start_time:asc&sport_key=football';
const CYBER = 'GET /matches?limit=100&match_status=0,1&sort_by=start_time:asc&sport_type=cybersport';
const RESULTS =
  'GET /matches?limit=50&match_status=4&sort_by=start_time:desc&start_from=2026-11-22T11:00:00.000Z&start_to=2026-11-22T15:59:59.999Z&type=match';
const FAVOURITES = 'GET /matches?favourite=true&match_status=0,1&sort_by=start_time:asc';

describe('listFilter', () => {
  it('reads the filters of a match list request', () => {
    expect(listFilter(SPORT)).toEqual({
      statuses: [0, 1],
      sportKey: 'football',
      sportType: undefined,
      categoryId: undefined,
      tournamentId: undefined,
      type: undefined,
      startFrom: undefined,
      startTo: undefined,
      sortBy: 'start_time:asc',
      favourite: false,
    });
    expect(listFilter('GET /matches?category_id=7&limit=100')?.categoryId).toBe(7);
  });
  it('is null for requests that are not match lists', () => {
    expect(listFilter('GET /matches/12')).toBeNull();
    expect(listFilter('GET /sports')).toBeNull();
  });
  const cases: [string, string, Match, boolean][] = [
    ['live list takes a live match', HOME_LIVE, match(1, { status: 1 }), true],
    ['live list refuses a prematch match', HOME_LIVE, match(1), false],
    ['upcoming list refuses outrights', HOME_UPCOMING, match(1, { type: 'outright' }), false],
    [
      'sport list refuses another sport',
      SPORT,
      match(1, { sport: { id: 2, key: 'tennis', name: 'T', type: 'sport' } }),
      false,
    ],
    ['sport list refuses a finished match', SPORT, match(1, { status: 4 }), false],
    ['cybersport list refuses a sport', CYBER, match(1), false],
    ["a day's results take a match of the day that finished", RESULTS, match(2, { status: 4 }), true],
    ["a day's results refuse a match that started before the day", RESULTS, match(0, { status: 4 }), false],
    ["a day's results refuse a match that started after the day", RESULTS, match(6, { status: 4 }), false],
  ];
  for (const [name, request, m, want] of cases)
    it(name, () => expect(matchesFilter(m, listFilter(request)!)).toBe(want));
});

describe('placeMatch (a match status changed)', () => {
  const live = listFilter(HOME_LIVE)!;
  const upcoming = listFilter(HOME_UPCOMING)!;
  const sport = listFilter(SPORT)!;

  it('a match that kicked off joins the live list in start-time order within its sport', () => {
    const tennis = { id: 2, key: 'tennis', name: 'Tennis', type: 'sport' as const };
    const l = list(match(1, { status: 1 }), match(5, { status: 1 }), match(3, { status: 1, sport: tennis }));
    expect(ids(placeMatch(l, match(4, { status: 1 }), live, true))).toEqual([1, 4, 5, 3]);
  });
  it('a match of a sport the live list does not have yet goes last', () => {
    const esport = { id: 9, key: 'cs2', name: 'CS2', type: 'cybersport' as const };
    const l = list(match(1, { status: 1 }));
    expect(ids(placeMatch(l, match(2, { status: 1, sport: esport }), live, true))).toEqual([1, 2]);
  });
  it('a match that kicked off leaves the upcoming list', () => {
    const l = list(match(1), match(2), match(3));
    expect(ids(placeMatch(l, match(2, { status: 1 }), upcoming, true))).toEqual([1, 3]);
  });
  it('a live match stays in a sport list, replaced, keeping its odds when the message has none', () => {
    const l = list(match(1), match(2));
    const out = placeMatch(l, match(2, { status: 1, mainMarket: undefined }), sport, true);
    expect(ids(out)).toEqual([1, 2]);
    expect(out.data[1]?.status).toBe(1);
    expect(out.data[1]?.mainMarket?.outcomes[0]?.odds).toBe(1850);
  });
  it('a finished match leaves every list', () => {
    const l = list(match(1, { status: 1 }), match(2, { status: 1 }));
    expect(ids(placeMatch(l, match(1, { status: 4 }), live, true))).toEqual([2]);
  });
  it('a match that finished joins the results, the latest first', () => {
    const l = list(match(4, { status: 4 }), match(1, { status: 4 }));
    expect(ids(placeMatch(l, match(3, { status: 4 }), listFilter(RESULTS)!, true))).toEqual([4, 3, 1]);
  });
  it('a plain change never adds a match to a list', () => {
    const l = list(match(1, { status: 1 }));
    expect(placeMatch(l, match(2, { status: 1 }), live, false)).toBe(l);
  });
  it("a match that kicked off never joins a player's favourites, which only the player adds to", () => {
    const l = list(match(1));
    expect(placeMatch(l, match(2, { status: 1 }), listFilter(FAVOURITES)!, true)).toBe(l);
  });
  it('a favourite that kicked off stays in the favourites; one that finished leaves them', () => {
    const favourites = listFilter(FAVOURITES)!;
    const l = list(match(1), match(2));
    expect(placeMatch(l, match(2, { status: 1 }), favourites, true).data[1]?.status).toBe(1);
    expect(ids(placeMatch(l, match(2, { status: 4 }), favourites, true))).toEqual([1]);
  });
  it('a list the match is not in and does not fit is returned as is', () => {
    const l = list(match(1));
    expect(placeMatch(l, match(2, { status: 1 }), upcoming, true)).toBe(l);
  });
});
