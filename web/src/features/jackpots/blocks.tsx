// The jackpots' content blocks (core/contentBlocks): a jackpot's banner and its leaderboard.
import type { BlockProps } from '../../core/contentBlocks';
import { useFeatureFlag } from '../../core/featureFlags';
import { JackpotBanners, JackpotLeaderboard } from './JackpotBanner';

// The jackpots feature flag off: no jackpot blocks, and so none of their calls.
export const JackpotBannerBlock = ({ block }: BlockProps) =>
  useFeatureFlag('jackpots') ? <JackpotBanners jackpotId={block.jackpot} /> : null;

export const JackpotLeaderboardBlock = ({ block }: BlockProps) =>
  useFeatureFlag('jackpots') ? <JackpotLeaderboard jackpotId={block.jackpot} /> : null;
