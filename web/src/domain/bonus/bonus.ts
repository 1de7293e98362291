// The bonus rules the slip needs (spec section 3, 'Bonus kinds'), the same as the server's
// (internal/bonusrules): which selections a comboboost counts and the range it gives, whether a bet
// fits a freebet, and the potential win of a bet with a bonus. Odds are integer thousandths, money
// integer minor units, every rounding down. testdata/vectors/bonus.json holds the cases both sides
// are tested against; its "rules" say each rule in words.
import { comboOdds, potentialWin } from '../ticket/money';
import type { BetType } from '../ticket/ticket';

export type FreebetType = 'freebet' | 'freebet_no_risk' | 'freebet_all_win' | 'freebet_only_win';
export type BonusType = 'comboboost' | FreebetType | 'hunting' | 'tournament' | 'lootbox';

/** Refusal code of a bet that does not fit a bonus. */
export const NOT_SUITABLE = 'BONUS_NOT_SUITABLE';

/** Restricts a campaign to events; a missing or empty list matches every value. */
export interface EventConditions {
  sportIds?: number[];
  categoryIds?: number[];
  tournamentIds?: number[];
  matchIds?: number[];
}

/** A selection of a bet as the bonus rules read it. */
export interface BonusSelection {
  matchId: number;
  sportId: number;
  categoryId: number;
  tournamentId: number;
  odds: number;
  live: boolean;
}

/** A comboboost range: a combo of minCount to maxCount suitable selections (inclusive) gets
 * bonusOdds, a multiplier of its odds in thousandths (1100 is +10 %). */
export interface ComboboostRange {
  minCount: number;
  maxCount: number;
  bonusOdds: number;
}

interface BonusBase {
  id: string;
  name?: string;
}

/** A bonus the slip may use on a bet, as it holds it. */
export interface ComboboostBonus extends BonusBase {
  type: 'comboboost';
  ranges: ComboboostRange[];
  /** The least odds of a suitable selection. */
  minOdds: number;
  conditions?: EventConditions;
}

export interface FreebetBonus extends BonusBase {
  type: FreebetType;
  /** The freebet's stake, minor units of its currency. */
  amount: number;
  currency: string;
  /** Bounds of the bet's odds and selection count; 0 or missing: no bound. */
  minOdds?: number;
  maxOdds?: number;
  selectionsFrom?: number;
  selectionsTo?: number;
  matchStatus?: 'prematch' | 'live' | 'any';
  conditions?: EventConditions;
}

export interface HuntingBonus extends BonusBase {
  type: 'hunting' | 'tournament';
}

export interface LootboxBonus extends BonusBase {
  type: 'lootbox';
  minStake?: number;
}

export type SlipBonus = ComboboostBonus | FreebetBonus | HuntingBonus | LootboxBonus;

/** A bet's bonus as the slip sends it and a placed bet shows it (spec: bonus (id, type, odds)). */
export interface BetBonus {
  id: string;
  type: BonusType;
  /** comboboost: the bonus odds of the range the bet falls in. */
  odds?: number;
}

export function isFreebet(type: BonusType): type is FreebetType {
  return type === 'freebet' || type.startsWith('freebet_');
}

export function isFreebetBonus(b: SlipBonus): b is FreebetBonus {
  return isFreebet(b.type);
}

/** Whether the selection's event is inside the conditions: each non-empty list must hold its value. */
export function conditionsFit(c: EventConditions | undefined, s: BonusSelection): boolean {
  const inList = (ids: number[] | undefined, id: number): boolean => !ids?.length || ids.includes(id);
  return (
    inList(c?.sportIds, s.sportId) &&
    inList(c?.categoryIds, s.categoryId) &&
    inList(c?.tournamentIds, s.tournamentId) &&
    inList(c?.matchIds, s.matchId)
  );
}

type Comboboost = Pick<ComboboostBonus, 'ranges' | 'minOdds' | 'conditions'>;

/** The indexes of the suitable selections: odds at least the min odds, inside the conditions. */
export function suitable(cb: Comboboost, sels: readonly BonusSelection[]): number[] {
  const out: number[] = [];
  sels.forEach((s, i) => {
    if (s.odds >= cb.minOdds && conditionsFit(cb.conditions, s)) out.push(i);
  });
  return out;
}

/** The index of the range covering a count of suitable selections, -1 when none does. */
export function activeRangeIndex(cb: Comboboost, count: number): number {
  return cb.ranges.findIndex((r) => r.minCount <= count && count <= r.maxCount);
}

/** The bonus odds a bet gets and the range giving them; null when it is not a combo (a system or
 * bet-builder bet is never boosted) or no range covers its suitable selections. */
