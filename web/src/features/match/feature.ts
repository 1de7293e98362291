// The match feature (core/feature): its content blocks and its statistics' realtime updates.
import { laterBlocks } from '../../core/contentBlocks';
import type { Feature } from '../../core/feature';

export const matchFeature: Feature = {
  blocks: laterBlocks(() => import('./blocks'), {
    eventMarkets: (m) => m.EventMarketsBlock,
    eventStats: (m) => m.EventStatsBlock,
    prediction: (m) => m.PredictionMatchBlock,
  }),
  realtime: {
    // A match's statistics patch its statistics tab (loaded only with it).
    updates(qc, msgs) {
      const statistics = msgs.flatMap((m) =>
        m.event_name === 'statistics_changed' && m.message.statistics ? [m.message.statistics] : [],
      );
      if (statistics.length > 0)
        void import('./stats/cache').then((m) => statistics.forEach((s) => m.applyStatistics(qc, s)));
    },
  },
};
