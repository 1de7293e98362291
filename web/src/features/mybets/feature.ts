// My bets (core/feature): the bet history page and the realtime news of a bet.
import type { Feature } from '../../core/feature';
import { BETS_KEY } from './keys';

export const mybetsFeature: Feature = {
  localizedQueries: BETS_KEY,
  routes: [{ path: 'profile/bets', page: () => import('./BetsHistoryPage').then((m) => m.BetsHistoryPage) }],
  realtime: {
    // Bet and cash-out messages (cache.ts, loaded with the first): a settled bet's toast, and the
    // cached bet lists patched; messages apply in the order they came.
    private(qc, msg) {
      if ((msg.event_name === 'bet_changed' || msg.event_name === 'bet_cashout_changed') && msg.message.bet)
        void import('./cache').then((m) => m.applyBetMessage(qc, msg));
    },
    resubscribed: (qc) => void qc.invalidateQueries({ queryKey: BETS_KEY }),
  },
};
