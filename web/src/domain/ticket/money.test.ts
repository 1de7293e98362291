import { describe, expect, it } from 'vitest';
import vectors from '../../../../testdata/vectors/betting.json';
import {
  CASHOUT_MARGIN,
  cashoutValue,
  comboOdds,
  potentialWin,
  settleLine,
  stakeBounds,
  systemLines,
  systemPotentialWin,
  systemReturnRange,
  addToStake,
  type OutcomeResult,
} from './money';

// The same cases as internal/betting's tests: one rounding rule on both sides.

describe('stake bounds per line, by the currency subunits', () => {
  for (const c of vectors.stake_bounds) {
    it(`${c.subunits} subunits: ${c.min} to ${c.max}`, () =>
      expect(stakeBounds(c.subunits)).toEqual({ min: c.min, max: c.max }));
  }
});

describe('combo odds: the product of the legs, rounded down to thousandths', () => {
  for (const c of vectors.combo_odds) {
    it(`${c.odds.join(' × ')} = ${c.combo_odds}`, () => expect(comboOdds(c.odds)).toBe(c.combo_odds));
  }
});

describe('potential win: stake × odds / 1000, rounded down', () => {
  for (const c of vectors.potential_win) {
    it(`${c.stake} at ${c.odds}`, () => expect(potentialWin(c.stake, c.odds)).toBe(c.potential_win));
  }
});

describe('system bets are all combinations of a size', () => {
  for (const c of vectors.systems) {
    it(`${c.size}/${c.odds.length} at ${c.stake} a line`, () => {
      const lines = systemLines(c.odds.length, c.size);
      expect(lines).toEqual(c.lines);
      expect(c.stake * lines.length).toBe(c.total_stake);
      expect(systemPotentialWin(c.odds, c.size, c.stake)).toBe(c.potential_win);
    });
  }
  it('has no lines outside 1..n', () => {
    expect(systemLines(3, 0)).toEqual([]);
    expect(systemLines(3, 4)).toEqual([]);
  });
});

describe('settlement of a line: half win, half lose, void legs drop out', () => {
  for (const c of vectors.settlements) {
    const legs = c.legs.map((l) => ({ odds: l.odds, result: l.result as OutcomeResult }));
    it(`${c.stake} on ${c.legs.map((l) => `${l.odds} ${l.result}`).join(', ')}`, () =>
      expect(settleLine(c.stake, legs)).toEqual({
        settledOdds: c.settled_odds,
        payout: c.payout,
        result: c.result,
      }));
  }
  for (const c of vectors.system_settlements) {
    it(`system ${c.size}/${c.odds.length} pays ${c.payout}`, () => {
      const payouts = systemLines(c.odds.length, c.size).map(
        (line) =>
          settleLine(
            c.stake,
            line.map((i) => ({ odds: c.odds[i] ?? 0, result: (c.results[i] ?? '') as OutcomeResult })),
          )?.payout,
      );
      expect(payouts).toEqual(c.payouts);
    });
  }
  it('an open leg leaves the line unsettled', () =>
    expect(settleLine(100, [{ odds: 1500, result: '' }])).toBeNull());
});

describe('cash-out value', () => {
  it('uses the shared margin', () => expect(Number(CASHOUT_MARGIN)).toBe(vectors.cashout_margin));
  for (const c of vectors.cashouts) {
    const legs = c.legs.map((l) => ({
      placedOdds: l.placed_odds,
      currentOdds: l.current_odds ?? undefined,
      result: (l.result ?? undefined) as OutcomeResult | undefined,
    }));
    it(`${c.stake} → ${c.value}`, () => expect(cashoutValue(c.stake, legs)).toBe(c.value));
  }
});

describe('a system bet returns between its smallest winning case and every line won', () => {
  it.each([
    // 2/3 at 2.00, 1.50, 3.00, 2.00 a line: lines pay 3.00 × 2, 6.00 × 2, 4.50 × 2.
    ['2/3', [2000, 1500, 3000], 2, 200, { min: 600, max: 2700 }],
    // 3/4: four trebles; the lowest is 1.5 × 2 × 2 = 6.00.
    ['3/4', [2000, 1500, 2000, 3000], 3, 100, { min: 600, max: 600 + 900 + 1200 + 900 }],
    // Equal odds: every line pays the same, the least is one line.
    ['2/4 of evens', [2000, 2000, 2000, 2000], 2, 100, { min: 400, max: 2400 }],
    ['no lines', [2000], 2, 100, { min: 0, max: 0 }],
  ])('%s', (_, odds, k, stake, want) => {
    const got = systemReturnRange(odds, k, stake);
    expect(got).toEqual(want);
    if (got.max > 0) expect(got.max).toBe(systemPotentialWin(odds, k, stake));
  });
});

describe('a quick-stake preset adds to the stake, up to the bound', () => {
  it.each([
    ['to nothing', 0, 500, 2, 500],
    ['to a stake', 250, 1_000, 2, 1_250],
    ['capped', 999_000, 2_500, 2, 1_000_000],
  ])('%s', (_, stake, amount, subunits, want) => expect(addToStake(stake, amount, subunits)).toBe(want));
});
