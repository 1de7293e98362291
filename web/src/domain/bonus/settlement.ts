// What a settled bet with a bonus pays, the same as the server's settlement (internal/bonusrules):
// a freebet by its mode, a comboboost at boosted odds. The slip and My bets read these to say what
// a bonus bet returns in each outcome; the server's figures are the ones paid.
import { comboOdds, potentialWin, type Leg, type LineResult } from '../ticket/money';
import { activeRangeIndex, boostedOdds, type ComboboostBonus, type FreebetType } from './bonus';

export interface FreebetSettlement {
  /** Cash paid, minor units. */
  cash: number;
  /** freebet_no_risk on a loss: the stake comes back as a new freebet. */
  refundAsFreebet: boolean;
  /** Every selection void: the freebet itself is given back. */
  giveBack: boolean;
}

/**
 * What a freebet bet pays, from its ordinary payout P at the freebet's stake (stake included):
 * freebet_all_win ('stake returned') pays P; freebet_only_win and a plain freebet ('stake not
 * returned') pay P − stake, never below 0; freebet_no_risk ('risk-free') pays as only_win on a win
 * and gives the stake back as a new freebet when P is 0. A fully refunded bet gives the freebet back.
 */
export function settleFreebet(
  type: FreebetType,
  stake: number,
  payout: number,
  result: LineResult,
): FreebetSettlement {
  if (result === 'refund_entire') return { cash: 0, refundAsFreebet: false, giveBack: true };
  if (type === 'freebet_all_win') return { cash: payout, refundAsFreebet: false, giveBack: false };
  if (type === 'freebet_no_risk' && payout === 0) return { cash: 0, refundAsFreebet: true, giveBack: false };
  return { cash: Math.max(0, payout - stake), refundAsFreebet: false, giveBack: false };
}

/**
 * The payout of a boosted combo given its ordinary settlement: every selection won pays stake ×
 * the combo odds boosted by the bet's bonus odds; some void and the rest won chooses the range
 * again on the won selections at odds ≥ min odds (none: the ordinary payout) and boosts the settled
 * odds by it; any lost, half-lost or half-won selection pays the ordinary payout.
 */
export function settleComboboost(
  cb: Pick<ComboboostBonus, 'ranges' | 'minOdds'>,
  bonusOdds: number,
  stake: number,
  legs: readonly Leg[],
  settlement: { payout: number; result: LineResult },
): number {
  if (settlement.result !== 'win_entire' || legs.some((l) => l.result !== 'win' && l.result !== 'void'))
    return settlement.payout;
  const won = legs.filter((l) => l.result === 'win');
  let odds = bonusOdds;
  if (won.length < legs.length) {
    const range = cb.ranges[activeRangeIndex(cb, won.filter((l) => l.odds >= cb.minOdds).length)];
    if (!range) return settlement.payout;
    odds = range.bonusOdds;
  }
  return potentialWin(stake, boostedOdds(comboOdds(won.map((l) => l.odds)), odds));
}
