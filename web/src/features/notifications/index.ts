// The notifications' public part: a player's bell in the header (core/slots), loaded once shown.
import { lazyWhenOnline } from '../../core/connection';
import type { Slots } from '../../core/slots';

export const notificationsSlots: Slots = {
  notificationBell: lazyWhenOnline(() => import('./NotificationBell')),
};
