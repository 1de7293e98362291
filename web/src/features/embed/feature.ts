// The embed feature (core/feature): only inside a frame of an embedded site, the
// window messages with the parent page (its code loads only there).
import { lazyWhenOnline } from '../../core/connection';
import { bridgeActive, ENVIRONMENT } from '../../core/embed/frame';
import type { Feature } from '../../core/feature';

export const embedFeature: Feature = bridgeActive(ENVIRONMENT)
  ? { everyPage: lazyWhenOnline(() => import('./EmbedBridge')) }
  : {};
