// The realtime connection (centrifuge-js). Channels and events are the spec's (section 7);
// reconnect and timeout settings are its defaults (section 9).
import type { Centrifuge, Subscription } from 'centrifuge';
import type { RealtimeMessage } from '../api/types';

export const updatesChannel = (channelLocale: string): string => `public:${channelLocale}.updates`;
export const matchChannel = (channelLocale: string, matchId: number): string =>
  `public:${channelLocale}.updates.match.${matchId}`;

async function connectionToken(): Promise<string> {
  const { api } = await import('../api/client');
  const { data, error } = await api.POST('/websocket/token');
  if (error || !data) throw new Error('realtime token refused');
  return data.token;
}

/** Creates the client; centrifuge-js loads after the first paint, which never needs it. */
export async function createRealtimeClient(): Promise<Centrifuge> {
  const { Centrifuge } = await import('centrifuge');
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return new Centrifuge(`${scheme}://${location.host}/connection/websocket`, {
    getToken: connectionToken,
    minReconnectDelay: 500,
    maxReconnectDelay: 20000,
    timeout: 5000,
    maxServerPingDelay: 10000,
  });
}

export interface ChannelHandlers {
  onMessage: (msg: RealtimeMessage) => void;
  /** Called when the client came back but could not recover what it missed: reload snapshots. */
  onLostHistory: () => void;
}

/** Subscribes to a channel with history recovery; returns the unsubscribe function. */
export function subscribe(client: Centrifuge, channel: string, handlers: ChannelHandlers): () => void {
  const sub: Subscription =
    client.getSubscription(channel) ??
    client.newSubscription(channel, { recoverable: true, positioned: true });
  const onPublication = (ctx: { data: unknown }) => handlers.onMessage(ctx.data as RealtimeMessage);
  const onSubscribed = (ctx: { wasRecovering: boolean; recovered: boolean }) => {
    if (ctx.wasRecovering && !ctx.recovered) handlers.onLostHistory();
  };
  sub.on('publication', onPublication);
  sub.on('subscribed', onSubscribed);
  sub.subscribe();
  return () => {
    sub.removeAllListeners();
    sub.unsubscribe();
    client.removeSubscription(sub);
  };
}
