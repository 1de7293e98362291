// What features read of the app's one realtime connection (app/realtime.tsx holds it): a match's
// channel while a page shows the match, and the client itself for a feature that keeps a
// subscription of its own.
import { useQueryClient } from '@tanstack/react-query';
import type { Centrifuge } from 'centrifuge';
import { createContext, useContext, useEffect } from 'react';
import type { RealtimeMessage } from '../api/types';
import type * as Live from '../realtime/live';
import { useFeatureFlag } from './featureFlags';

export type LiveCode = typeof Live;

export interface Realtime {
  /** The connection once created (null before). */
  client: Centrifuge | null;
  /** The connection's code, loaded with it (realtime/live.ts). */
  live: LiveCode | null;
  /** The channels' language. */
  locale: string;
  /** Where a channel's messages go: the batch that patches the query cache. */
  onMessage: (msg: RealtimeMessage) => void;
}

export const RealtimeContext = createContext<Realtime>({
  client: null,
  live: null,
  locale: 'en',
  onMessage: () => {},
});

/** Subscribes to a match's channel (every market of that match) while the caller is mounted. */
export function useMatchChannel(matchId: number | undefined): void {
  const { client, live, locale, onMessage } = useContext(RealtimeContext);
  const qc = useQueryClient();
  const delta = useFeatureFlag('delta_compression');
  useEffect(() => {
    if (!client || !live || matchId === undefined) return;
    return live.subscribe(
      client,
      live.matchChannel(locale, matchId),
      { onMessage, onLostHistory: () => live.reloadSnapshots(qc) },
      delta,
    );
  }, [client, live, locale, matchId, qc, onMessage, delta]);
}

/** The realtime client once created (null before): for a feature that holds a subscription of
 * its own, such as the match chat, which reads its channel's history. */
export function useRealtimeClient(): Centrifuge | null {
  return useContext(RealtimeContext).client;
}
