import { describe, expect, it } from 'vitest';
import type { Tournament } from '../../api/types';
import { match } from '../../test/fixtures';
import {
  addRecentSearch,
  flattenOptions,
  groupSearchResults,
  moveActive,
  parseRecentSearches,
  queryState,
  searchParams,
} from './searchRules';

describe('queryState', () => {
  it.each([
    ['', 'short'],
    ['ar', 'short'],
    ['  ar  ', 'short'],
    ['ars', 'ok'],
    ['  ars ', 'ok'],
    ['éé', 'short'],
    ['ééé', 'ok'],
    ['x'.repeat(50), 'ok'],
    ['x'.repeat(51), 'long'],
    [` ${'x'.repeat(50)} `, 'ok'],
  ])('%j is %s', (q, want) => {
    expect(queryState(q)).toBe(want);
  });
});

describe('searchParams', () => {
  it.each([
    ['all', { q: 'ars' }],
    ['live', { q: 'ars', match_status: '1' }],
    ['prematch', { q: 'ars', match_status: '0' }],
    ['events', { q: 'ars', only_events_name: true }],
  ] as const)('%s', (filter, want) => {
    expect(searchParams(' ars ', filter)).toEqual(want);
  });
});

const sports = [
  { id: 1, key: 'football', name: 'Football' },
  { id: 4, key: 'ice-hockey', name: 'Ice hockey' },
];
const hockey = { id: 4, key: 'ice-hockey', name: 'Ice hockey', type: 'sport' as const };

function tournament(id: number, sportId: number, slug: string): Tournament {
  return {
    id,
    urnId: `sr:tournament:${id}`,
    slug,
    name: slug,
    priority: 0,
    categoryId: 1,
    sportId,
    mainMarketOutcomesCount: 3,
    secondaryMarketOutcomesCount: 2,
  };
}

describe('groupSearchResults', () => {
  it('groups by sport in menu order, then league, live first then by start time', () => {
    const groups = groupSearchResults(
      {
        matches: [
          match(1, { sport: hockey, league: { id: 7, slug: 'nhl', name: 'NHL' }, status: 0 }),
          match(2, { status: 0, startTime: '2026-11-22T21:00:00Z' }),
          match(3, { status: 0, startTime: '2026-11-22T19:00:00Z' }),
          match(4, { status: 1, startTime: '2026-11-22T22:00:00Z' }),
          match(5, { league: { id: 101, slug: 'ch', name: 'Championship' }, status: 0 }),
        ],
        tournaments: [tournament(50, 4, 'bears-cup'), tournament(60, 99, 'orphan')],
        categories: [{ id: 1, name: 'Canada' }],
      },
      sports,
    );
    expect(groups.map((g) => g.sportKey)).toEqual(['football', 'ice-hockey']);
    const [football, ice] = groups;
    expect(football?.matchGroups.map((l) => [l.leagueName, l.matches.map((o) => o.key)])).toEqual([
      ['England · PL', ['match-4', 'match-3', 'match-2']],
      ['England · Championship', ['match-5']],
    ]);
    // A league is named with its country: several countries have a 'Premier League'.
    expect(ice?.leagues.map((o) => [o.path, o.kind === 'league' && o.country])).toEqual([
      ['/ice-hockey/bears-cup', 'Canada'],
    ]);
    expect(ice?.matchGroups[0]?.matches[0]?.path).toBe('/ice-hockey/a-b-1');
    // Leagues come before their sport's matches; the arrow keys follow what is shown.
    expect(flattenOptions(groups).map((o) => o.key)).toEqual([
      'match-4',
      'match-3',
      'match-2',
      'match-5',
      'league-50',
      'match-1',
    ]);
  });

  it('answers no groups for no results', () => {
    expect(groupSearchResults({ matches: [], tournaments: [], categories: [] }, sports)).toEqual([]);
  });
});

describe('moveActive', () => {
  it.each([
    [-1, 3, 'ArrowDown', 0],
    [0, 3, 'ArrowDown', 1],
    [2, 3, 'ArrowDown', 0],
    [-1, 3, 'ArrowUp', 2],
    [0, 3, 'ArrowUp', 2],
    [2, 3, 'ArrowUp', 1],
    [1, 3, 'Home', 0],
    [1, 3, 'End', 2],
    [-1, 0, 'ArrowDown', -1],
  ] as const)('from %i of %i, %s goes to %i', (active, count, key, want) => {
    expect(moveActive(active, count, key)).toBe(want);
  });
});

describe('recent searches', () => {
  it.each([
    [[], 'ars', ['ars']],
    [['bears'], ' ars ', ['ars', 'bears']],
    [['ars', 'bears'], 'Bears', ['Bears', 'ars']],
    [['a1x', 'b2x', 'c3x', 'd4x', 'e5x'], 'f6x', ['f6x', 'a1x', 'b2x', 'c3x', 'd4x']],
    [['bears'], 'ar', ['bears']],
  ] as const)('%j plus %j is %j', (recent, q, want) => {
    expect(addRecentSearch(recent, q)).toEqual(want);
  });

  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    ['["ars", 3, "x", "bears"]', ['ars', 'bears']],
    ['["a1x","b2x","c3x","d4x","e5x","f6x"]', ['a1x', 'b2x', 'c3x', 'd4x', 'e5x']],
  ] as const)('reads %j as %j', (raw, want) => {
    expect(parseRecentSearches(raw)).toEqual(want);
  });
});
