import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Bonus } from './kinds';
import { applyTournamentPool, withPool } from './pool';
import { bonusKey, listKey, ratingKey, type BonusPage, type TournamentRating } from './queries';
import { testBonus } from './testBonus';

const farming = {
  stats: {
    averageStake: 0,
    betsCount: 0,
    points: 0,
    availablePoints: 0,
    potentialPoints: 0,
    potentialFreebetAmount: 0,
    initialPool: 100000,
  },
  freebetType: 'freebet_only_win' as const,
  farmedEventIds: [],
  freebetsToBoost: [],
  targetPoints: 0,
  pool: 100000,
};
const cup = testBonus('5', { type: 'tournament', campaignId: 'cup', farming });
const pool = { campaignId: 'cup', pool: 100250, currency: 'EUR' };

describe('withPool', () => {
  it.each<{ name: string; bonus: Bonus; want: number | undefined }>([
    { name: 'the tournament of the campaign', bonus: cup, want: 100250 },
    { name: 'another campaign', bonus: { ...cup, campaignId: 'other' }, want: 100000 },
    { name: 'a hunting of that campaign id', bonus: { ...cup, type: 'hunting' }, want: 100000 },
    { name: 'a bonus without farming', bonus: testBonus('1', { campaignId: 'cup' }), want: undefined },
  ])('$name: pool $want', ({ bonus, want }) => {
    expect(withPool(bonus, pool).farming?.pool).toBe(want);
  });
});

describe('applyTournamentPool', () => {
  it('patches the cached cards, the detail and the rating of that campaign only', () => {
    const qc = new QueryClient();
    const list = listKey('tournaments', { status: 'all', availability: 'all' }, 'en');
    const page: BonusPage = { items: [cup], pagination: { total: 1, page: 1, limit: 1, lastPage: 1 } };
    qc.setQueryData<InfiniteData<BonusPage>>(list, { pages: [page], pageParams: [1] });
    qc.setQueryData(bonusKey('tournaments', '5', 'en'), cup);
    qc.setQueryData<TournamentRating>(ratingKey('cup', '5'), { pool: 100000, currency: 'EUR', items: [] });
    qc.setQueryData<TournamentRating>(ratingKey('other', '6'), { pool: 7, currency: 'EUR', items: [] });

    applyTournamentPool(qc, pool);

    expect(qc.getQueryData<InfiniteData<BonusPage>>(list)?.pages[0]?.items[0]?.farming?.pool).toBe(100250);
    expect(qc.getQueryData<Bonus>(bonusKey('tournaments', '5', 'en'))?.farming?.pool).toBe(100250);
    expect(qc.getQueryData<TournamentRating>(ratingKey('cup', '5'))?.pool).toBe(100250);
    expect(qc.getQueryData<TournamentRating>(ratingKey('other', '6'))?.pool).toBe(7);
  });
});
