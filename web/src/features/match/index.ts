// The match feature's public part: the match page (which a league's slug path shows, features/
// catalogue), a match's clock and score as a list row shows them, and the rule of which markets a
// match shows.
import { lazyWhenOnline } from '../../core/connection';

export { MatchClock } from './MatchClock';
export { StackedScore } from './Score';
export { isOver, server } from './score';
export { atCap } from './shownMarkets';

export const MatchPage = lazyWhenOnline(() => import('./MatchPage').then((m) => ({ default: m.MatchPage })));
