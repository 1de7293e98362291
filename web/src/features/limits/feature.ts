// The responsible-gambling feature (core/feature): the limits page, its dialogs (kept
// in step across tabs), and a signed-in player's watcher of reality checks and activity.
import { lazyWhenOnline } from '../../core/connection';
import type { Feature } from '../../core/feature';
import { RG_MODALS } from './rgChannel';
import { RgSync } from './RgSync';

export const limitsFeature: Feature = {
  routes: [
    { path: 'profile/responsible-gambling', page: () => import('./LimitsPage').then((m) => m.LimitsPage) },
  ],
  modals: { kinds: RG_MODALS, View: lazyWhenOnline(() => import('./RgModals')) },
  everyPage: RgSync,
  signedIn: lazyWhenOnline(() => import('./RgWatcher')),
};
