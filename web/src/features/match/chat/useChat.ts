// The messages of a match's chat: the channel's history (the last messages) once subscribed,
// then each new one live; again after a reconnection, merged, so nothing shows twice.
import type { Centrifuge } from 'centrifuge';
import { useCallback, useEffect, useState } from 'react';
import type { MatchChatMessage } from '../../../api/types';
import { report } from '../../../core/reporting/report';
import { chatChannel } from '../../../realtime/client';
import { chatMessageOf, HISTORY_LIMIT, mergeMessages } from './chat';

export interface ChatMessages {
  messages: MatchChatMessage[];
  /** The history has been read (or could not be): the list is what there is. */
  loaded: boolean;
  /** Adds a message the reader posted, before its publication comes back. */
  add: (m: MatchChatMessage) => void;
}

export function useChat(client: Centrifuge | null, matchId: number): ChatMessages {
  const [messages, setMessages] = useState<MatchChatMessage[]>([]);
  const [loaded, setLoaded] = useState(false);
  const add = useCallback((m: MatchChatMessage) => setMessages((current) => mergeMessages(current, [m])), []);

  useEffect(() => {
    if (!client) return;
    const channel = chatChannel(matchId);
    const sub = client.getSubscription(channel) ?? client.newSubscription(channel);
    const merge = (incoming: MatchChatMessage[]) =>
      setMessages((current) => mergeMessages(current, incoming));
    sub.on('publication', (ctx: { data: unknown }) => {
      const m = chatMessageOf(ctx.data);
      if (m) merge([m]);
    });
    sub.on('subscribed', () => {
      sub
        .history({ limit: HISTORY_LIMIT, reverse: true })
        .then((h) => merge(h.publications.flatMap((p) => chatMessageOf(p.data) ?? [])))
        .catch((err: unknown) => report(err, { kind: 'realtime' }))
        .finally(() => setLoaded(true));
    });
    sub.subscribe();
    return () => {
      sub.removeAllListeners();
      sub.unsubscribe();
      client.removeSubscription(sub);
      setMessages([]);
      setLoaded(false);
    };
  }, [client, matchId]);

  return { messages, loaded, add };
}
