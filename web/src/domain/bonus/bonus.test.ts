import { describe, expect, it } from 'vitest';
import vectors from '../../../../testdata/vectors/bonus.json';
import type { BetType } from '../ticket/ticket';
import { comboOdds, potentialWin, settleLine, type LineResult, type OutcomeResult } from '../ticket/money';
import { settleComboboost, settleFreebet } from './settlement';
import {
  activeRangeIndex,
  betBonus,
  boost,
  boostedOdds,
  conditionsFit,
  freebetFits,
  NOT_SUITABLE,
  oddsWithBonus,
  potentialWinWithBonus,
  returnsStake,
  suitable,
  type BonusSelection,
  type BonusType,
  type ComboboostBonus,
  type EventConditions,
  type FreebetBonus,
  type FreebetType,
} from './bonus';

// The vectors are snake_case JSON; these turn them into the slip's shapes, refusing a value the
// types do not know so that a typo in the vectors fails loudly.
function oneOf<T extends string>(value: string, allowed: readonly T[]): T {
  const found = allowed.find((a) => a === value);
  if (found === undefined) throw new Error(`unexpected ${value}`);
  return found;
}
const BET_TYPES: readonly BetType[] = ['single', 'combo', 'system', 'custom_bet'];
const FREEBET_TYPES: readonly FreebetType[] = [
  'freebet',
  'freebet_no_risk',
  'freebet_all_win',
  'freebet_only_win',
];
const BONUS_TYPES: readonly BonusType[] = [
  'comboboost',
  ...FREEBET_TYPES,
  'hunting',
  'tournament',
  'lootbox',
];

interface VecConditions {
  sport_ids: number[];
  category_ids: number[];
  tournament_ids: number[];
  match_ids: number[];
}
const conditions = (c: VecConditions): EventConditions => ({
  sportIds: c.sport_ids,
  categoryIds: c.category_ids,
  tournamentIds: c.tournament_ids,
  matchIds: c.match_ids,
});

interface VecSelection {
  match_id: number;
  sport_id: number;
  category_id: number;
  tournament_id: number;
  odds: number;
  live: boolean;
}
const selection = (s: VecSelection): BonusSelection => ({
  matchId: s.match_id,
  sportId: s.sport_id,
  categoryId: s.category_id,
  tournamentId: s.tournament_id,
  odds: s.odds,
  live: s.live,
});

const comboboost: ComboboostBonus = {
  id: 'vectors',
  type: 'comboboost',
  ranges: vectors.comboboost.ranges.map((r) => ({
    minCount: r.min_count,
    maxCount: r.max_count,
    bonusOdds: r.bonus_odds,
  })),
  minOdds: vectors.comboboost.min_odds,
  conditions: conditions(vectors.comboboost.conditions),
};

describe('comboboost follows the shared vectors', () => {
  it('has cases', () => expect(vectors.comboboost_cases.length).toBeGreaterThan(5));
  vectors.comboboost_cases.forEach((c, i) => {
    const sels = c.selections.map(selection);
    const betType = oneOf(c.bet_type, BET_TYPES);
    it(`case ${i}: a ${c.bet_type} of ${sels.length} at stake ${c.stake}`, () => {
      expect(suitable(comboboost, sels)).toEqual(c.suitable);
      expect(activeRangeIndex(comboboost, c.suitable.length)).toBe(c.active_range_index);
      const b = boost(comboboost, betType, sels);
      expect(b?.rangeIndex ?? -1).toBe(c.range_index);
      expect(b?.bonusOdds ?? 0).toBe(c.bonus_odds);
      const odds = comboOdds(sels.map((s) => s.odds));
      expect(odds).toBe(c.combo_odds);
      const boosted = b ? boostedOdds(odds, b.bonusOdds) : odds;
      expect(boosted).toBe(c.boosted_odds);
      expect(potentialWin(c.stake, boosted)).toBe(c.potential_win);
      // What the slip sends: the range's bonus odds, or no bonus at all.
      expect(betBonus(comboboost, betType, odds, sels)).toEqual(
        b ? { id: 'vectors', type: 'comboboost', odds: c.bonus_odds } : null,
      );
      // The total odds the slip, the receipt and My bets show: the boosted odds with the bonus sent.
      expect(oddsWithBonus(odds, betBonus(comboboost, betType, odds, sels))).toBe(c.boosted_odds);
    });
  });
});

describe('freebet fits follow the shared vectors', () => {
  it('has cases', () => expect(vectors.freebet_fits.length).toBeGreaterThan(5));
  vectors.freebet_fits.forEach((c, i) => {
    const fb: FreebetBonus = {
      id: 'vectors',
      type: oneOf(
        c.freebet.mode,
        BONUS_TYPES.filter((t) => t.startsWith('freebet')),
      ) as FreebetBonus['type'],
      amount: c.freebet.amount,
      currency: c.freebet.currency,
      minOdds: c.freebet.min_odds,
      maxOdds: c.freebet.max_odds,
      selectionsFrom: c.freebet.selections_from,
      selectionsTo: c.freebet.selections_to,
      matchStatus: oneOf(c.freebet.match_status, ['prematch', 'live', 'any'] as const),
      conditions: conditions(c.freebet.conditions),
    };
    const betType = oneOf(c.bet_type, BET_TYPES);
    const sels = c.selections.map(selection);
    it(`case ${i}: a ${c.bet_type} at ${c.odds} → '${c.code}'`, () => {
      expect(freebetFits(fb, betType, c.odds, sels)).toBe(c.code);
      expect(betBonus(fb, betType, c.odds, sels)).toEqual(
        c.code === '' ? { id: 'vectors', type: fb.type } : null,
      );
    });
  });
});

