// The layout feature (core/feature): the blocked and locked pages.
import type { Feature } from '../../core/feature';

export const layoutFeature: Feature = {
  routes: [
    { path: 'blocked', page: () => import('./AccessPages').then((m) => m.BlockedPage) },
    { path: 'locked', page: () => import('./AccessPages').then((m) => m.LockedPage) },
  ],
};
