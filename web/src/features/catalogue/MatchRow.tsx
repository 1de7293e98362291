import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Match } from '../../api/types';
import { OddsButton } from '../odds/OddsButton';
import { MatchClock } from '../match/MatchClock';
import styles from './MatchRow.module.css';

export const matchPath = (m: Match): string => `/${m.sport.key}/${m.slug}`;

/** Short outcome labels for the main market row: 1 X 2 and the like. */
function shortLabel(outcomeId: string, name: string): string {
  return outcomeId.length <= 2 ? outcomeId.toUpperCase() : name;
}

export function MatchRow({ match }: { match: Match }) {
  const intl = useIntl();
  const market = match.mainMarket;
  const live = match.status === 1 || match.status === 2;
  return (
    <article className={styles.row} data-testid="match-row" data-live={live}>
      <Link to={matchPath(match)} className={styles.teams}>
        <span className={styles.when}>
          {live ? (
            <>
              <span className={styles.liveBadge}>
                <FormattedMessage id="match.status.1" defaultMessage="Live" />
              </span>
              <MatchClock match={match} />
            </>
          ) : (
            <FormattedTime value={match.startTime} weekday="short" hour="2-digit" minute="2-digit" />
          )}
        </span>
        <span className={styles.names}>
          <span className={styles.name}>{match.nameA}</span>
          {match.type === 'match' && <span className={styles.name}>{match.nameB}</span>}
        </span>
        {live && match.totalScore && (
          <span
            className={styles.score}
            aria-label={intl.formatMessage({ id: 'match.score', defaultMessage: 'Score' })}
          >
            <span>{match.totalScore.home}</span>
            <span>{match.totalScore.away}</span>
          </span>
        )}
      </Link>
      <div className={styles.odds} data-count={Math.min(market?.outcomes.length ?? 3, 3)}>
        {market?.outcomes.slice(0, 3).map((o) => (
          <OddsButton key={o.id} outcome={o} locked={market.status !== 1} label={shortLabel(o.id, o.name)} />
        ))}
      </div>
    </article>
  );
}