describe('potential win with a bonus follows the shared vectors', () => {
  it('has cases', () => expect(vectors.potential_win.length).toBeGreaterThan(5));
  for (const c of vectors.potential_win) {
    const bonus = c.bonus && {
      id: c.bonus.id,
      type: oneOf(c.bonus.type, BONUS_TYPES),
      ...('odds' in c.bonus ? { odds: c.bonus.odds } : {}),
    };
    it(`${c.bonus?.type ?? 'no bonus'}: ${c.stake} at ${c.odds} → ${c.potential_win}`, () =>
      expect(potentialWinWithBonus(bonus, c.stake, c.odds)).toBe(c.potential_win));
  }
});

describe('a return includes the stake unless a freebet keeps it', () => {
  it.each([
    [null, true],
    [{ type: 'comboboost' as const }, true],
    [{ type: 'freebet_all_win' as const }, true],
    [{ type: 'freebet_only_win' as const }, false],
    [{ type: 'freebet_no_risk' as const }, false],
    [{ type: 'freebet' as const }, false],
  ])('%j → %s', (bonus, want) => expect(returnsStake(bonus)).toBe(want));
});

const LINE_RESULTS: readonly LineResult[] = [
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
];
const OUTCOME_RESULTS: readonly OutcomeResult[] = ['win', 'lose', 'void', 'half_win', 'half_lose'];

describe('freebet settlement follows the shared vectors', () => {
  it('has cases', () => expect(vectors.freebet_settlements.length).toBeGreaterThan(5));
  for (const c of vectors.freebet_settlements) {
    it(`${c.mode}: stake ${c.stake}, payout ${c.payout}, ${c.result} → ${c.cash}`, () =>
      expect(
        settleFreebet(oneOf(c.mode, FREEBET_TYPES), c.stake, c.payout, oneOf(c.result, LINE_RESULTS)),
      ).toEqual({
        cash: c.cash,
        refundAsFreebet: c.refund_as_freebet,
        giveBack: c.give_back,
      }));
  }
});

describe('comboboost settlement follows the shared vectors', () => {
  it('has cases', () => expect(vectors.comboboost_settlements.length).toBeGreaterThan(5));
  vectors.comboboost_settlements.forEach((c, i) => {
    const legs = c.legs.map((l) => ({ odds: l.odds, result: oneOf(l.result, OUTCOME_RESULTS) }));
    it(`case ${i}: ${c.legs.map((l) => l.result).join(', ')} → ${c.boosted_payout}`, () => {
      const settled = settleLine(c.stake, legs);
      expect(settled && { payout: settled.payout, result: settled.result }).toEqual({
        payout: c.payout,
        result: c.result,
      });
      const ordinary = { payout: c.payout, result: oneOf(c.result, LINE_RESULTS) };
      expect(settleComboboost(comboboost, c.bonus_odds, c.stake, legs, ordinary)).toBe(c.boosted_payout);
    });
  });
});

describe('event conditions', () => {
  const s: BonusSelection = {
    matchId: 7,
    sportId: 1,
    categoryId: 10,
    tournamentId: 100,
    odds: 1500,
    live: false,
  };
  const cases: [string, EventConditions | undefined, boolean][] = [
    ['none', undefined, true],
    ['empty lists', { sportIds: [], matchIds: [] }, true],
    ['sport in', { sportIds: [2, 1] }, true],
    ['sport out', { sportIds: [2] }, false],
    ['category out', { categoryIds: [11] }, false],
    ['tournament out', { tournamentIds: [101] }, false],
    ['match out', { sportIds: [1], matchIds: [8] }, false],
  ];
  for (const [name, c, want] of cases) it(name, () => expect(conditionsFit(c, s)).toBe(want));
});

describe('what the slip sends', () => {
  const sels: BonusSelection[] = [
    { matchId: 1, sportId: 1, categoryId: 10, tournamentId: 100, odds: 1500, live: false },
  ];
  it('marks a bet with hunting or tournament and never sends a lootbox', () => {
    expect(betBonus({ id: 'h', type: 'hunting' }, 'single', 1500, sels)).toEqual({
      id: 'h',
      type: 'hunting',
    });
    expect(betBonus({ id: 't', type: 'tournament' }, 'single', 1500, sels)).toEqual({
      id: 't',
      type: 'tournament',
    });
    expect(betBonus({ id: 'l', type: 'lootbox' }, 'single', 1500, sels)).toBeNull();
  });
  it('refuses a system bet for a freebet with no bounds', () => {
    const fb: FreebetBonus = { id: 'f', type: 'freebet', amount: 500, currency: 'EUR' };
    expect(freebetFits(fb, 'system', 5000, [...sels, ...sels, ...sels])).toBe(NOT_SUITABLE);
    expect(freebetFits(fb, 'single', 1500, sels)).toBe('');
  });
});
