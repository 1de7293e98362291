import { useState } from 'react';
import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ApiRequestError } from '../../api/client';
import type { Market, MarketList, Match } from '../../api/types';
import { useMatchChannel } from '../../app/realtime';
import { pageRequests } from '../../app/routeData';
import { useApi } from '../../app/useApi';
import { usePageTitle } from '../catalogue/usePageTitle';
import { NotFoundPage } from '../layout/ErrorPages';
import { OddsButton } from '../odds/OddsButton';
import { MatchClock } from './MatchClock';
import styles from './MatchPage.module.css';

export function MatchPage({ id, sportKey }: { id: number; sportKey: string }) {
  const [matchRequest, marketsRequest] = pageRequests('match', { id });
  const match = useApi<Match>(matchRequest ?? null);
  const markets = useApi<MarketList>(marketsRequest ?? null);
  useMatchChannel(match.data ? id : undefined);
  usePageTitle(
    match.data ? `${match.data.nameA}${match.data.nameB ? ` – ${match.data.nameB}` : ''}` : undefined,
  );

  if (match.error instanceof ApiRequestError && match.error.status === 404) return <NotFoundPage />;
  if (match.data && match.data.sport.key !== sportKey) return <NotFoundPage />;
  return (
    <>
      {match.data ? <MatchHeader match={match.data} /> : <div className={styles.headerSkeleton} />}
      {markets.data && <Markets list={markets.data} />}
    </>
  );
}

function MatchHeader({ match }: { match: Match }) {
  const intl = useIntl();
  const live = match.status === 1 || match.status === 2;
  return (
    <header className={styles.header}>
      <nav className={styles.crumbs} aria-label="breadcrumbs">
        <Link to={`/${match.sport.key}`}>{match.sport.name}</Link>
        <span aria-hidden="true"> / </span>
        <Link to={`/${match.sport.key}/${match.league.slug}`}>{match.league.name}</Link>
      </nav>
      <h1 className={styles.title}>
        {match.nameA}
        {match.type === 'match' && (
          <>
            <span className={styles.dash}> – </span>
            {match.nameB}
          </>
        )}
      </h1>
      <div className={styles.meta}>
        <span className={styles.status} data-live={live}>
          {intl.formatMessage({ id: `match.status.${match.status}`, defaultMessage: String(match.status) })}
        </span>
        {live ? (
          <>
            <MatchClock match={match} />
            {match.totalScore && (
              <span className={styles.score} data-testid="score">
                {match.totalScore.home} : {match.totalScore.away}
              </span>
            )}
            {match.periodScores && match.periodScores.length > 0 && (
              <span className={styles.periods}>
                ({match.periodScores.map((p) => `${p.home}:${p.away}`).join(', ')})
              </span>
            )}
          </>
        ) : (
          <FormattedTime
            value={match.startTime}
            weekday="long"
            day="numeric"
            month="long"
            hour="2-digit"
            minute="2-digit"
          />
        )}
      </div>
    </header>
  );
}

function Markets({ list }: { list: MarketList }) {
  const intl = useIntl();
  const [group, setGroup] = useState('A');
  const groups = list.marketGroups.length
    ? list.marketGroups
    : [{ id: 0, key: 'A', name: 'All', priority: 0 }];
  const shown = list.data.filter((m) => group === 'A' || m.marketGroups.includes(group));
  return (
    <section>
      <div
        role="tablist"
        className={styles.tabs}
        aria-label={intl.formatMessage({ id: 'market.groups', defaultMessage: 'Market groups' })}
      >
        {groups.map((g) => (
          <button
            key={g.key}
            role="tab"
            type="button"
            id={`tab-${g.key}`}
            aria-selected={g.key === group}
            aria-controls="markets-panel"
            className={styles.tab}
            onClick={() => setGroup(g.key)}
          >
            {intl.formatMessage({ id: `market.group.${g.key}`, defaultMessage: g.name })}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="markets-panel" aria-labelledby={`tab-${group}`} className={styles.markets}>
        {shown.map((m) => (
          <MarketBlock key={`${m.marketId}|${m.specifier}`} market={m} />
        ))}
      </div>
    </section>
  );
}

function MarketBlock({ market }: { market: Market }) {
  const suspended = market.status !== 1;
  const many = market.outcomes.length > 3;
  return (
    <section className={styles.market} data-testid="market" data-status={market.status}>
      <h2 className={styles.marketName}>
        {market.name}
        {suspended && (
          <span className={styles.suspended}>
            <FormattedMessage id="market.suspended" defaultMessage="Suspended" />
          </span>
        )}
      </h2>
      <div className={many ? styles.outcomesMany : styles.outcomes}>
        {market.outcomes.map((o) => (
          <OddsButton key={o.id} outcome={o} locked={suspended} />
        ))}
      </div>
    </section>
  );
}
