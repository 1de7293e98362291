// The bonuses (core/feature): the promotions page and blocks, a signed-in player's bonus alerts,
// and the realtime news of a bonus (issued, a tournament's pool).
import { lazyWhenOnline, loadWhenOnline } from '../../core/connection';
import { laterBlocks } from '../../core/contentBlocks';
import type { Feature } from '../../core/feature';
import { BONUSES_KEY } from './keys';

export const bonusesFeature: Feature = {
  routes: [{ path: 'promotions', page: () => import('./PromotionsPage').then((m) => m.PromotionsPage) }],
  blocks: laterBlocks(() => import('./blocks'), {
    bonuses: (m) => m.BonusesBlock,
    promocode: (m) => m.PromocodeBlock,
  }),
  signedIn: lazyWhenOnline(() => import('./BonusAlerts')),
  realtime: {
    // A tournament's pool patches the cached bonuses (pool.ts, loaded only with them).
    updates(qc, msgs) {
      if (
        msgs.some((m) => m.event_name === 'tournament_pool_changed') &&
        qc.getQueryCache().findAll({ queryKey: BONUSES_KEY }).length > 0
      )
        void import('./pool').then((m) => m.applyPools(qc, msgs));
    },
    // A new bonus: its alert, a toast and fresh bonus lists (live.ts).
    private(qc, msg) {
      const { bonus } = msg.message;
      if (msg.event_name === 'bonus_issued' && bonus)
        void loadWhenOnline(() => import('./live')).then((m) => m.applyBonusIssued(qc, bonus));
    },
  },
};
