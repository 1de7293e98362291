// The match feature's public part: the match page (which a league's slug path shows, features/
// catalogue), a match's clock and score as a list row shows them, and the rule of which markets a
// match shows.
import { lazyWhenOnline } from '../../core/connection';

export { MatchClock } from './MatchClock';
export { StackedScore } from './Score';
export { isOver, server } from './score';
export { atCap } from './shownMarkets';

/** The match's page, loaded when first drawn; loadMatchPage loads it ahead (features/catalogue). */
export const loadMatchPage = () => import('./MatchPage').then((m) => m.MatchPage);
export const MatchPage = lazyWhenOnline(() => loadMatchPage().then((Page) => ({ default: Page })));
