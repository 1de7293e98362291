import { describe, expect, it } from 'vitest';
import { market } from '../../test/fixtures';
import { rowMarkets } from './rowMarkets';

const o = (id: string, odds: number) => ({ id, name: id, active: true, odds });
const main = market(1);
const total = market(1, {
  marketId: 18,
  specifier: 'total=2.5',
  outcomes: [o('over', 1900), o('under', 1900)],
});
const capped = market(1, {
  marketId: 18,
  specifier: 'total=0.5',
  outcomes: [o('over', 1010), o('under', 40000)],
});
const btts = market(1, { marketId: 29, outcomes: [o('yes', 1800), o('no', 2000)] });

describe('rowMarkets', () => {
  it.each([
    [
      'main, secondary and extra',
      { mainMarket: main, secondaryMarket: total, extraMarket: btts, availableMarketsCount: 32 },
      [18, 29],
      31,
      29,
    ],
    [
      'no extra for the sport',
      { mainMarket: main, secondaryMarket: total, availableMarketsCount: 11 },
      [18],
      10,
      9,
    ],
    [
      'a capped secondary is left out',
      { mainMarket: main, secondaryMarket: capped, extraMarket: btts, availableMarketsCount: 5 },
      [29],
      4,
      3,
    ],
    [
      'a three-way secondary is left out',
      {
        mainMarket: main,
        secondaryMarket: market(1, { marketId: 235, outcomes: [o('1', 2000), o('X', 9000), o('2', 2100)] }),
        availableMarketsCount: 3,
      },
      [],
      2,
      2,
    ],
    ['main only', { mainMarket: main, availableMarketsCount: 1 }, [], 0, 0],
    ['no main market listed', { availableMarketsCount: 0 }, [], 0, 0],
  ])('%s', (_, m, types, narrow, wide) => {
    const r = rowMarkets(m);
    expect(r.others.map((x) => x.marketId)).toEqual(types);
    expect(r.more).toEqual({ narrow, wide });
  });
});
