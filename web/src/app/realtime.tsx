// One realtime connection for the app: the updates channel while the app runs, a match channel
// while a match page is open (through core/realtime.tsx, which features read), and the player's
// private channel while signed in. Messages patch the query cache in place. Signing in or out
// reconnects with a new connection token (spec section 4): the player's once the sportsbook
// session token is in hand, an anonymous one after.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Centrifuge } from 'centrifuge';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { sportsbookToken } from '../api/session';
import { channelLocale } from '../domain/locale';
import type { RealtimeMessage } from '../api/types';
import { whenIdle } from '../core/idle';
import { useAuth } from '../core/auth';
import { ACCOUNTS_KEY, applyBalanceMessage } from '../core/player';
import { RealtimeContext, type LiveCode } from '../core/realtime';
import { FEATURES } from './features';

/** The shortest time between two batches of realtime messages applied (realtime/batch.ts): two
 * frames at 60 Hz. A price that moves alone is drawn at once; a stream of them costs at most 30
 * renders a second. Measured with e2e/bench/feed-to-paint.mjs at 50 changes a second on /live: 16 ms
 * gave p50 32 ms and the page's main thread busy 35% of the time, 33 ms 42 ms and 24%, 50 ms 47 ms
 * and 20%, the former fixed 250 ms 288 ms and 10%. */
const MIN_GAP_MS = 33;
/** The most realtime messages applied in one task (realtime/batch.ts). */
const MAX_BATCH = 8;

const realtime = FEATURES.flatMap((f) => (f.realtime ? [f.realtime] : []));

function applyBatch(qc: QueryClient, live: LiveCode, msgs: RealtimeMessage[]): void {
  live.applyBatchToCache(qc, msgs);
  for (const r of realtime) r.updates?.(qc, msgs);
}

/** A private-channel message: balance updates set the account's balance; the features take the
 * rest (a bet's news, a notification, a new bonus). */
export function applyPrivateMessage(qc: QueryClient, msg: RealtimeMessage): void {
  if (msg.event_name === 'balance_changed' && msg.message.balance)
    applyBalanceMessage(qc, msg.message.balance);
  for (const r of realtime) r.private?.(qc, msg);
}

const ignore = () => {};

export function RealtimeProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const qc = useQueryClient();
  /** The connection with its code (realtime/live.ts), loaded once the page is idle, and the batch
   * its messages go into. */
  const [connection, setConnection] = useState<{
    client: Centrifuge;
    live: LiveCode;
    onMessage: (msg: RealtimeMessage) => void;
  } | null>(null);
  const client = connection?.client ?? null;
  const live = connection?.live ?? null;
  const cl = channelLocale(locale);

  // Who the connection should be: the player once their session token is ready, anonymous when
  // signed out or not known yet, and no change while a signed-in player's token is on its way.
  const { status, profile, sessionReady } = useAuth();
  const playerId = profile?.id;
  const wanted =
    status === 'LOGGED_IN'
      ? sessionReady && playerId !== undefined
        ? `player:${playerId}`
        : null
      : 'anonymous';
  /** Who the connection is: set when its token is fetched. */
  const connectedAs = useRef<string | null>(null);
  const playerRef = useRef(playerId);
  useEffect(() => {
    playerRef.current = playerId;
  }, [playerId]);

  useEffect(() => {
    let closed = false;
    let close = () => {};
    const onTokenRequest = () => {
      connectedAs.current = sportsbookToken() ? `player:${playerRef.current}` : 'anonymous';
    };
    // The first paint needs no realtime data: connect once the page is idle.
    const cancelIdle = whenIdle(() => {
      void import('../realtime/live').then(async (code) => {
        const c = await code.createRealtimeClient(onTokenRequest);
        if (closed) return;
        const batcher = code.createBatcher<RealtimeMessage>(
          (msgs) => applyBatch(qc, code, msgs),
          MIN_GAP_MS,
          MAX_BATCH,
        );
        const unsubscribe = code.subscribe(c, code.updatesChannel(cl), {
          onMessage: batcher.push,
          onLostHistory: () => code.reloadSnapshots(qc),
        });
        c.connect();
        setConnection({ client: c, live: code, onMessage: batcher.push });
        close = () => {
          unsubscribe();
          c.disconnect();
          batcher.cancel();
        };
      });
    });
    return () => {
      closed = true;
      cancelIdle();
      close();
      setConnection(null);
    };
  }, [qc, cl]);

  // Signing in or out: a new connection token.
  useEffect(() => {
    if (!client || !live || wanted === null) return;
    if (connectedAs.current !== null && connectedAs.current !== wanted) live.reconnect(client);
  }, [client, live, wanted]);

  // The player's private channel, in the language their events are published in.
  const privateLocale = channelLocale(profile?.language ?? locale);
  const signedIn = wanted !== null && wanted !== 'anonymous';
  useEffect(() => {
    if (!client || !live || !signedIn || playerId === undefined) return;
    return live.subscribePrivate(client, live.privateChannel(privateLocale, playerId), {
      onMessage: (msg) => applyPrivateMessage(qc, msg),
      onResubscribed: () => {
        void qc.invalidateQueries({ queryKey: ACCOUNTS_KEY });
        for (const r of realtime) r.resubscribed?.(qc);
      },
    });
  }, [client, live, signedIn, playerId, privateLocale, qc]);

  return (
    <RealtimeContext.Provider
      value={{ client, live, locale: cl, onMessage: connection?.onMessage ?? ignore }}
    >
      {children}
    </RealtimeContext.Provider>
  );
}
