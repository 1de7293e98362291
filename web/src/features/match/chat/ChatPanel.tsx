import { FormattedMessage, useIntl } from 'react-intl';
import type { Match } from '../../../api/types';
import { useRealtimeClient } from '../../../core/realtime';
import { useAuth } from '../../../core/auth';
import { chatStyles as styles, Composer, MessageLog, SignInToChat } from '../../../core/chat/ChatParts';
import { postMessage } from './calls';
import { MAX_LENGTH } from './chat';
import { useChat } from './useChat';

/** The chat of a match page (in its side panel or sheet, ChatSheet): the match's conversation,
 * everyone reads it (the last messages from the channel's history, then live), signed-in players
 * write while the match is prematch or live. */
export default function ChatPanel({ match }: { match: Match }) {
  const intl = useIntl();
  const client = useRealtimeClient();
  const { messages, loaded, add } = useChat(client, match.matchId);
  const { status, profile } = useAuth();
  const open = match.status === 0 || match.status === 1;
  return (
    <div className={styles.panel} data-testid="chat">
      <MessageLog
        messages={messages.map((m) => ({ ...m, own: m.authorId === profile?.id }))}
        loaded={loaded}
        label={intl.formatMessage({ id: 'chat.log', defaultMessage: 'Chat messages' })}
        empty={<FormattedMessage id="chat.empty" defaultMessage="No messages yet. Start the conversation!" />}
        ownMark={<FormattedMessage id="chat.you" defaultMessage="(you)" />}
      />
      {!open ? (
        <p className={styles.note} data-testid="chat-closed">
          <FormattedMessage id="chat.closed" defaultMessage="The match is over: its chat is closed." />
        </p>
      ) : status === 'LOGGED_IN' ? (
        <Composer
          max={MAX_LENGTH}
          placeholder={intl.formatMessage({
            id: 'chat.placeholder',
            defaultMessage: 'Say something about the match…',
          })}
          send={async (text) => add(await postMessage(match.matchId, text))}
        />
      ) : status === 'NOT_LOGGED_IN' ? (
        <SignInToChat />
      ) : (
        <div className={styles.composerSkeleton} aria-busy="true" />
      )}
    </div>
  );
}
