// The support chat's live messages: a listener on the player's private channel, which the app
// subscribes (app/realtime.tsx). Loaded by the chat toggle once the connection is there.
import type { Centrifuge } from 'centrifuge';
import type { RealtimeMessage } from '../../api/types';
import { channelLocale } from '../../domain/locale';
import { privateChannel } from '../../realtime/client';

/** Calls onMessage on each support_message of the player's private channel (in their language)
 * until the returned function is called. */
export function listen(
  client: Centrifuge,
  language: string,
  playerId: number,
  onMessage: () => void,
): () => void {
  const onPublication = (ctx: { data: unknown }) => {
    if ((ctx.data as RealtimeMessage | null)?.event_name === 'support_message') onMessage();
  };
  const sub = client.getSubscription(privateChannel(channelLocale(language), playerId));
  sub?.on('publication', onPublication);
  return () => void sub?.removeListener('publication', onPublication);
}
