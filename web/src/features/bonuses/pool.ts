// tournament_pool_changed (public updates channel): a tournament's prize pool now. Patches the
// cached bonuses of that campaign (cards, the detail, the rating) in place, so the pool shown
// follows the stakes live without asking the server again.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { components } from '../../api/schema';
import type { RealtimeMessage } from '../../api/types';
import { BONUSES_KEY, LIST_PART, ONE_PART, RATING_PART } from './keys';
import type { Bonus } from './kinds';
import type { BonusPage, TournamentRating } from './queries';

export type TournamentPool = components['schemas']['TournamentPool'];

export function withPool(b: Bonus, pool: TournamentPool): Bonus {
  if (b.type !== 'tournament' || b.campaignId !== pool.campaignId || !b.farming) return b;
  if (b.farming.pool === pool.pool) return b;
  return { ...b, farming: { ...b.farming, pool: pool.pool } };
}

export function pagesWithPool(d: InfiniteData<BonusPage>, pool: TournamentPool): InfiniteData<BonusPage> {
  return { ...d, pages: d.pages.map((p) => ({ ...p, items: p.items.map((b) => withPool(b, pool)) })) };
}

export function applyTournamentPool(qc: QueryClient, pool: TournamentPool): void {
  qc.setQueriesData<InfiniteData<BonusPage>>(
    { queryKey: [...BONUSES_KEY, LIST_PART, 'tournaments'] },
    (d) => d && pagesWithPool(d, pool),
  );
  qc.setQueriesData<Bonus>(
    { queryKey: [...BONUSES_KEY, ONE_PART, 'tournaments'] },
    (d) => d && withPool(d, pool),
  );
  qc.setQueriesData<TournamentRating>({ queryKey: [...BONUSES_KEY, RATING_PART, pool.campaignId] }, (d) =>
    d && d.pool !== pool.pool ? { ...d, pool: pool.pool } : d,
  );
}

/** A batch's pools, in the order they came (the bonuses feature hands over its batches that hold
 * one). */
export function applyPools(qc: QueryClient, msgs: readonly RealtimeMessage[]): void {
  for (const m of msgs)
    if (m.event_name === 'tournament_pool_changed' && m.message.tournamentPool)
      applyTournamentPool(qc, m.message.tournamentPool);
}
