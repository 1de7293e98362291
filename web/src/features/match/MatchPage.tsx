import {
  createContext,
  memo,
  useContext,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { ApiRequestError } from '../../api/request';
import type { Market, MarketList, Match } from '../../api/types';
import { LocalLink } from '../../app/links';
import { useMatchChannel } from '../../app/realtime';
import { pageRequests } from '../../app/routeData';
import { useApi } from '../../app/useApi';
import { useBodyPage, usePageTitle } from '../catalogue/usePageTitle';
import { NotFoundPage } from '../layout/ErrorPages';
import { SlipOdds } from '../betslip/SlipOdds';
import { OddsButton } from '../odds/OddsButton';
import { MatchClock } from './MatchClock';
import { baseName, marketBlocks, type MarketBlockData } from './marketBlocks';
import styles from './MatchPage.module.css';

const DEFAULT_GROUP = 'A';

export function MatchPage({ id, sportKey }: { id: number; sportKey: string }) {
  const [matchRequest, marketsRequest] = pageRequests('match', { id });
  const match = useApi<Match>(matchRequest ?? null);
  const markets = useApi<MarketList>(marketsRequest ?? null);
  useMatchChannel(match.data ? id : undefined);
  const missing =
    (match.error instanceof ApiRequestError && match.error.status === 404) ||
    (match.data !== undefined && match.data.sport.key !== sportKey);
  useBodyPage(missing ? 'notFound' : 'match');
  usePageTitle(
    match.data
      ? `${match.data.nameA}${match.data.type === 'match' && match.data.nameB ? ` – ${match.data.nameB}` : ''}`
      : undefined,
  );

  if (missing) return <NotFoundPage />;
  return (
    <>
      {match.data ? <MatchHeader match={match.data} /> : <div className={styles.headerSkeleton} />}
      {markets.data ? (
        <MatchContext.Provider value={match.data ?? null}>
          <Markets list={markets.data} />
        </MatchContext.Provider>
      ) : (
        <div className={styles.marketsSkeleton} aria-busy="true" />
      )}
    </>
  );
}

function MatchHeader({ match }: { match: Match }) {
  const intl = useIntl();
  const live = match.status === 1 || match.status === 2;
  return (
    <header className={styles.header}>
      <nav
        className={styles.crumbs}
        aria-label={intl.formatMessage({ id: 'nav.breadcrumbs', defaultMessage: 'Breadcrumbs' })}
      >
        <LocalLink to={`/${match.sport.key}`}>{match.sport.name}</LocalLink>
        <span aria-hidden="true"> / </span>
        <LocalLink to={`/${match.sport.key}/${match.category.slug}`}>{match.category.name}</LocalLink>
        <span aria-hidden="true"> / </span>
        <LocalLink to={`/${match.sport.key}/${match.league.slug}`}>{match.league.name}</LocalLink>
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

/** The market groups to show as tabs; 'A' (all) always exists and comes first. */
export function marketTabs(list: MarketList): MarketList['marketGroups'] {
  const groups = [...list.marketGroups].sort((a, b) => b.priority - a.priority);
  const all = groups.find((g) => g.key === DEFAULT_GROUP) ?? {
    id: 0,
    key: DEFAULT_GROUP,
    name: 'All',
    priority: 0,
  };
  // Groups with no market right now are left out, so no tab opens onto nothing.
  const rest = groups.filter(
    (g) => g.key !== DEFAULT_GROUP && list.data.some((m) => m.marketGroups.includes(g.key)),
  );
  return [all, ...rest];
}

function Markets({ list }: { list: MarketList }) {
  const intl = useIntl();
  const [chosen, setGroup] = useState(DEFAULT_GROUP);
  const tabs = marketTabs(list);
  const group = tabs.some((g) => g.key === chosen) ? chosen : DEFAULT_GROUP;
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const shown = list.data.filter((m) => group === DEFAULT_GROUP || m.marketGroups.includes(group));

  // Arrow keys move between tabs (WAI-ARIA tabs pattern); in right-to-left the arrows swap.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
    const i = tabs.findIndex((g) => g.key === group);
    let next: number | undefined;
    if (step) next = (i + step + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    e.preventDefault();
    setGroup(tab.key);
    refs.current.get(tab.key)?.focus();
  };

  return (
    <section>
      <div
        role="tablist"
        className={styles.tabs}
        aria-label={intl.formatMessage({ id: 'market.groups', defaultMessage: 'Market groups' })}
        onKeyDown={onKeyDown}
      >
        {tabs.map((g) => (
          <button
            key={g.key}
            ref={(el) => {
              if (el) refs.current.set(g.key, el);
              else refs.current.delete(g.key);
            }}
            role="tab"
            type="button"
            id={`tab-${g.key}`}
            aria-selected={g.key === group}
            aria-controls="markets-panel"
            tabIndex={g.key === group ? 0 : -1}
            className={styles.tab}
            onClick={() => setGroup(g.key)}
          >
            {intl.formatMessage({ id: `market.group.${g.key}`, defaultMessage: g.name })}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="markets-panel" aria-labelledby={`tab-${group}`} className={styles.markets}>
        {shown.length === 0 && (
          <p className={styles.empty}>
            <FormattedMessage id="market.none" defaultMessage="No markets are open right now." />
          </p>
        )}
        {marketBlocks(shown).map((b) => (
          <MarketBlock key={b.marketId} block={b} />
        ))}
      </div>
    </section>
  );
}

/** One market type with its lines; each line is one market of the contract (data-testid="market"). */
function MarketBlock({ block }: { block: MarketBlockData }) {
  const single = block.lines.length === 1;
  const suspended = block.lines.every((l) => l.status !== 1);
  const distinctNames = block.lines.some((l) => baseName(l) !== block.title);
  return (
    <section className={styles.market} data-testid="market-block">
      <h2 className={styles.marketName}>
        {block.title}
        {suspended && (
          <span className={styles.suspended}>
            <LockBadge />
            <FormattedMessage id="market.suspended" defaultMessage="Suspended" />
          </span>
        )}
      </h2>
      {block.lines.map((m) => (
        <MarketLine key={m.specifier} market={m} label={!single && distinctNames ? m.name : undefined} />
      ))}
    </section>
  );
}

/** The match whose markets are shown, for the bet slip's selections. */
const MatchContext = createContext<Match | null>(null);

const MarketLine = memo(function MarketLine({ market, label }: { market: Market; label?: string }) {
  const match = useContext(MatchContext);
  const suspended = market.status !== 1;
  const many = market.outcomes.length > 3;
  return (
    <div
      className={styles.line}
      data-testid="market"
      data-status={market.status}
      data-specifier={market.specifier}
    >
      {label && <div className={styles.lineName}>{label}</div>}
      <div
        className={many ? styles.outcomesMany : styles.outcomes}
        style={many ? undefined : ({ '--n': market.outcomes.length } as CSSProperties)}
      >
        {market.outcomes.map((o) =>
          match ? (
            <SlipOdds key={o.id} match={match} market={market} outcome={o} />
          ) : (
            <OddsButton key={o.id} outcome={o} locked={suspended} />
          ),
        )}
      </div>
    </div>
  );
});

function LockBadge() {
  return (
    <svg width="10" height="10" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 0 1 6 0v3H9z"
      />
    </svg>
  );
}
