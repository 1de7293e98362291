import { describe, expect, it } from 'vitest';
import { market, match } from '../../test/fixtures';
import { sameShown } from './MatchRow';

describe('sameShown', () => {
  const m = match(1);
  const moved = { ...m, mainMarket: market(1, { status: -1 }) };
  it.each([
    ['the same match', { match: m }, { match: m }, true],
    ['an odds move: a new match object, only its market changed', { match: m }, { match: moved }, true],
    ['a new score', { match: m }, { match: { ...m, totalScore: { home: 1, away: 0 } } }, false],
    [
      'a field that comes (a clock)',
      { match: m },
      {
        match: {
          ...m,
          clock: { matchTime: 60, stoppageTime: 0, remainingTime: 0, stopped: false, clockUpdatedAt: '' },
        },
      },
      false,
    ],
    [
      'a new market object',
      { match: m, market: m.mainMarket },
      { match: moved, market: moved.mainMarket },
      false,
    ],
    [
      'the same market of a moved match',
      { match: m, market: m.mainMarket },
      { match: moved, market: m.mainMarket },
      true,
    ],
  ])('%s: %s', (_, a, b, want) => {
    expect(sameShown(a, b)).toBe(want);
  });
});
