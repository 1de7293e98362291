// One realtime connection for the app: the updates channel while the app runs, a match channel
// while a match page is open. Messages patch the query cache in place.
import { useQueryClient } from '@tanstack/react-query';
import type { Centrifuge } from 'centrifuge';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { channelLocale } from '../domain/locale';
import { applyToCache, reloadSnapshots } from '../realtime/cache';
import { createRealtimeClient, matchChannel, subscribe, updatesChannel } from '../realtime/client';

interface Realtime {
  client: Centrifuge | null;
  locale: string;
}
const RealtimeContext = createContext<Realtime>({ client: null, locale: 'en' });

export function RealtimeProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const qc = useQueryClient();
  const [client, setClient] = useState<Centrifuge | null>(null);
  const cl = channelLocale(locale);
  useEffect(() => {
    let closed = false;
    let close = () => {};
    void createRealtimeClient().then((c) => {
      if (closed) return;
      const unsubscribe = subscribe(c, updatesChannel(cl), {
        onMessage: (msg) => applyToCache(qc, msg),
        onLostHistory: () => reloadSnapshots(qc),
      });
      c.connect();
      setClient(c);
      close = () => {
        unsubscribe();
        c.disconnect();
      };
    });
    return () => {
      closed = true;
      close();
      setClient(null);
    };
  }, [qc, cl]);
  return <RealtimeContext.Provider value={{ client, locale: cl }}>{children}</RealtimeContext.Provider>;
}

/** Subscribes to a match's channel (every market of that match) while the caller is mounted. */
export function useMatchChannel(matchId: number | undefined): void {
  const { client, locale } = useContext(RealtimeContext);
  const qc = useQueryClient();
  useEffect(() => {
    if (!client || matchId === undefined) return;
    return subscribe(client, matchChannel(locale, matchId), {
      onMessage: (msg) => applyToCache(qc, msg),
      onLostHistory: () => reloadSnapshots(qc),
    });
  }, [client, locale, matchId, qc]);
}
