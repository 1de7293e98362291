// Blocks that are another feature's screen: the schedule, the results (with their filters, or
// today's of one sport), the player's bonuses, the promo-code form and the jackpots.
import { useFeatureFlag } from '../../../core/featureFlags';
import { JackpotBanners, JackpotLeaderboard } from '../../jackpots/JackpotBanner';
import { PlayerBonuses } from '../../bonuses/PromotionsPage';
import { PromoCodeForm } from '../../bonuses/PromoCodeForm';
import { ResultsList } from '../../schedule/ResultsPage';
import { ScheduleList } from '../../schedule/SchedulePage';
import { BlockTitle } from './FirstScreen';
import type { BlockProps } from './types';

export const ScheduleBlock = ({ block }: BlockProps) => (
  <>
    <BlockTitle block={block} />
    <ScheduleList />
  </>
);

export const ResultsBlock = ({ block }: BlockProps) => (
  <>
    <BlockTitle block={block} />
    <ResultsList />
  </>
);

export const ResultEventsBlock = ({ block }: BlockProps) => (
  <>
    <BlockTitle block={block} />
    <ResultsList sport={block.sport ?? null} />
  </>
);

export const BonusesBlock = ({ block }: BlockProps) => (
  <>
    <BlockTitle block={block} />
    <PlayerBonuses />
  </>
);

export const PromocodeBlock = ({ block }: BlockProps) => (
  <>
    <BlockTitle block={block} />
    <PromoCodeForm />
  </>
);

// The jackpots feature flag off: no jackpot blocks, and so none of their calls.
export const JackpotBannerBlock = ({ block }: BlockProps) =>
  useFeatureFlag('jackpots') ? <JackpotBanners jackpotId={block.jackpot} /> : null;

export const JackpotLeaderboardBlock = ({ block }: BlockProps) =>
  useFeatureFlag('jackpots') ? <JackpotLeaderboard jackpotId={block.jackpot} /> : null;
