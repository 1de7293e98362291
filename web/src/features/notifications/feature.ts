// The notifications (core/feature): a player's bell in the header (core/slots), loaded
// once shown, and the private channel's notifications, which its count and list take.
import { lazyWhenOnline } from '../../core/connection';
import type { Feature } from '../../core/feature';

export const notificationsFeature: Feature = {
  slots: { notificationBell: lazyWhenOnline(() => import('./NotificationBell')) },
  realtime: {
    // live.ts, loaded with the first such message; messages apply in the order they came.
    private(qc, msg) {
      if (msg.event_name === 'unread_counters_changed' || msg.event_name === 'notification')
        void import('./live').then((m) => m.applyNotificationMessage(qc, msg));
    },
  },
};
