// The favourites feature's public part: what it shows in other features' places (core/slots).
import { lazyWhenOnline } from '../../core/connection';
import type { Slots } from '../../core/slots';
import { Star } from './Star';

export const favouritesSlots: Slots = {
  favouriteStar: Star,
  sportFavourites: lazyWhenOnline(() => import('./SportFavourites')),
};
