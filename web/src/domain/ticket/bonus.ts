// The bonus state of the slip's bets (spec section 4, 'Bonus selection on a bet', and the
// placement payload of section 7): the bonuses each bet may use as the server lists them, the
// one it uses (domain/bonus chooses it), what that does to the stake, the odds and the win, and
// the bet as it is placed. Pure, like the rest of the ticket.
import {
  activeRangeIndex,
  boostedOdds,
  betBonus,
  isFreebetBonus,
  oddsWithBonus,
  potentialWinWithBonus,
  returnsStake,
  suitable,
  type BetBonus,
  type BonusSelection,
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
import { ODDS_SCALE } from './money';
import { toShared, type SharedBet } from './share';
import {
  betOdds,
  betRefusal,
  betReturns,
  canPlace,
  hasFreebet,
  setStake,
  type SlipBet,
  type SlipSettings,
  type Ticket,
} from './ticket';

/**
 * The bonuses a bet may use, as last listed. A slip kept in the session is read as it was kept
 * (the first page does not load these rules), so its freebets are turned into a list here, as the
 * spec has it on restoring ('Freebet is always turned into a list'), whatever an older or foreign
 * slip kept.
 */
export function availableOf(b: SlipBet): AvailableBonuses | undefined {
  const a = b.availableBonuses;
  if (!a) return undefined;
  const kept: unknown = a.freebet;
  return Array.isArray(kept) ? a : { ...a, freebet: kept ? [kept as FreebetBonus] : [] };
}

/** The bet's selections as the bonus rules read them (a selection of a slip kept before their
 * places were recorded fits no event condition, the server's answer decides for it). */
export function bonusSelections(b: SlipBet): BonusSelection[] {
  return b.selections.map((s) => ({
    matchId: s.matchId,
    sportId: s.sportId ?? 0,
    categoryId: s.categoryId ?? 0,
    tournamentId: s.tournamentId ?? 0,
    odds: s.odds,
    live: s.matchStatus === 1,
  }));
}

/** The bonus the bet sends (betBonus at its odds now); a comboboost sends the bonus odds the
 * server named when it refused the slip's, until the bonuses are asked again. */
export function sentBonus(b: SlipBet): BetBonus | null {
  if (!b.bonus) return null;
  const sent = betBonus(b.bonus, b.betType, betOdds(b), bonusSelections(b));
  return sent?.type === 'comboboost' && b.bonusOdds !== undefined ? { ...sent, odds: b.bonusOdds } : sent;
}

/** Why a bet cannot be placed (betRefusal), or that its freebet no longer fits it: such a bet is
 * never placed as a cash stake. */
export function bonusBetRefusal(b: SlipBet, settings: SlipSettings): string | null {
  return betRefusal(b, settings) ?? (hasFreebet(b) && !sentBonus(b) ? 'betslip.bonus.unfit' : null);
}

/** Whether the slip can be placed (canPlace), no bet's freebet refusing it. */
export function canPlaceWithBonuses(t: Ticket, settings: SlipSettings): boolean {
  return canPlace(t, settings) && t.bets.every((b) => bonusBetRefusal(b, settings) === null);
}

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
  const bet = t.bets[index];
  const a = bet && availableOf(bet);
  if (!a) return [];
  const others = t.bets.filter((_, i) => i !== index).map((b) => b.bonus ?? null);
  const listed: SlipBonus[] = [];
  for (const b of [a.hunting, a.tournament, a.comboboost]) if (b) listed.push(b);
  return [...listed, ...freebetChoices(a.freebet, others, multipleFreebets)];
}

/** What a comboboost does to a combo: the boost (bonus odds and boosted odds; null below its
 * first range), how many selections count and the next range up, to nudge the player ("one more
 * selection for +10 %"). */
export interface ComboboostEffect {
  boost: { bonusOdds: number; boostedOdds: number } | null;
  counted: number;
  total: number;
  next: { missing: number; bonusOdds: number } | null;
}

/** The comboboost's effect on a combo; null for another bet, or a combo neither boosted nor able
 * to be by more selections (more suitable ones than its last range). */
export function comboboostEffect(b: SlipBet): ComboboostEffect | null {
  const bonus = b.bonus;
  if (bonus?.type !== 'comboboost' || b.betType !== 'combo') return null;
  const sent = sentBonus(b);
  const sels = bonusSelections(b);
  const counted = suitable(bonus, sels).length;
  const at = bonus.ranges[activeRangeIndex(bonus, counted)];
  const up = bonus.ranges
    .filter((r) => r.minCount > counted && (!at || r.bonusOdds > at.bonusOdds))
    .sort((x, y) => x.minCount - y.minCount)[0];
  const next = up ? { missing: up.minCount - counted, bonusOdds: up.bonusOdds } : null;
  const boost =
    sent?.odds === undefined
      ? null
      : { bonusOdds: sent.odds, boostedOdds: boostedOdds(betOdds(b), sent.odds) };
  if (!boost && !next) return null;
  return { boost, counted, total: sels.length, next };
}

/** What a bet returns with its bonus (stake included where the bonus pays it, which stakeIncluded
 * says): a comboboost at boosted odds, a freebet as its mode pays; a system as without a bonus
 * (none applies to it). */
export function bonusReturns(b: SlipBet): { min: number; max: number; stakeIncluded: boolean } {
  if (b.betType === 'system') return { ...betReturns(b), stakeIncluded: true };
  const bonus = sentBonus(b);
  const win = potentialWinWithBonus(bonus, b.stake, betOdds(b));
  return { min: win, max: win, stakeIncluded: returnsStake(bonus) };
}

/**
 * The stake that returns what the player asks for (minor units) at the bet's odds now, its
 * comboboost included: the most whose return is not over it (a return is rounded down), 0 when
 * the bet has no price. Not for a system, whose return is a range, nor a freebet, whose stake is
 * the freebet's.
 */
export function stakeForReturn(b: SlipBet, wanted: number): number {
  const odds = oddsWithBonus(betOdds(b), sentBonus(b));
  if (odds <= 0 || wanted <= 0) return 0;
  return Number((BigInt(wanted + 1) * ODDS_SCALE - 1n) / BigInt(odds));
}

/** The index-th bet staked for the return the player asks for (spec stakeSource 'potential_win'):
 * new odds rescale it to keep that return (applyUpdates). */
export function setReturn(t: Ticket, index: number, wanted: number): Ticket {
  const b = t.bets[index];
  return b ? setStake(t, index, stakeForReturn(b, wanted), 'potential_win') : t;
}

/** The lootbox the bet opens when placed (none chosen, stake enough), or null. */
export function openedLootbox(b: SlipBet): LootboxBonus | null {
  return usedLootbox(b.bonus ?? null, availableOf(b) ?? noBonuses, b.stake);
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
