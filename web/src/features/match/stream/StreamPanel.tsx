// The stream of a match page's match centre (the spec's STREAM): the match's live stream for a
// signed-in player, in a 16:9 box that keeps its size whatever it shows (the sign-in prompt, a
// wait, an error or the video), so nothing below it moves. The player may hide the stream; the
// choice is kept (the spec's "video streaming" key). Loaded only when the tab opens; hls.js only
// when needed.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiRequestError } from '../../../api/request';
import type { Match } from '../../../api/types';
import { readStored, writeStored } from '../../../core/storage';
import { useAuth } from '../../../core/auth';
import { ActionButton } from '../../../core/embed/ActionButton';
import { matchName } from '../../../domain/match';
import { fetchVideo } from './calls';
import { Player } from './Player';
import { storedShown, streamView, VIDEO_STREAMING_KEY, videoCallError, type StreamError } from './stream';
import styles from './Stream.module.css';

export default function StreamPanel({ match }: { match: Match }) {
  const intl = useIntl();
  const { status, sessionReady, profile, openModal } = useAuth();
  const [shown, setShown] = useState(() => storedShown(readStored(VIDEO_STREAMING_KEY)));
  const view = streamView(match, { status, sessionReady }, shown);
  const toggle = () => {
    writeStored(VIDEO_STREAMING_KEY, shown ? '0' : '1');
    setShown(!shown);
  };
  return (
    <section
      className={styles.panel}
      data-testid="stream"
      data-view={view}
      aria-label={intl.formatMessage({ id: 'stats.tab.stream', defaultMessage: 'Stream' })}
    >
      {view !== 'prematch' && (
        <div className={styles.bar}>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={shown}
            aria-controls={shown ? 'stream-box' : undefined}
            onClick={toggle}
          >
            {shown ? (
              <FormattedMessage id="stream.hide" defaultMessage="Hide stream" />
            ) : (
              <FormattedMessage id="stream.show" defaultMessage="Show stream" />
            )}
          </button>
        </div>
      )}
      {view !== 'hidden' && (
        <div className={styles.box} id="stream-box">
          {view === 'prematch' && (
            <Note>
              <FormattedMessage
                id="stream.prematch"
                defaultMessage="The live stream starts when the match does."
              />
            </Note>
          )}
          {view === 'waiting' && <Busy />}
          {view === 'signIn' && (
            <Note>
              <FormattedMessage id="stream.sign_in" defaultMessage="Sign in to watch the live stream." />
              <ActionButton
                action="sign-in"
                className={styles.action}
                own={() => openModal({ kind: 'signIn' })}
              >
                <FormattedMessage id="header.sign-in" defaultMessage="Sign in" />
              </ActionButton>
            </Note>
          )}
          {view === 'play' && <Stream match={match} player={profile?.id ?? 0} />}
        </div>
      )}
    </section>
  );
}

/** The stream itself: its URL from the server, then the video; an error says why, with a retry. */
function Stream({ match, player }: { match: Match; player: number }) {
  const intl = useIntl();
  // The URL is the player's (signed-in only): keyed by player, so another never sees it.
  const video = useQuery({
    queryKey: ['match-video', match.matchId, player],
    queryFn: ({ signal }) => fetchVideo(match.matchId, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
  const [playError, setPlayError] = useState<StreamError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const onError = useCallback((e: StreamError) => setPlayError(e), []);
  const error: StreamError | null = video.error
    ? videoCallError(video.error instanceof ApiRequestError ? video.error.code : undefined)
    : playError;
  const retry = () => {
    setPlayError(null);
    setAttempt((n) => n + 1);
    if (video.error) void video.refetch();
  };

  if (error)
    return (
      <Note role="alert">
        <FormattedMessage id={`stream.error.${error}`} />
        <button type="button" className={styles.action} onClick={retry}>
          <FormattedMessage id="stream.retry" defaultMessage="Try again" />
        </button>
      </Note>
    );
  if (!video.data || video.isFetching) return <Busy />;
  return (
    <Player
      key={attempt}
      url={video.data.url}
      title={intl.formatMessage(
        { id: 'stream.title', defaultMessage: 'Live stream: {match}' },
        { match: matchName(match) },
      )}
      onError={onError}
    />
  );
}

function Note({ children, role = 'status' }: { children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <div className={styles.note} role={role}>
      {children}
    </div>
  );
}

function Busy() {
  const intl = useIntl();
  return (
    <div
      className={styles.note}
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'stream.loading', defaultMessage: 'Loading the stream…' })}
    />
  );
}
