// The notifications (core/feature): a player's bell in the header (core/slots), loaded
// once shown, and the private channel's notifications, which its count and list take.
import { lazyWhenOnline } from '../../core/connection';
import type { Feature } from '../../core/feature';
import { applyNotificationMessage } from './live';

export const notificationsFeature: Feature = {
  slots: { notificationBell: lazyWhenOnline(() => import('./NotificationBell')) },
  realtime: { private: applyNotificationMessage },
};
