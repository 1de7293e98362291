// The match feature's public part: a match's clock and score as a list row shows them, and the
// rule of which markets a match shows.
export { MatchClock } from './MatchClock';
export { StackedScore } from './Score';
export { isOver, server } from './score';
export { atCap } from './shownMarkets';
