// The bonus state of the slip's bets (spec section 4, 'Bonus selection on a bet', and the
// placement payload of section 7): the bonuses each bet may use as the server lists them, the
// one it uses (domain/bonus chooses it), what that does to the stake, the odds and the win, and
// the bet as it is placed. Pure, like the rest of the ticket.
import {
  activeRangeIndex,
  boostedOdds,
  isFreebetBonus,
  potentialWinWithBonus,
  suitable,
  type BetBonus,
  type FreebetBonus,
  type LootboxBonus,
  type SlipBonus,
} from '../bonus/bonus';
import {
  chooseBonus,
  freebetChoices,
  noBonuses,
  stakeForBonus,
  usedLootbox,
  type AvailableBonuses,
} from '../bonus/selection';
import { toShared, type SharedBet } from './share';
import { betOdds, betReturns, bonusSelections, sentBonus, type SlipBet, type Ticket } from './ticket';

/** b with next as its bonus instead of previous: the stake follows (stakeForBonus) and a freebet's
 * stake is recorded. */
function withBonus(b: SlipBet, previous: SlipBonus | null, next: SlipBonus | null): SlipBet {
  const stake = stakeForBonus(previous, next, b.stake);
  const out: SlipBet = { ...b, bonus: next, stake };
  if (stake !== b.stake) out.stakeSource = 'input';
  if (next && isFreebetBonus(next)) out.freebetStake = next.amount;
  else delete out.freebetStake;
  delete out.bonusOdds;
  return out;
}

/**
 * The bonuses of the slip's bets arrived (one per bet, in order): each bet keeps its bonus while
 * it is still available, else takes hunting, tournament or comboboost (chooseBonus), unless the
 * player chose none. An answer for other bets (their count changed), or one arriving while the
 * slip is placed, is dropped.
 */
export function receiveBonuses(t: Ticket, lists: readonly AvailableBonuses[]): Ticket {
  if (t.inProgress || t.ticketState === 'SUCCESS' || lists.length !== t.bets.length) return t;
  return {
    ...t,
    bets: t.bets.map((b, i) => {
      const available = lists[i] ?? noBonuses;
      const current = b.bonus ?? null;
      const next = b.noBonus ? null : chooseBonus(current, available);
      return withBonus({ ...b, availableBonuses: available }, current, next);
    }),
  };
}

/** The player chose the index-th bet's bonus, or none (null). */
export function chooseBetBonus(t: Ticket, index: number, bonus: SlipBonus | null): Ticket {
  if (t.inProgress) return t;
  return {
    ...t,
    bets: t.bets.map((b, i) =>
      i === index ? withBonus({ ...b, noBonus: bonus === null }, b.bonus ?? null, bonus) : b,
    ),
  };
}

/** The bonuses the player may choose for the index-th bet: hunting, tournament and comboboost as
 * listed, and the freebets no other bet holds (several only where the site allows them). */
export function bonusChoices(t: Ticket, index: number, multipleFreebets: boolean): SlipBonus[] {
  const a = t.bets[index]?.availableBonuses;
  if (!a) return [];
  const others = t.bets.filter((_, i) => i !== index).map((b) => b.bonus ?? null);
  const listed: SlipBonus[] = [];
  for (const b of [a.hunting, a.tournament, a.comboboost]) if (b) listed.push(b);
  return [...listed, ...freebetChoices(a.freebet, others, multipleFreebets)];
}

/** What a comboboost does to a combo: the bonus odds, the boosted odds, how many selections count
 * and the next range up, to nudge the player ("one more selection for +10 %"). */
export interface ComboboostEffect {
  bonusOdds: number;
  boostedOdds: number;
  counted: number;
  total: number;
  next: { missing: number; bonusOdds: number } | null;
}

export function comboboostEffect(b: SlipBet): ComboboostEffect | null {
  const bonus = b.bonus;
  const sent = sentBonus(b);
  if (bonus?.type !== 'comboboost' || sent?.odds === undefined) return null;
  const sels = bonusSelections(b);
  const counted = suitable(bonus, sels).length;
  const at = bonus.ranges[activeRangeIndex(bonus, counted)];
  const up = bonus.ranges
    .filter((r) => r.minCount > counted && (!at || r.bonusOdds > at.bonusOdds))
    .sort((x, y) => x.minCount - y.minCount)[0];
  return {
    bonusOdds: sent.odds,
    boostedOdds: boostedOdds(betOdds(b), sent.odds),
    counted,
    total: sels.length,
    next: up ? { missing: up.minCount - counted, bonusOdds: up.bonusOdds } : null,
  };
}

/** What a bet returns with its bonus (stake included where the bonus pays it): a comboboost at
 * boosted odds, a freebet as its mode pays; a system as without a bonus (none applies to it). */
export function bonusReturns(b: SlipBet): { min: number; max: number } {
  if (b.betType === 'system') return betReturns(b);
  const win = potentialWinWithBonus(sentBonus(b), b.stake, betOdds(b));
  return { min: win, max: win };
}

/** The lootbox the bet opens when placed (none chosen, stake enough), or null. */
export function openedLootbox(b: SlipBet): LootboxBonus | null {
  return usedLootbox(b.bonus ?? null, b.availableBonuses ?? noBonuses, b.stake);
}

/** The server refused the index-th bet's comboboost odds and named the right ones
 * (BONUS_ODDS_CHANGED): the bet shows and sends them until its bonuses are asked again. */
export function takeBonusOdds(t: Ticket, index: number, odds: number): Ticket {
  return {
    ...t,
    bets: t.bets.map((b, i) =>
      i === index && b.bonus?.type === 'comboboost' ? { ...b, bonusOdds: odds } : b,
    ),
  };
}

/** A bet as it is placed: the contract's BetRequest with its bonus (id, type, odds). */
export function toPlacement(b: SlipBet): SharedBet & { bonus?: BetBonus } {
  const bonus = sentBonus(b);
  return bonus ? { ...toShared(b), bonus } : toShared(b);
}

/** A bet kept in the session: its freebets are always a list (spec: 'Freebet is always turned into
 * a list when restoring'), whatever an older or foreign slip kept. */
export function restoreBonuses(b: SlipBet): SlipBet {
  const a = b.availableBonuses;
  if (!a) return b;
  const kept: unknown = a.freebet;
  const freebet = Array.isArray(kept) ? (kept as FreebetBonus[]) : kept ? [kept as FreebetBonus] : [];
  return { ...b, availableBonuses: { ...a, freebet } };
}
