// One realtime connection for the app: the updates channel while the app runs, a match channel
// while a match page is open. Messages patch the query cache in place.
import { notifyManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Centrifuge } from 'centrifuge';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { channelLocale } from '../domain/locale';
import type { RealtimeMessage } from '../api/types';
import { createBatcher, whenIdle } from '../realtime/batch';
import { applyToCache, reloadSnapshots } from '../realtime/cache';
import { createRealtimeClient, matchChannel, subscribe, updatesChannel } from '../realtime/client';

interface Realtime {
  client: Centrifuge | null;
  locale: string;
  onMessage: (msg: RealtimeMessage) => void;
}
const RealtimeContext = createContext<Realtime>({ client: null, locale: 'en', onMessage: () => {} });

/** How often queued realtime messages are applied: fast enough to look live, slow enough to
 * turn a burst of odds changes into one render. */
const FLUSH_MS = 250;

function applyBatch(qc: QueryClient, msgs: RealtimeMessage[]): void {
  notifyManager.batch(() => {
    for (const msg of msgs) applyToCache(qc, msg);
  });
}

export function RealtimeProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const qc = useQueryClient();
  const [client, setClient] = useState<Centrifuge | null>(null);
  const cl = channelLocale(locale);
  const [batcher] = useState(() => createBatcher<RealtimeMessage>((msgs) => applyBatch(qc, msgs), FLUSH_MS));
  useEffect(() => {
    let closed = false;
    let close = () => {};
    // The first paint needs no realtime data: connect once the page is idle.
    const cancelIdle = whenIdle(() => {
      void createRealtimeClient().then((c) => {
        if (closed) return;
        const unsubscribe = subscribe(c, updatesChannel(cl), {
          onMessage: batcher.push,
          onLostHistory: () => reloadSnapshots(qc),
        });
        c.connect();
        setClient(c);
        close = () => {
          unsubscribe();
          c.disconnect();
        };
      });
    });
    return () => {
      closed = true;
      cancelIdle();
      close();
      batcher.cancel();
      setClient(null);
    };
  }, [qc, cl, batcher]);
  return (
    <RealtimeContext.Provider value={{ client, locale: cl, onMessage: batcher.push }}>
      {children}
    </RealtimeContext.Provider>
  );
}

/** Subscribes to a match's channel (every market of that match) while the caller is mounted. */
export function useMatchChannel(matchId: number | undefined): void {
  const { client, locale, onMessage } = useContext(RealtimeContext);
  const qc = useQueryClient();
  useEffect(() => {
    if (!client || matchId === undefined) return;
    return subscribe(client, matchChannel(locale, matchId), {
      onMessage,
      onLostHistory: () => reloadSnapshots(qc),
    });
  }, [client, locale, matchId, qc, onMessage]);
}
