import { memo } from 'react';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import type { Match } from '../../api/types';
import { LocalLink } from '../../app/links';
import { isLiveStatus } from '../../realtime/patch';
import { MatchClock } from '../match/MatchClock';
import { SlipOdds } from '../betslip/SlipOdds';
import { OddsButton } from '../odds/OddsButton';
import styles from './MatchRow.module.css';

export const matchPath = (m: Pick<Match, 'sport' | 'slug'>): string => `/${m.sport.key}/${m.slug}`;

/** Short outcome labels for the main market row: 1 X 2 and the like. */
export function shortLabel(outcomeId: string, name: string): string {
  return outcomeId.length <= 2 ? outcomeId.toUpperCase() : name;
}

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

function StartTime({ iso }: { iso: string }) {
  const start = new Date(iso);
  return (
    <>
      <FormattedTime value={start} hour="2-digit" minute="2-digit" />
      <span>
        {sameDay(start, new Date()) ? (
          <FormattedMessage id="time.today" defaultMessage="Today" />
        ) : (
          <FormattedDate value={start} weekday="short" day="numeric" month="short" />
        )}
      </span>
    </>
  );
}

/** One match in a list. Memoised: the realtime patchers keep unchanged matches identical, so
 * an odds move re-renders only the row it belongs to. */
export const MatchRow = memo(function MatchRow({ match }: { match: Match }) {
  const intl = useIntl();
  const market = match.mainMarket;
  const live = isLiveStatus(match.status);
  const outright = match.type !== 'match';
  return (
    <article className={styles.row} data-testid="match-row" data-live={live} data-match-id={match.matchId}>
      <LocalLink to={matchPath(match)} className={styles.teams}>
        <span className={styles.when}>
          {live ? (
            <>
              <span className={styles.liveBadge}>
                <FormattedMessage id="match.status.1" defaultMessage="Live" />
              </span>
              <MatchClock match={match} className={styles.clock} />
            </>
          ) : (
            <StartTime iso={match.startTime} />
          )}
        </span>
        <span className={styles.names}>
          <span className={styles.name}>{match.nameA}</span>
          {!outright && <span className={styles.name}>{match.nameB}</span>}
        </span>
        {live && match.totalScore && (
          <span
            className={styles.score}
            aria-label={intl.formatMessage(
              { id: 'match.score.value', defaultMessage: 'Score {home}:{away}' },
              { home: match.totalScore.home, away: match.totalScore.away },
            )}
          >
            <span aria-hidden="true">{match.totalScore.home}</span>
            <span aria-hidden="true">{match.totalScore.away}</span>
          </span>
        )}
      </LocalLink>
      {outright ? (
        <LocalLink to={matchPath(match)} className={styles.more}>
          <FormattedMessage
            id="match.outright.all"
            defaultMessage="{count, plural, one {# outcome} other {# outcomes}}"
            values={{ count: market?.outcomes.length ?? match.mainMarketOutcomesCount }}
          />
        </LocalLink>
      ) : (
        <div className={styles.odds} data-count={Math.min(market?.outcomes.length ?? 3, 3)}>
          {market
            ? market.outcomes
                .slice(0, 3)
                .map((o) => (
                  <SlipOdds
                    key={o.id}
                    match={match}
                    market={market}
                    outcome={o}
                    label={shortLabel(o.id, o.name)}
                    title={o.name}
                  />
                ))
            : Array.from({ length: 3 }, (_, i) => <OddsButton key={i} outcome={null} locked label="" />)}
        </div>
      )}
    </article>
  );
});
