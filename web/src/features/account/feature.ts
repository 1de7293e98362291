// The account feature (core/feature): the account page, the virtual games' pages, and
// the user-group checker while a player is signed in.
import { lazyWhenOnline } from '../../core/connection';
import { withProps, type Feature } from '../../core/feature';

const virtualGames = (product: 'racing' | 'lotteries') => () =>
  import('./VirtualGamesPage').then((m) => withProps(m.VirtualGamesPage, { product }));

export const accountFeature: Feature = {
  routes: [
    { path: 'profile', page: () => import('./AccountPage').then((m) => m.AccountPage) },
    { path: 'racing', page: virtualGames('racing') },
    { path: 'lotteries', page: virtualGames('lotteries') },
  ],
  signedIn: lazyWhenOnline(() => import('./UserGroupChecker')),
};
