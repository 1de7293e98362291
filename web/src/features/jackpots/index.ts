// The jackpots' public part: a jackpot's card in the header (core/slots), loaded once shown, and
// the query key of the player's hits, which a placement refreshes without loading the jackpot code.
import { lazyWhenOnline } from '../../core/connection';
import type { Slots } from '../../core/slots';

export { OWN_HITS_KEY } from './keys';

export const jackpotsSlots: Slots = {
  jackpotCard: lazyWhenOnline(() => import('./JackpotCard')),
};
