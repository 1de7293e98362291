import { describe, expect, it } from 'vitest';
import { favouriteMatchesRequest, isFavouriteMatchesKey, rolledBack, toggled } from './ids';

describe('toggled', () => {
  it.each([
    { name: 'adds first', ids: [3, 2], id: 7, on: true, want: [7, 3, 2] },
    { name: 'adding a favourite again keeps its place', ids: [3, 7, 2], id: 7, on: true, want: [3, 7, 2] },
    { name: 'removes', ids: [3, 7, 2], id: 7, on: false, want: [3, 2] },
    { name: 'removing an absent one changes nothing', ids: [3, 2], id: 7, on: false, want: [3, 2] },
    { name: 'adds to nothing', ids: [], id: 7, on: true, want: [7] },
  ])('$name', ({ ids, id, on, want }) => {
    expect(toggled(ids, id, on)).toEqual(want);
  });
});

describe('rolledBack', () => {
  it.each([
    { name: 'a failed add leaves it out', ids: [7, 3], id: 7, want: [3] },
    { name: 'a failed removal leaves it out too', ids: [3], id: 7, want: [3] },
  ])('$name', ({ ids, id, want }) => {
    expect(rolledBack(ids, id)).toEqual(want);
  });
});

describe('favouriteMatchesRequest', () => {
  it('asks for every sport, or one, in the parameter order of page requests', () => {
    expect(favouriteMatchesRequest()).toBe(
      'GET /matches?favourite=true&match_status=0,1&sort_by=start_time:asc',
    );
    expect(favouriteMatchesRequest('ice hockey')).toBe(
      'GET /matches?favourite=true&match_status=0,1&sort_by=start_time:asc&sport_key=ice%20hockey',
    );
  });
  it.each([
    { key: [favouriteMatchesRequest('tennis')], want: true },
    { key: ['GET /matches?limit=30&match_status=1'], want: false },
    { key: ['favourites', 7, 'matches'], want: false },
  ])('knows a favourite list by its key: $key', ({ key, want }) => {
    expect(isFavouriteMatchesKey(key)).toBe(want);
  });
});
