// The favourites (core/feature): the favourites page and content block, and what it
// shows in other features' places (core/slots): a row's star, a sport's favourites and, when the
// site turns it on, the floating favourites button.
import { lazyWhenOnline } from '../../core/connection';
import { laterBlocks } from '../../core/contentBlocks';
import type { Feature } from '../../core/feature';
import { useSiteConfig } from '../../core/siteConfig';
import { Star } from './Star';

const FloatingFavourites = lazyWhenOnline(() => import('./FloatingFavourites'));

export const favouritesFeature: Feature = {
  routes: [{ path: 'favorites', page: () => import('./FavouritesPage').then((m) => m.FavouritesPage) }],
  slots: {
    favouriteStar: Star,
    sportFavourites: lazyWhenOnline(() => import('./SportFavourites')),
  },
  blocks: laterBlocks(() => import('./blocks'), { favorites: (m) => m.FavoritesBlock }),
  everyPage: function FloatingFavouritesWhenOn() {
    return useSiteConfig().floatingFavourites ? <FloatingFavourites /> : null;
  },
};
