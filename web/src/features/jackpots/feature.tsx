// The jackpots (core/feature): a jackpot's card in the header (core/slots), its banner and
// leaderboard blocks, a signed-in player's hit alert (all loaded once shown, and none of them shown
// while the jackpots feature flag is off: the alert's module checks it).
import { lazyWhenOnline } from '../../core/connection';
import { laterBlocks } from '../../core/contentBlocks';
import type { Feature } from '../../core/feature';

export const jackpotsFeature: Feature = {
  slots: { jackpotCard: lazyWhenOnline(() => import('./JackpotCard')) },
  blocks: laterBlocks(() => import('./blocks'), {
    jackpotBanner: (m) => m.JackpotBannerBlock,
    jackpotLeaderboard: (m) => m.JackpotLeaderboardBlock,
  }),
  signedIn: lazyWhenOnline(() => import('./JackpotHitAlert')),
};
