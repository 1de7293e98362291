// What the player's private channel tells the bell (app/realtime.tsx passes its messages on): the
// unread count follows the server's, and a new notification refreshes the list if it is open.
// Apart from the bell's code: loaded with the first such message (feature.ts).
import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeMessage } from '../../api/types';
import { COUNTERS_KEY, LIST_KEY } from './keys';

export function applyNotificationMessage(qc: QueryClient, msg: RealtimeMessage): void {
  if (msg.event_name === 'unread_counters_changed' && msg.message.notifications)
    qc.setQueryData(COUNTERS_KEY, msg.message.notifications.unread);
  if (msg.event_name === 'notification') void qc.invalidateQueries({ queryKey: LIST_KEY });
}
