// The match's content blocks (core/contentBlocks): its markets (the match page's market tabs), its
// statistics (the match centre's statistics) and the prediction vote, each with a link to the
// match.
import { Suspense, type ReactNode } from 'react';
import { lazyWhenOnline } from '../../core/connection';
import { FormattedMessage } from 'react-intl';
import { ApiRequestError } from '../../api/request';
import type { MarketList, Match } from '../../api/types';
import { LocalLink } from '../../core/links';
import { useMatchChannel } from '../../core/realtime';
import { pageRequests } from '../../core/routeData';
import { useApi } from '../../core/useApi';
import { matchName, matchPath } from '../../domain/match';
import type { BlockProps } from '../../core/contentBlocks';
import { MatchContext } from './MarketBlock';
import { Markets } from './MatchPage';
import styles from './Blocks.module.css';

const StatisticsPanel = lazyWhenOnline(() => import('./stats/StatisticsPanel'));
const PredictionBlock = lazyWhenOnline(() => import('./prediction/PredictionBlock'));

/** The block's match, kept live, with its name as a link to its page; a match gone from the
 * catalogue says so instead. */
function OfMatch({ block, children }: BlockProps & { children: (match: Match) => ReactNode }) {
  const [matchRequest] = pageRequests('match', { id: block.match ?? 0 });
  const match = useApi<Match>(matchRequest ?? null);
  useMatchChannel(match.data ? block.match : undefined);
  if (match.error instanceof ApiRequestError && match.error.status === 404)
    return (
      <p className={styles.muted} data-testid="cms-match-gone">
        <FormattedMessage id="cms.match.gone" defaultMessage="This match is no longer available." />
      </p>
    );
  if (!match.data) return <div className={styles.skeleton} aria-busy="true" />;
  return (
    <section className={styles.match}>
      <h2 className={styles.matchTitle}>
        {block.title ?? <LocalLink to={matchPath(match.data)}>{matchName(match.data)}</LocalLink>}
      </h2>
      {children(match.data)}
    </section>
  );
}

export function EventMarketsBlock({ block }: BlockProps) {
  const [, marketsRequest] = pageRequests('match', { id: block.match ?? 0 });
  const markets = useApi<MarketList>(marketsRequest ?? null);
  return (
    <OfMatch block={block}>
      {(match) =>
        markets.data ? (
          <MatchContext.Provider value={match}>
            <Markets list={markets.data} sport={match.sport.key} builder={false} />
          </MatchContext.Provider>
        ) : (
          <div className={styles.skeleton} aria-busy="true" />
        )
      }
    </OfMatch>
  );
}

export function EventStatsBlock({ block }: BlockProps) {
  return (
    <OfMatch block={block}>
      {(match) => (
        <Suspense fallback={<div className={styles.skeleton} aria-busy="true" />}>
          <StatisticsPanel match={match} />
        </Suspense>
      )}
    </OfMatch>
  );
}

export function PredictionMatchBlock({ block }: BlockProps) {
  return (
    <OfMatch block={block}>
      {(match) => (
        <Suspense fallback={null}>
          <PredictionBlock match={match} />
        </Suspense>
      )}
    </OfMatch>
  );
}
