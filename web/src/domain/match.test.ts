import { describe, expect, it } from 'vitest';
import { isGone, matchName, matchPath } from './match';

describe('matchName', () => {
  it.each([
    [{ type: 'match', nameA: 'A', nameB: 'B' }, 'A – B'],
    [{ type: 'match', nameA: 'Outright', nameB: '' }, 'Outright'],
    [{ type: 'outright', nameA: 'Premier League winner', nameB: 'x' }, 'Premier League winner'],
  ] as const)('%o is named %s', (m, want) => expect(matchName(m)).toBe(want));
});

describe('matchPath', () => {
  it('is the sport and the slug', () =>
    expect(matchPath({ sport: { key: 'football' }, slug: 'a-b-7' } as never)).toBe('/football/a-b-7'));
});

describe('isGone', () => {
  it.each([
    [0, false],
    [1, false],
    [2, false],
    [3, false],
    [4, false],
    [5, true],
  ])('status %i is gone: %s', (status, want) => expect(isGone(status)).toBe(want));
});
