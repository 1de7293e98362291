// The support chat's live messages: a listener on the player's private channel, which the app
// subscribes (app/realtime.tsx). Loaded by the chat toggle once the connection is there.
import type { Centrifuge } from 'centrifuge';
import type { RealtimeMessage } from '../../api/types';

/** Calls onMessage on each support_message of the player's private channel (the connection's one
 * $private: subscription) until the returned function is called. */
export function listen(client: Centrifuge, onMessage: () => void): () => void {
  const onPublication = (ctx: { data: unknown }) => {
    if ((ctx.data as RealtimeMessage | null)?.event_name === 'support_message') onMessage();
  };
  const sub = Object.values(client.subscriptions()).find((s) => s.channel.startsWith('$private:'));
  sub?.on('publication', onPublication);
  return () => void sub?.removeListener('publication', onPublication);
}
