// The renderers of the kinds the home page's first screen does not show, loaded when a page has
// one: one chunk per feature, so a page loads the code of the kinds it has.
import type { ComponentProps } from 'react';
import { lazyWhenOnline } from '../../../core/connection';
import type { CmsBlockKind } from '../../../api/types';
import type { FirstScreenKind } from './FirstScreen';
import type { BlockProps, BlockRenderer } from './types';

const contentBlocks = () => import('./ContentBlocks');
const catalogueBlocks = () => import('./CatalogueBlocks');
const matchBlocks = () => import('./MatchBlocks');
const featureBlocks = () => import('./FeatureBlocks');

function later<M>(load: () => Promise<M>, pick: (m: M) => BlockRenderer): BlockRenderer {
  return lazyWhenOnline(() => load().then((m) => ({ default: pick(m) })));
}

export const LATER_RENDERERS: Record<Exclude<CmsBlockKind, FirstScreenKind>, BlockRenderer> = {
  text: later(contentBlocks, (m) => m.TextBlock),
  image: later(contentBlocks, (m) => m.ImageBlock),
  button: later(contentBlocks, (m) => m.ButtonBlock),
  modal: later(contentBlocks, (m) => m.ModalBlock),
  pageBanner: later(contentBlocks, (m) => m.PageBannerBlock),
  iframe: later(contentBlocks, (m) => m.IframeBlock),
  speedDial: later(contentBlocks, (m) => m.SpeedDialBlock),
  topEvents: later(catalogueBlocks, (m) => m.TopEventsBlock),
  outrights: later(catalogueBlocks, (m) => m.OutrightsBlock),
  topLeagues: later(catalogueBlocks, (m) => m.TopLeaguesBlock),
  tournaments: later(catalogueBlocks, (m) => m.TournamentsBlock),
  favorites: later(catalogueBlocks, (m) => m.FavoritesBlock),
  eventMarkets: later(matchBlocks, (m) => m.EventMarketsBlock),
  eventStats: later(matchBlocks, (m) => m.EventStatsBlock),
  prediction: later(matchBlocks, (m) => m.PredictionMatchBlock),
  schedule: later(featureBlocks, (m) => m.ScheduleBlock),
  results: later(featureBlocks, (m) => m.ResultsBlock),
  resultEvents: later(featureBlocks, (m) => m.ResultEventsBlock),
  bonuses: later(featureBlocks, (m) => m.BonusesBlock),
  promocode: later(featureBlocks, (m) => m.PromocodeBlock),
  jackpotBanner: later(featureBlocks, (m) => m.JackpotBannerBlock),
  jackpotLeaderboard: later(featureBlocks, (m) => m.JackpotLeaderboardBlock),
};

export default function LaterBlock({ block }: BlockProps) {
  const Renderer = LATER_RENDERERS[block.kind as Exclude<CmsBlockKind, FirstScreenKind>];
  return <Renderer block={block} />;
}

const LazyPageModal = lazyWhenOnline(() => contentBlocks().then((m) => ({ default: m.PageModal })));

/** The page's open modal (ContentBlocks' PageModal), through this chunk so the page's own chunk
 * names one dynamic import only. */
export function PageModal(props: ComponentProps<typeof LazyPageModal>) {
  return <LazyPageModal {...props} />;
}
