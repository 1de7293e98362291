import { describe, expect, it } from 'vitest';
import type { Match } from '../../api/types';
import { market } from '../../test/fixtures';
import { atCap, scorePossible, shownMarkets } from './shownMarkets';

const o = (id: string, odds: number) => ({ id, name: id, active: true, odds });

describe('atCap', () => {
  it.each([
    ['a total at the floor', 'total=0.5', [1010, 12000], true],
    ['a total at the ceiling', 'total=5.5', [1050, 40000], true],
    ['a handicap at the floor', 'hcp=-2.5', [1010, 9000], true],
    ['a balanced total', 'total=2.5', [1900, 1900], false],
    ['a near-cap line that is still a price', 'total=4.5', [1020, 38000], false],
    ['a 1x2 with a 1.01 favourite is not a line', '', [1010, 15000, 40000], false],
  ])('%s', (_, specifier, odds, want) => {
    expect(atCap({ specifier, outcomes: odds.map((x, i) => o(String(i), x)) })).toBe(want);
  });
});

describe('scorePossible', () => {
  it.each([
    ['prematch: every score', '0:0', 0, { home: 0, away: 0 }, true],
    ['live 3:1: 3:1 itself', '3:1', 1, { home: 3, away: 1 }, true],
    ['live 3:1: 4:2', '4:2', 1, { home: 3, away: 1 }, true],
    ['live 3:1: 2:1 is gone', '2:1', 1, { home: 3, away: 1 }, false],
    ['live 3:1: 3:0 is gone', '3:0', 1, { home: 3, away: 1 }, false],
    ['stopped 1:2: 0:4 is gone', '0:4', 2, { home: 1, away: 2 }, false],
    ['finished 1:1: 0:0 is gone', '0:0', 4, { home: 1, away: 1 }, false],
    ['"other" always', 'other', 1, { home: 3, away: 1 }, true],
    ['a 1x2 outcome always', '1', 1, { home: 3, away: 1 }, true],
  ])('%s', (_, id, status, totalScore, want) => {
    expect(scorePossible(id, { status: status as Match['status'], totalScore })).toBe(want);
  });
  it('no score known: every score', () => {
    expect(scorePossible('0:0', { status: 1 })).toBe(true);
  });
});

describe('shownMarkets', () => {
  const cs = market(1, {
    marketId: 45,
    outcomes: [o('0:0', 9000), o('3:1', 5000), o('4:1', 9000), o('other', 3000)],
  });
  const capped = market(1, {
    marketId: 18,
    specifier: 'total=0.5',
    outcomes: [o('over', 1010), o('under', 40000)],
  });
  const main = market(1);

  it('drops capped lines and impossible scores at 3:1, keeps the rest as they are', () => {
    const out = shownMarkets([main, capped, cs], { status: 1, totalScore: { home: 3, away: 1 } });
    expect(out.map((m) => m.marketId)).toEqual([1, 45]);
    expect(out[0]).toBe(main);
    expect(out[1]?.outcomes.map((x) => x.id)).toEqual(['3:1', '4:1', 'other']);
  });
  it('drops a market none of whose outcomes can happen', () => {
    const sets = market(1, { marketId: 199, outcomes: [o('2:0', 1500), o('2:1', 3000)] });
    expect(shownMarkets([sets], { status: 1, totalScore: { home: 1, away: 2 } })).toEqual([]);
  });
  it('drops what a correct-score market no longer prices; other markets keep theirs (locked)', () => {
    const unpriced = market(1, {
      marketId: 45,
      outcomes: [
        { ...o('4:4', 40000), active: false },
        o('3:1', 5000),
        { ...o('other', 3000), active: false },
      ],
    });
    const out = shownMarkets([unpriced], { status: 1, totalScore: { home: 3, away: 1 } });
    expect(out[0]?.outcomes.map((x) => x.id)).toEqual(['3:1']);
    const locked = market(1, { outcomes: [{ ...o('1', 1500), active: false }, o('2', 2500)] });
    expect(shownMarkets([locked], { status: 1, totalScore: { home: 3, away: 1 } })[0]).toBe(locked);
  });
  it('prematch keeps every score', () => {
    expect(shownMarkets([cs], { status: 0, totalScore: { home: 0, away: 0 } })[0]).toBe(cs);
  });
});
