// What the promotions page and the bonus modals say about a bonus, as pure rules: which of the
// five typed lists (spec section 7) holds each kind, how many of each a page asks for, the message
// that names each kind and player status, the status filter each list starts with, and the
// headline figures of a card (a comboboost's best boost, a lootbox's chances).
import type { components } from '../../api/schema';

export type Bonus = components['schemas']['Bonus'];
export type BonusKind = components['schemas']['BonusKind'];
export type PlayerBonusStatus = components['schemas']['PlayerBonusStatus'];
export type BonusCollection = 'freebets' | 'comboboosts' | 'huntings' | 'tournaments' | 'lootboxes';

/** The lists in the order the page shows them: what a bettor uses most comes first. */
export const COLLECTIONS: readonly BonusCollection[] = [
  'freebets',
  'comboboosts',
  'huntings',
  'tournaments',
  'lootboxes',
];

export function collectionOf(kind: BonusKind): BonusCollection {
  switch (kind) {
    case 'comboboost':
      return 'comboboosts';
    case 'hunting':
      return 'huntings';
    case 'tournament':
      return 'tournaments';
    case 'lootbox':
      return 'lootboxes';
    default:
      return 'freebets';
  }
}

/** A page of a list (spec section 7: default limit 4, hunting tournaments 1). */
export function pageSize(collection: BonusCollection): number {
  return collection === 'tournaments' ? 1 : 4;
}

/** The message id naming a kind, free bet modes as bettors know them; a plain freebet pays as
 * freebet_only_win, so it has that name. */
export function kindMessageId(kind: BonusKind): string {
  return `bonus.kind.${kind === 'freebet' ? 'freebet_only_win' : kind}`;
}

export function statusMessageId(status: PlayerBonusStatus): string {
  return `bonus.status.${status}`;
}

/** 'usable' is the statuses a player can still do something with (available or active). */
export type StatusFilter = 'all' | 'usable' | PlayerBonusStatus;
export const STATUS_FILTERS: readonly StatusFilter[] = [
  'all',
  'usable',
  'available',
  'active',
  'bonus_over',
  'expired',
];

/** Spec section 4: the status filter is on by default for lootboxes; opened boxes (bonus_over)
 * would otherwise crowd out the ones still to open. The other lists start unfiltered. */
export function defaultStatusFilter(collection: BonusCollection): StatusFilter {
  return collection === 'lootboxes' ? 'usable' : 'all';
}

/** The `status` query of a filter; undefined asks for every status. */
export function statusQuery(filter: StatusFilter): PlayerBonusStatus[] | undefined {
  if (filter === 'all') return undefined;
  if (filter === 'usable') return ['available', 'active'];
  return [filter];
}

/** A comboboost's best boost as a fraction (1200 bonus odds: 0.2, shown "up to +20 %"). */
export function bestBoost(ranges: readonly { bonusOdds: number }[]): number {
  const best = Math.max(0, ...ranges.map((r) => r.bonusOdds - 1000));
  return best / 1000;
}

/** Each lootbox prize with its chance (its weight over all the weights), as a fraction. */
export function prizeChances<P extends { weight: number }>(prizes: readonly P[]): (P & { chance: number })[] {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  return prizes.map((p) => ({ ...p, chance: total > 0 ? p.weight / total : 0 }));
}

/** The bonuses a player activates before they count (points are earned only once activated);
 * the others are used from the slip (freebet, comboboost) or open on a bet (lootbox). */
export function needsActivation(bonus: Bonus): boolean {
  return (bonus.type === 'hunting' || bonus.type === 'tournament') && bonus.userBonusStatus === 'available';
}
