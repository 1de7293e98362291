// The prediction content block of a match page (spec section 1, "prediction"): "Who will win?"
// with one button per choice; once the player voted, or voting closed, the community's split as
// bars with whole percents and the player's pick checked. A visitor who presses a choice is asked
// to sign in. Its height never changes between loading, voting and the split (the cells have one
// size), so the markets below never move. Loaded apart from the match page (MatchPage.tsx).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Match } from '../../../api/types';
import { ApiRequestError } from '../../../api/request';
import { showErrorAlert } from '../../../core/alerts/alerts';
import { useAuth } from '../../../core/auth';
import { useParentEntry } from '../../../core/embed/entry';
import { fetchPrediction, vote } from './calls';
import { choiceName, predictionMode, type Prediction, type PredictionChoice } from './prediction';
import styles from './Prediction.module.css';

/** The signed-in player whose bearer token goes with the calls now, or 0 for a visitor. */
function useVoter(): { voter: number; waiting: boolean } {
  const { status, sessionReady, profile } = useAuth();
  const voter = status === 'LOGGED_IN' && sessionReady ? (profile?.id ?? 0) : 0;
  // Signed in but the sportsbook session not yet in hand: a vote now would go without the token.
  return { voter, waiting: status === 'LOGGED_IN' && voter === 0 };
}

export default function PredictionBlock({ match }: { match: Match }) {
  const intl = useIntl();
  const titleId = useId();
  const { openModal } = useAuth();
  const { voter, waiting } = useVoter();
  // A visitor's vote is a way to sign in.
  const signIn = useParentEntry(voter === 0 && !waiting ? 'sign-in' : undefined, () =>
    openModal({ kind: 'signIn' }),
  );
  const qc = useQueryClient();
  // The player is part of the key: signing in fetches the prediction again, with their vote.
  const key = ['prediction', match.matchId, voter];
  const prediction = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchPrediction(match.matchId, signal),
    enabled: !waiting,
  });
  const cast = useMutation({
    mutationFn: (choice: PredictionChoice) => vote(match.matchId, choice),
    onSuccess: (p) => qc.setQueryData<Prediction>(key, p),
    onError: (err) => {
      showErrorAlert(err instanceof ApiRequestError ? err.messageKey : undefined);
      // A vote from another tab, or a match that just finished: show what the server holds.
      if (err instanceof ApiRequestError && err.status === 409) void qc.invalidateQueries({ queryKey: key });
    },
  });

  const p = prediction.data;
  const mode = p ? predictionMode(p, match.status) : undefined;
  const name = (choice: PredictionChoice) => {
    const n = choiceName(choice, match);
    return 'team' in n ? <bdi>{n.team}</bdi> : intl.formatMessage({ id: n.messageKey });
  };

  return (
    <section className={styles.block} aria-labelledby={titleId} data-testid="prediction" data-mode={mode}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          <FormattedMessage id="prediction.question.who_wins" defaultMessage="Who will win?" />
        </h2>
        {p && mode === 'split' && (
          <span className={styles.total} data-testid="prediction-total">
            {p.open ? (
              <FormattedMessage
                id="prediction.votes"
                defaultMessage="{count, plural, one {# vote} other {# votes}}"
                values={{ count: p.total }}
              />
            ) : (
              <FormattedMessage
                id="prediction.closed"
                defaultMessage="Voting closed · {count, plural, one {# vote} other {# votes}}"
                values={{ count: p.total }}
              />
            )}
          </span>
        )}
      </div>
      {!p ? (
        <div className={styles.cells} aria-busy={prediction.isPending}>
          {prediction.error && (
            <p className={styles.error}>
              {intl.formatMessage({
                id:
                  prediction.error instanceof ApiRequestError
                    ? prediction.error.messageKey
                    : 'global-error.default.title',
              })}
            </p>
          )}
        </div>
      ) : mode === 'vote' ? (
        <div role="group" aria-labelledby={titleId} className={styles.cells}>
          {p.choices.map((c) => (
            <button
              key={c}
              type="button"
              className={styles.cell}
              data-choice={c}
              disabled={waiting || cast.isPending}
              title={voter === 0 ? intl.formatMessage({ id: 'prediction.sign_in' }) : undefined}
              {...signIn.describe}
              onClick={() => (voter === 0 ? signIn.act() : cast.mutate(c))}
            >
              <span className={styles.name}>{name(c)}</span>
            </button>
          ))}
          {signIn.hint}
        </div>
      ) : (
        <ul className={styles.cells}>
          {p.split.map((s) => {
            const mine = s.choice === p.mine;
            return (
              <li
                key={s.choice}
                className={styles.cell}
                data-testid="prediction-share"
                data-choice={s.choice}
                data-mine={mine}
              >
                <span className={styles.name}>
                  {mine && <CheckIcon />}
                  {name(s.choice)}
                  {mine && (
                    <span className="visually-hidden">
                      {' '}
                      <FormattedMessage id="prediction.mine" defaultMessage="(your pick)" />
                    </span>
                  )}
                </span>
                <span className={styles.percent} data-testid="prediction-percent">
                  {intl.formatNumber(s.percent / 100, { style: 'percent' })}
                </span>
                <span className={styles.bar} aria-hidden="true">
                  <span className={styles.fill} style={{ inlineSize: `${s.percent}%` }} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function CheckIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" className={styles.check}>
      <path d="M4 12.5l5 5L20 6.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