export function boost(
  cb: Comboboost,
  betType: BetType,
  sels: readonly BonusSelection[],
): { bonusOdds: number; rangeIndex: number } | null {
  if (betType !== 'combo') return null;
  const rangeIndex = activeRangeIndex(cb, suitable(cb, sels).length);
  const range = cb.ranges[rangeIndex];
  return range ? { bonusOdds: range.bonusOdds, rangeIndex } : null;
}

/** odds × bonusOdds / 1000, rounded down: the bonus odds multiply like one more leg. */
export function boostedOdds(odds: number, bonusOdds: number): number {
  return comboOdds([odds, bonusOdds]);
}

/** A bet's total odds with its bonus: a comboboost's boosted odds, any other bet's own. */
export function oddsWithBonus(
  odds: number,
  bonus: Pick<BetBonus, 'type' | 'odds'> | null | undefined,
): number {
  return bonus?.type === 'comboboost' && bonus.odds !== undefined ? boostedOdds(odds, bonus.odds) : odds;
}

/** '' when a bet of betType at odds (the bet's), with sels, may be placed with the freebet, else
 * the refusal code. A system bet never fits: its stake is per line, and bookmakers' free bets are
 * for singles and accumulators. */
export function freebetFits(
  fb: Omit<FreebetBonus, 'id' | 'type' | 'amount' | 'currency'>,
  betType: BetType,
  odds: number,
  sels: readonly BonusSelection[],
): '' | typeof NOT_SUITABLE {
  const n = sels.length;
  const { minOdds = 0, maxOdds = 0, selectionsFrom = 0, selectionsTo = 0, matchStatus = 'any' } = fb;
  const fits =
    betType !== 'system' &&
    n > 0 &&
    odds >= minOdds &&
    (maxOdds === 0 || odds <= maxOdds) &&
    n >= selectionsFrom &&
    (selectionsTo === 0 || n <= selectionsTo) &&
    sels.every(
      (s) =>
        conditionsFit(fb.conditions, s) && (matchStatus === 'any' || s.live === (matchStatus === 'live')),
    );
  return fits ? '' : NOT_SUITABLE;
}

/** The bonus a bet sends: a comboboost sends the bonus odds of its range (null when the bet gets
 * none, so it is sent without the bonus), a freebet fitting the bet is sent as it is (null when it
 * does not fit), hunting and tournament mark the bet; a lootbox is never sent, the server opens it.
 *
 * A freebet sends no bonus odds, on purpose (issue 28 item 3). The spec's placement payload says
 * "freebet and comboboost send the bonus odds from the selected range", but in the contract only
 * a comboboost has ranges (BonusComboboost.ranges); a freebet has none (BonusFreebet: odds bounds,
 * an amount, and a boost that multiplies that amount, not the odds), so there are no bonus odds to
 * send, and the server checks BetBonus.odds for a comboboost only (internal/bonuses/bets.go). Were
 * freebets to gain odds ranges, they would be sent here as the comboboost's are. */
export function betBonus(
  bonus: SlipBonus,
  betType: BetType,
  odds: number,
  sels: readonly BonusSelection[],
): BetBonus | null {
  switch (bonus.type) {
    case 'comboboost': {
      const b = boost(bonus, betType, sels);
      return b && { id: bonus.id, type: bonus.type, odds: b.bonusOdds };
    }
    case 'lootbox':
      return null;
    case 'hunting':
    case 'tournament':
      return { id: bonus.id, type: bonus.type };
  }
  return freebetFits(bonus, betType, odds, sels) === '' ? { id: bonus.id, type: bonus.type } : null;
}

/**
 * The most a bet of stake at odds pays with a bonus: a comboboost pays at the odds boosted by its
 * bonus odds; a freebet that does not return its stake (only_win, no_risk, plain freebet) pays the
 * win less the stake; freebet_all_win and every other bonus pay stake × odds.
 */
export function potentialWinWithBonus(bonus: BetBonus | null, stake: number, odds: number): number {
  if (bonus?.type === 'comboboost') return potentialWin(stake, oddsWithBonus(odds, bonus));
  if (!returnsStake(bonus)) return Math.max(0, potentialWin(stake, odds) - stake);
  return potentialWin(stake, odds);
}

/** Whether a bet's return includes its stake: not for a freebet that keeps its stake (only_win,
 * no_risk, plain freebet), so the slip names that return a win rather than a return. */
export function returnsStake(bonus: Pick<BetBonus, 'type'> | null | undefined): boolean {
  return !bonus || !isFreebet(bonus.type) || bonus.type === 'freebet_all_win';
}
