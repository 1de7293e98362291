// The jackpots' public part: the query key of the player's hits, which a placement refreshes
// without loading the jackpot code.
export { OWN_HITS_KEY } from './keys';
// The jackpots the slip's bets would play for, drawn in the slip.
export { SlipJackpots } from './SlipJackpots';
