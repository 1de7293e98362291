// The chat toggle of the built-in support chat: an icon button whose mark counts the operator's
// answers the player has not read (GET /support-chat, then support_message live), opening the
// conversation in a panel loaded on first opening. A visitor's toggle opens the panel too, which
// asks them to sign in.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAuth } from '../../core/auth';
import { lazyWhenOnline } from '../../core/connection';
import { useRealtimeClient } from '../../core/realtime';
import { Icon } from '../../core/ui/Icon';
import { api } from '../../api/client';
import { toApiError } from '../../api/request';
import type { SupportChat } from '../../api/types';
import { unreadMark } from './mark';

const SupportPanel = lazyWhenOnline(() => import('./SupportPanel'));

// The conversation's query, which the panel is given rather than importing it: a module both used
// would make the navigation's chunk export it, and the first screen's import of that chunk grow.
const SUPPORT_KEY = ['support-chat'] as const;

async function fetchSupportChat(): Promise<SupportChat> {
  const { data, error, response } = await api.GET('/support-chat');
  if (!data) throw toApiError(response.status, error);
  return data;
}

export default function SupportToggle({
  className,
  markClassName,
}: {
  className?: string | undefined;
  /** The mark over the button's corner (the navigation's badge). */
  markClassName?: string | undefined;
}) {
  const intl = useIntl();
  const { sessionReady } = useAuth();
  const qc = useQueryClient();
  const chat = useQuery({ queryKey: SUPPORT_KEY, queryFn: fetchSupportChat, enabled: sessionReady });
  useSupportMessages();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const unread = sessionReady ? (chat.data?.unread ?? 0) : 0;
  const mark = unreadMark(unread);
  const label =
    unread > 0
      ? intl.formatMessage(
          {
            id: 'support.toggle-unread',
            defaultMessage: 'Chat with support, {count, plural, one {# new answer} other {# new answers}}',
          },
          { count: unread },
        )
      : intl.formatMessage({ id: 'navzones.chat', defaultMessage: 'Chat with support' });
  const setChat = useCallback(
    (change: (c: SupportChat | undefined) => SupportChat | undefined) =>
      qc.setQueryData<SupportChat>(SUPPORT_KEY, change),
    [qc],
  );
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  return (
    <>
      <button
        type="button"
        ref={button}
        className={className}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid="chat-toggle"
      >
        <Icon id="icon-chat" />
        {mark && (
          <span className={markClassName} aria-hidden="true" data-testid="chat-unread">
            {mark}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={<div role="dialog" aria-busy="true" hidden />}>
          <SupportPanel onClose={close} chat={chat} setChat={setChat} />
        </Suspense>
      )}
    </>
  );
}

/** The private channel's support_message has the conversation read again (messages are few).
 * The app holds the player's private channel (app/realtime.tsx); the toggle listens to it while it
 * is shown (live.ts, loaded then, after the app's own effect has subscribed), rather than through
 * a feature's declaration, whose code the first screen would carry. After a break in the channel
 * the panel reads the conversation anew when it opens. */
function useSupportMessages(): void {
  const client = useRealtimeClient();
  // The app subscribes the private channel once the player's session token is ready.
  const { profile, sessionReady } = useAuth();
  const id = sessionReady ? profile?.id : undefined;
  const qc = useQueryClient();
  useEffect(() => {
    if (!client || id === undefined) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./live').then((m) => {
      if (!gone) stop = m.listen(client, () => void qc.invalidateQueries({ queryKey: SUPPORT_KEY }));
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [client, id, qc]);
}
