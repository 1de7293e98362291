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
