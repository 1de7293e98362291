// The bonus of a slip bet (spec section 4, 'Bonus selection on a bet'): which bonus the bet keeps
// or falls back to, what a freebet does to the stake, and when the lootbox is used. Pure: the slip
// calls these when the available bonuses of a bet or the player's choice change.
import {
  isFreebetBonus,
  type ComboboostBonus,
  type FreebetBonus,
  type HuntingBonus,
  type LootboxBonus,
  type SlipBonus,
} from './bonus';

/** The bonuses a bet may use, per type (spec: availableBonuses; freebet is always a list). */
export interface AvailableBonuses {
  comboboost?: ComboboostBonus;
  freebet: FreebetBonus[];
  hunting?: HuntingBonus;
  tournament?: HuntingBonus;
  lootbox?: LootboxBonus;
}

export const noBonuses: AvailableBonuses = { freebet: [] };

/** The available bonus that is this one (same id and type), as the server now sends it. */
function stillAvailable(current: SlipBonus, available: AvailableBonuses): SlipBonus | undefined {
  const same = (b: SlipBonus | undefined): boolean => b?.id === current.id && b.type === current.type;
  return [available.comboboost, available.hunting, available.tournament, ...available.freebet].find(same);
}

/**
 * The bonus of a bet: the current one while it is still available; otherwise hunting, then
 * tournament, then comboboost, else none. A freebet is never chosen for the player (it sets the
 * stake), nor is the lootbox, which is used when no bonus is chosen (usedLootbox).
 */
export function chooseBonus(current: SlipBonus | null, available: AvailableBonuses): SlipBonus | null {
  return (
    (current && stillAvailable(current, available)) ??
    available.hunting ??
    available.tournament ??
    available.comboboost ??
    null
  );
}

/** The stake after the bet's bonus changed from previous to next: a freebet sets it to the
 * freebet's amount, removing a freebet (for another bonus or none) sets it to 0, else it stays. */
export function stakeForBonus(previous: SlipBonus | null, next: SlipBonus | null, stake: number): number {
  if (next && isFreebetBonus(next)) return next.amount;
  if (previous && isFreebetBonus(previous)) return 0;
  return stake;
}

/** The lootbox the bet opens: the available one when no bonus is chosen and the stake reaches its
 * min stake, else none. */
export function usedLootbox(
  chosen: SlipBonus | null,
  available: AvailableBonuses,
  stake: number,
): LootboxBonus | null {
  const box = available.lootbox;
  return chosen === null && box && stake >= (box.minStake ?? 0) ? box : null;
}

/** The freebets a bet may choose, given the bonuses of the slip's other bets: a freebet is on one
 * bet at most, and unless the site allows several active freebets (isMultiActiveFreebetsAllowed),
 * there is none to choose while another bet has one. */
export function freebetChoices(
  available: readonly FreebetBonus[],
  otherBets: readonly (SlipBonus | null)[],
  multipleAllowed: boolean,
): FreebetBonus[] {
  const taken = otherBets.filter((b): b is FreebetBonus => b !== null && isFreebetBonus(b)).map((b) => b.id);
  if (taken.length > 0 && !multipleAllowed) return [];
  return available.filter((f) => !taken.includes(f.id));
}
