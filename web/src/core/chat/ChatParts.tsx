// The parts every chat of the site draws (the match chat, the support chat): the log of messages,
// the composer and the sign-in prompt. Loaded only with a chat's panel. Texts are rendered as
// text, never as markup.
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDateFormats } from '../dateFormats';
import { useAuth } from '../auth';
import { ActionButton } from '../embed/ActionButton';
import {
  atBottom,
  chatError,
  checkText,
  composerKey,
  counterState,
  messageLength,
  tooLong,
  type ChatError,
} from './rules';
import styles from './Chat.module.css';

export { styles as chatStyles };

/** A message as the log shows it. */
export interface LogMessage {
  id: number;
  /** The reader's own message, drawn on the other side. */
  own: boolean;
  author: string;
  text: string;
  time: string;
}

export function MessageLog({
  messages,
  loaded,
  label,
  empty,
  ownMark,
}: {
  messages: readonly LogMessage[];
  /** The messages have been read (or could not be): the list is what there is. */
  loaded: boolean;
  label: string;
  /** What an empty log says. */
  empty: ReactNode;
  /** Shown after the author of the reader's own messages ("(you)"); none: nothing. */
  ownMark?: ReactNode;
}) {
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
      aria-label={label}
      onScroll={(e) => {
        following.current = atBottom(e.currentTarget);
      }}
      data-testid="chat-log"
    >
      {loaded && messages.length === 0 && <li className={styles.empty}>{empty}</li>}
      {messages.map((m) => (
        <li key={m.id} className={styles.message} data-own={m.own} data-testid="chat-message">
          <span className={styles.meta}>
            <bdi className={styles.author}>{m.author}</bdi>
            {m.own && ownMark && <span className={styles.you}>{ownMark}</span>}
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
      ))}
    </ol>
  );
}

/** The composer: a text with a counter of its longest length max, sent by the button or Enter;
 * a refusal shows on a line kept for it. send throws the server's refusal. */
export function Composer({
  max,
  placeholder,
  send: deliver,
}: {
  max: number;
  placeholder: string;
  send: (text: string) => Promise<void>;
}) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ChatError | null>(null);
  const length = messageLength(text);
  const counter = counterState(length, max);
  // A too-fast refusal names the seconds left; once they pass, so does the message.
  useEffect(() => {
    if (error?.id !== 'chat.error.too_fast') return;
    const t = setTimeout(() => setError(null), (error.values.seconds ?? 1) * 1000);
    return () => clearTimeout(t);
  }, [error]);

  const send = async () => {
    if (sending) return;
    const check = checkText(text, max);
    if (check === 'empty') return;
    if (check === 'tooLong') {
      setError(tooLong(max));
      return;
    }
    setSending(true);
    try {
      await deliver(text);
      setText('');
      setError(null);
    } catch (err) {
      setError(chatError(err, max));
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
        placeholder={placeholder}
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
            { remaining: max - length },
          )}
        >
          {intl.formatNumber(length)}/{intl.formatNumber(max)}
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

/** A visitor is asked to sign in to write. */
export function SignInToChat() {
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
