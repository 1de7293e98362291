// The realtime connection (centrifuge-js). Channels and events are the spec's (section 7);
// reconnect and timeout settings are its defaults (section 9).
import type { Centrifuge, Subscription, SubscriptionOptions } from 'centrifuge';
import type { RealtimeMessage } from '../api/types';
import { report } from '../core/reporting/report';

export const updatesChannel = (channelLocale: string): string => `public:${channelLocale}.updates`;
export const matchChannel = (channelLocale: string, matchId: number): string =>
  `public:${channelLocale}.updates.match.${matchId}`;
/** A match's chat, one for every language (internal/realtime ChatChannel). */
export const chatChannel = (matchId: number): string => `public:chat.match.${matchId}`;
/** The signed-in player's own channel (balance and bet events), published in their language. */
export const privateChannel = (channelLocale: string, playerId: number): string =>
  `$private:${channelLocale}.platform_user.${playerId}`;

/**
 * A connection token: the player's when the sportsbook bearer token is set (the client sends it),
 * an anonymous one otherwise.
 */
async function connectionToken(): Promise<string> {
  const { api } = await import('../api/client');
  const { data, error } = await api.POST('/websocket/token');
  if (error || !data) throw new Error('realtime token refused');
  return data.token;
}

/** centrifuge-js's codes for a command it could not write, and for a client set up wrong. */
const WRITE_FAILED = 10;
const BAD_CONFIGURATION = 12;
/** The realtime service's own error codes, in its replies to commands, start at 100. */
const SERVICE_REFUSED = 100;

/** An error event of the realtime client or of one of its subscriptions. */
export interface RealtimeErrorContext {
  type: string;
  channel?: string;
  error: { code: number; message: string };
}

/**
 * Whether a realtime error is a send failure, which the spec has reported: a command the
 * connection could not write, or one the service refused. Transport errors and timeouts are the
 * network's (dropped as HTTP's are); token errors come from HTTP calls the fetch layer reported.
 */
export function isSendFailure(ctx: RealtimeErrorContext): boolean {
  if (ctx.type === 'transport' || ctx.type.endsWith('Token')) return false;
  const { code } = ctx.error;
  return code === WRITE_FAILED || code === BAD_CONFIGURATION || code >= SERVICE_REFUSED;
}

function reportSendFailure(ctx: RealtimeErrorContext): void {
  if (!isSendFailure(ctx)) return;
  report(new Error(`realtime ${ctx.type} failed: ${ctx.error.code} ${ctx.error.message}`), {
    kind: 'realtime',
    tags: ctx.channel ? { channel: ctx.channel } : undefined,
  });
}

/**
 * Creates the client; centrifuge-js loads after the first paint, which never needs it.
 * `onTokenRequest` is told each time a connection token is fetched (who the connection will be).
 */
export async function createRealtimeClient(onTokenRequest: () => void = () => {}): Promise<Centrifuge> {
  const { Centrifuge } = await import('centrifuge');
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const client = new Centrifuge(`${scheme}://${location.host}/connection/websocket`, {
    getToken: () => {
      onTokenRequest();
      return connectionToken();
    },
    minReconnectDelay: 500,
    maxReconnectDelay: 20000,
    timeout: 5000,
    maxServerPingDelay: 10000,
  });
  client.on('error', reportSendFailure);
  return client;
}

export interface ChannelHandlers {
  onMessage: (msg: RealtimeMessage) => void;
  /** Called when the client came back but could not recover what it missed: reload snapshots. */
  onLostHistory: () => void;
}

/** A public channel's subscription: history recovered after a break; with `delta`, its messages as
 * fossil deltas against the one before (the delta_compression flag), which the server sends on
 * match channels only. */
export function subscriptionOptions(delta: boolean): Partial<SubscriptionOptions> {
  return { recoverable: true, positioned: true, ...(delta ? { delta: 'fossil' as const } : {}) };
}

/** Subscribes to a channel with history recovery; returns the unsubscribe function. */
export function subscribe(
  client: Centrifuge,
  channel: string,
  handlers: ChannelHandlers,
  delta = false,
): () => void {
  const sub: Subscription =
    client.getSubscription(channel) ?? client.newSubscription(channel, subscriptionOptions(delta));
  // The updates channel carries a feed batch's messages in one publication (an array).
  const onPublication = (ctx: { data: unknown }) => {
    for (const msg of [ctx.data].flat()) handlers.onMessage(msg as RealtimeMessage);
  };
  const onSubscribed = (ctx: { wasRecovering: boolean; recovered: boolean }) => {
    if (ctx.wasRecovering && !ctx.recovered) handlers.onLostHistory();
  };
  sub.on('publication', onPublication);
  sub.on('subscribed', onSubscribed);
  sub.on('error', reportSendFailure);
  sub.subscribe();
  return () => {
    sub.removeAllListeners();
    sub.unsubscribe();
    client.removeSubscription(sub);
  };
}

/** Reconnects with a new connection token (after signing in or out). */
export function reconnect(client: Centrifuge): void {
  client.disconnect();
  client.setToken('');
  client.connect();
}

export interface PrivateHandlers {
  onMessage: (msg: RealtimeMessage) => void;
  /** Subscribed again after a break: events may have been missed. */
  onResubscribed: () => void;
}

/**
 * Subscribes to a private channel; its subscription token comes from POST /websocket/authorize
 * (with the player's bearer token). Returns the unsubscribe function.
 */
export function subscribePrivate(client: Centrifuge, channel: string, handlers: PrivateHandlers): () => void {
  const existing = client.getSubscription(channel);
  if (existing) client.removeSubscription(existing);
  const sub = client.newSubscription(channel, {
    getToken: async () => {
      const { authorizeChannels } = await import('../api/client');
      const granted = await authorizeChannels([channel]);
      const token = granted.find((c) => c.channel === channel)?.token;
      if (!token) throw new Error(`no subscription token for ${channel}`);
      return token;
    },
  });
  let subscribedBefore = false;
  sub.on('error', reportSendFailure);
  sub.on('publication', (ctx: { data: unknown }) => handlers.onMessage(ctx.data as RealtimeMessage));
  sub.on('subscribed', () => {
    if (subscribedBefore) handlers.onResubscribed();
    subscribedBefore = true;
  });
  sub.subscribe();
  return () => {
    sub.removeAllListeners();
    sub.unsubscribe();
    client.removeSubscription(sub);
  };
}
