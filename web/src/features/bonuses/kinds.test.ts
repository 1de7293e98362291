import { describe, expect, it } from 'vitest';
import {
  bestBoost,
  collectionOf,
  defaultStatusFilter,
  kindMessageId,
  needsActivation,
  pageSize,
  prizeChances,
  statusQuery,
  type BonusCollection,
  type BonusKind,
  type StatusFilter,
} from './kinds';
import { testBonus } from './testBonus';

describe('kinds', () => {
  const kinds: { kind: BonusKind; collection: BonusCollection; label: string }[] = [
    { kind: 'comboboost', collection: 'comboboosts', label: 'bonus.kind.comboboost' },
    { kind: 'freebet', collection: 'freebets', label: 'bonus.kind.freebet_only_win' },
    { kind: 'freebet_only_win', collection: 'freebets', label: 'bonus.kind.freebet_only_win' },
    { kind: 'freebet_all_win', collection: 'freebets', label: 'bonus.kind.freebet_all_win' },
    { kind: 'freebet_no_risk', collection: 'freebets', label: 'bonus.kind.freebet_no_risk' },
    { kind: 'hunting', collection: 'huntings', label: 'bonus.kind.hunting' },
    { kind: 'tournament', collection: 'tournaments', label: 'bonus.kind.tournament' },
    { kind: 'lootbox', collection: 'lootboxes', label: 'bonus.kind.lootbox' },
  ];
  it.each(kinds)('$kind is listed in $collection and named $label', ({ kind, collection, label }) => {
    expect(collectionOf(kind)).toBe(collection);
    expect(kindMessageId(kind)).toBe(label);
  });

  it.each([
    { c: 'freebets', size: 4, filter: 'all' },
    { c: 'comboboosts', size: 4, filter: 'all' },
    { c: 'huntings', size: 4, filter: 'all' },
    { c: 'tournaments', size: 1, filter: 'all' },
    { c: 'lootboxes', size: 4, filter: 'usable' },
  ] as const)('$c: pages of $size, status filter $filter', ({ c, size, filter }) => {
    expect(pageSize(c)).toBe(size);
    expect(defaultStatusFilter(c)).toBe(filter);
  });

  it.each<{ filter: StatusFilter; want: string[] | undefined }>([
    { filter: 'all', want: undefined },
    { filter: 'usable', want: ['available', 'active'] },
    { filter: 'expired', want: ['expired'] },
  ])('status filter $filter asks for $want', ({ filter, want }) => {
    expect(statusQuery(filter)).toEqual(want);
  });

  it.each([
    { ranges: [], want: 0 },
    { ranges: [{ bonusOdds: 1050 }, { bonusOdds: 1200 }, { bonusOdds: 1100 }], want: 0.2 },
    { ranges: [{ bonusOdds: 1005 }], want: 0.005 },
  ])('best boost of $ranges is $want', ({ ranges, want }) => {
    expect(bestBoost(ranges)).toBeCloseTo(want, 10);
  });

  it('gives each lootbox prize its share of the weights', () => {
    const got = prizeChances([
      { weight: 50, freebetAmount: 0 },
      { weight: 30, freebetAmount: 200 },
      { weight: 20, freebetAmount: 500 },
    ]).map((p) => p.chance);
    expect(got).toEqual([0.5, 0.3, 0.2]);
    expect(prizeChances([{ weight: 0, freebetAmount: 1 }])[0]?.chance).toBe(0);
  });

  it.each<{ type: BonusKind; status: 'available' | 'active'; want: boolean }>([
    { type: 'hunting', status: 'available', want: true },
    { type: 'tournament', status: 'available', want: true },
    { type: 'hunting', status: 'active', want: false },
    { type: 'freebet_all_win', status: 'available', want: false },
    { type: 'lootbox', status: 'available', want: false },
  ])('$type $status needs activation: $want', ({ type, status, want }) => {
    expect(needsActivation(testBonus('1', { type, userBonusStatus: status }))).toBe(want);
  });
});
