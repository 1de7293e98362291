import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Match, MatchChatMessage } from '../../../api/types';
import { useDateFormats } from '../../../core/dateFormats';
import { useRealtimeClient } from '../../../core/realtime';
import { useAuth } from '../../../core/auth';
import { ActionButton } from '../../../core/embed/ActionButton';
import { postMessage } from './calls';
import {
  atBottom,
  chatError,
  checkText,
  composerKey,
  counterState,
  MAX_LENGTH,
  messageLength,
  TOO_LONG,
  type ChatError,
} from './chat';
import { useChat } from './useChat';
import styles from './Chat.module.css';

/** The chat of a match page (in its side panel or sheet, ChatSheet): the match's conversation,
 * everyone reads it (the last messages from the channel's history, then live), signed-in players
 * write while the match is prematch or live. Texts are rendered as text, never as markup. */
export default function ChatPanel({ match }: { match: Match }) {
  const client = useRealtimeClient();
  const { messages, loaded, add } = useChat(client, match.matchId);
  const { status, profile } = useAuth();
  const open = match.status === 0 || match.status === 1;
  return (
    <div className={styles.panel} data-testid="chat">
      <MessageLog messages={messages} loaded={loaded} ownId={profile?.id} />
      {!open ? (
        <p className={styles.note} data-testid="chat-closed">
          <FormattedMessage id="chat.closed" defaultMessage="The match is over: its chat is closed." />
        </p>
      ) : status === 'LOGGED_IN' ? (
        <Composer matchId={match.matchId} onPosted={add} />
      ) : status === 'NOT_LOGGED_IN' ? (
        <SignInToChat />
      ) : (
        <div className={styles.composerSkeleton} aria-busy="true" />
      )}
    </div>
  );
}

function MessageLog({
  messages,
  loaded,
  ownId,
}: {
  messages: MatchChatMessage[];
  loaded: boolean;
  ownId: number | undefined;
}) {
  const intl = useIntl();
  const formats = useDateFormats();
  const ref = useRef<HTMLOListElement>(null);
  // Follow the newest message unless the reader scrolled up to read older ones.
  const following = useRef(true);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [messages]);
  return (
    <ol
      ref={ref}
      className={styles.log}
      role="log"
      aria-live="polite"
      aria-busy={!loaded}
      aria-label={intl.formatMessage({ id: 'chat.log', defaultMessage: 'Chat messages' })}
      onScroll={(e) => {
        following.current = atBottom(e.currentTarget);
      }}
      data-testid="chat-log"
    >
      {loaded && messages.length === 0 && (
        <li className={styles.empty}>
          <FormattedMessage id="chat.empty" defaultMessage="No messages yet. Start the conversation!" />
        </li>
      )}
      {messages.map((m) => {
        const own = m.authorId === ownId;
        return (
          <li key={m.id} className={styles.message} data-own={own} data-testid="chat-message">
            <span className={styles.meta}>
              <bdi className={styles.author}>{m.author}</bdi>
              {own && (
                <span className={styles.you}>
                  <FormattedMessage id="chat.you" defaultMessage="(you)" />
                </span>
              )}
              <time className={styles.time} dateTime={m.time}>
                {formats.time(m.time)}
              </time>
            </span>
            {/* dir=auto: a message in another script keeps its own direction inside the page's
                (bdi does not set a block's direction). */}
            <p className={styles.text} dir="auto" data-testid="chat-text">
              {m.text}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

function Composer({ matchId, onPosted }: { matchId: number; onPosted: (m: MatchChatMessage) => void }) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ChatError | null>(null);
  const length = messageLength(text);
  const counter = counterState(length);
  // A too-fast refusal names the seconds left; once they pass, so does the message.
  useEffect(() => {
    if (error?.id !== 'chat.error.too_fast') return;
    const t = setTimeout(() => setError(null), (error.values.seconds ?? 1) * 1000);
    return () => clearTimeout(t);
  }, [error]);

  const send = async () => {
    if (sending) return;
    const check = checkText(text);
    if (check === 'empty') return;
    if (check === 'tooLong') {
      setError(TOO_LONG);
      return;
    }
    setSending(true);
    try {
      onPosted(await postMessage(matchId, text));
      setText('');
      setError(null);
    } catch (err) {
      setError(chatError(err));
    } finally {
      setSending(false);
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (composerKey({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing }) !== 'send')
      return;
    e.preventDefault();
    void send();
  };
  return (
    <form className={styles.composer} onSubmit={onSubmit} data-testid="chat-composer">
      <label htmlFor={`${id}-text`} className={styles.label}>
        <FormattedMessage id="chat.label" defaultMessage="Your message" />
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.input}
        rows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-counter ${id}-error`}
        aria-invalid={counter === 'over' || undefined}
        placeholder={intl.formatMessage({
          id: 'chat.placeholder',
          defaultMessage: 'Say something about the match…',
        })}
        data-testid="chat-input"
      />
      <div className={styles.row}>
        <span
          id={`${id}-counter`}
          className={styles.counter}
          data-state={counter}
          data-testid="chat-counter"
          aria-label={intl.formatMessage(
            {
              id: 'chat.counter',
              defaultMessage: '{remaining, plural, one {# character left} other {# characters left}}',
            },
            { remaining: MAX_LENGTH - length },
          )}
        >
          {intl.formatNumber(length)}/{intl.formatNumber(MAX_LENGTH)}
        </span>
        <button
          type="submit"
          className={styles.send}
          disabled={sending || length === 0}
          data-testid="chat-send"
        >
          <FormattedMessage id="chat.send" defaultMessage="Send" />
        </button>
      </div>
      {/* The error line keeps its height, so an error does not push the page down. */}
      <p id={`${id}-error`} className={styles.error} role="alert" data-testid="chat-error">
        {error && intl.formatMessage({ id: error.id, defaultMessage: error.id }, error.values)}
      </p>
    </form>
  );
}

function SignInToChat() {
  const { openModal } = useAuth();
  return (
    <div className={styles.signIn} data-testid="chat-sign-in">
      <p>
        <FormattedMessage id="chat.sign-in" defaultMessage="Sign in to chat" />
      </p>
      <ActionButton action="sign-in" className={styles.send} own={() => openModal({ kind: 'signIn' })}>
        <FormattedMessage id="header.sign-in" defaultMessage="Sign in" />
      </ActionButton>
    </div>
  );
}
