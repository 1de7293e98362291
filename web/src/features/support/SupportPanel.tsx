// The support conversation (issue 28), in a panel at the window's end corner, drawn in the
// document's body above the slip and the page: the player's messages and the operator's answers,
// oldest first, and the composer; a visitor is asked to sign in. Opening it (and an answer coming
// while it is open) marks the answers read, which clears the toggle's mark. Focus moves into the
// panel when it opens; Escape or its close button closes it and gives the focus back to the
// toggle.
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SupportChat } from '../../api/types';
import { useAuth } from '../../core/auth';
import { Composer, MessageLog, SignInToChat } from '../../core/chat/ChatParts';
import { LoadFailed } from '../../core/ui/LoadState';
import { postSupportMessage, readSupportChat } from './calls';
import { MAX_LENGTH, newestAnswer, withPosted } from './rules';
import styles from './Support.module.css';

/** Changes the conversation as the toggle's query holds it. */
type SetChat = (change: (chat: SupportChat | undefined) => SupportChat | undefined) => void;

export default function SupportPanel({
  onClose,
  chat,
  setChat,
}: {
  onClose: () => void;
  /** The conversation, the toggle's query (GET /support-chat). */
  chat: UseQueryResult<SupportChat>;
  setChat: SetChat;
}) {
  const intl = useIntl();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { status, sessionReady } = useAuth();

  useEffect(() => {
    // The text to write in when there is one, else the panel.
    (panel.current?.querySelector('textarea') ?? panel.current)?.focus();
  }, [status]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return createPortal(
    <div
      className={styles.panel}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      ref={panel}
      data-testid="support-chat"
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          <FormattedMessage id="support.title" defaultMessage="Support" />
        </h2>
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={intl.formatMessage({ id: 'common.close', defaultMessage: 'Close' })}
          data-testid="support-close"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.body}>
        {status === 'NOT_LOGGED_IN' ? (
          <>
            <p className={styles.intro}>
              <FormattedMessage
                id="support.intro"
                defaultMessage="Ask us anything about your account, bets or payments: our support team answers here."
              />
            </p>
            <SignInToChat />
          </>
        ) : sessionReady ? (
          <Conversation chat={chat} setChat={setChat} />
        ) : (
          <div className={styles.loading} aria-busy="true" />
        )}
      </div>
    </div>,
    document.body,
  );
}

function Conversation({ chat, setChat }: { chat: UseQueryResult<SupportChat>; setChat: SetChat }) {
  const intl = useIntl();
  // Read anew on each opening: what a break in the channel missed comes then.
  const { refetch } = chat;
  useEffect(() => void refetch(), [refetch]);
  // Open, the conversation is read: its newest answer, now and with each answer that comes (on
  // every new answer of the server's, even one that came back unread in the same render).
  const { data } = chat;
  useEffect(() => {
    const answer = newestAnswer(data?.messages ?? []);
    if (!data || answer === 0 || data.unread === 0) return;
    setChat((c) => c && { ...c, unread: 0 });
    // A failed mark leaves the mark to the next opening: nothing the player must act on.
    readSupportChat(answer).catch(() => undefined);
  }, [data, setChat]);

  if (chat.isError) return <LoadFailed query={chat} />;
  const you = intl.formatMessage({ id: 'support.you', defaultMessage: 'You' });
  const support = intl.formatMessage({ id: 'support.title', defaultMessage: 'Support' });
  return (
    <>
      <MessageLog
        messages={(chat.data?.messages ?? []).map((m) => ({
          id: m.id,
          own: !m.fromOperator,
          author: m.fromOperator ? support : you,
          text: m.text,
          time: m.time,
        }))}
        loaded={chat.isSuccess}
        label={intl.formatMessage({ id: 'support.log', defaultMessage: 'Your conversation with support' })}
        empty={
          <FormattedMessage
            id="support.intro"
            defaultMessage="Ask us anything about your account, bets or payments: our support team answers here."
          />
        }
      />
      <Composer
        max={MAX_LENGTH}
        placeholder={intl.formatMessage({
          id: 'support.placeholder',
          defaultMessage: 'Write your question…',
        })}
        send={async (text) => {
          const m = await postSupportMessage(text);
          setChat((c) => c && withPosted(c, m));
        }}
      />
    </>
  );
}
