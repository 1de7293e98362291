// The responsible-gambling feature (core/feature): the limits page, its dialogs (kept
// in step across tabs), and a signed-in player's watcher of reality checks and activity.
import { lazyWhenOnline } from '../../core/connection';
import type { Feature } from '../../core/feature';
import { RG_MODALS } from './rgModals';

export const limitsFeature: Feature = {
  routes: [
    { path: 'profile/responsible-gambling', page: () => import('./LimitsPage').then((m) => m.LimitsPage) },
  ],
  modals: { kinds: RG_MODALS, View: lazyWhenOnline(() => import('./RgModals')) },
  // Its code after the first screen's, which has no dialog to keep in step.
  everyPage: lazyWhenOnline(() => import('./RgSync').then((m) => ({ default: m.RgSync }))),
  signedIn: lazyWhenOnline(() => import('./RgWatcher')),
};
