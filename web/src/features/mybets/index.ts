// My bets' public part: the player's bets as the slip's tab, the results page and placement show
// and update them.
export { BetCards, BonusTag, StakeLabel } from './BetCard';
export { BETS_KEY } from './keys';
export { betsKey, fetchBets } from './list';
export { isOpen, type BetFilter, type PlacedBet } from './patch';
export { useUnseenBets } from './seen';
