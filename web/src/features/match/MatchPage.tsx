import { Suspense, useContext, useRef, useState, type KeyboardEvent } from 'react';
import { lazyWhenOnline } from '../../core/connection';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiRequestError } from '../../api/request';
import type { BetSettings, MarketList, Match } from '../../api/types';
import { LocalLink } from '../../core/links';
import { useMatchChannel } from '../../core/realtime';
import { pageRequests, REQUEST } from '../../core/routeData';
import { useApi } from '../../core/useApi';
import { isGone, matchName } from '../../domain/match';
import { useBodyPage, usePageTitle } from '../../core/pageTitle';
import { useSlots } from '../../core/slots';
import { Part } from '../../core/parts';
import { NotFoundPage } from '../../core/ui/ErrorPages';
import { EmptyState, LoadFailed } from '../../core/ui/LoadState';
import { BetBuilder } from './BetBuilder';
import { MarketBlock, MatchContext } from './MarketBlock';
import { useDateFormats } from '../../core/dateFormats';
import { crestFailed } from './crest';
import { MatchClock } from './MatchClock';
import { LineScore } from './Score';
import { isOver, server } from './score';
import { shownMarkets } from './shownMarkets';
import { offersStream } from './stream/stream';
import { marketBlocks } from './marketBlocks';
import { nextTab } from './tabKeys';
import styles from './MatchPage.module.css';

const DEFAULT_GROUP = 'A';
/** The match page's sections, as tabs (spec route table: STATISTICS, STREAM and CHAT beside the
 * markets); each section but the markets loads only when opened. */
const SECTIONS = ['markets', 'statistics', 'stream', 'chat'] as const;
type Section = (typeof SECTIONS)[number];
const StatisticsPanel = lazyWhenOnline(() => import('./stats/StatisticsPanel'));
const PredictionBlock = lazyWhenOnline(() => import('./prediction/PredictionBlock'));
const StreamPanel = lazyWhenOnline(() => import('./stream/StreamPanel'));
const ChatPanel = lazyWhenOnline(() => import('./chat/ChatPanel'));
/** The panel of each section but the markets, which the page draws itself. */
const PANELS = { statistics: StatisticsPanel, stream: StreamPanel, chat: ChatPanel };
/** The bet builder's tab: the spec's special page key, opened by the #betBuilder anchor. */
const BUILDER_TAB = 'betbuilder';
const BUILDER_ANCHOR = '#betBuilder';

export function MatchPage({ id, sportKey }: { id: number; sportKey: string }) {
  const [matchRequest, marketsRequest] = pageRequests('match', { id });
  const match = useApi<Match>(matchRequest ?? null);
  const markets = useApi<MarketList>(marketsRequest ?? null);
  useMatchChannel(match.data ? id : undefined);
  const hasBuilder = useHasBuilder();
  const videoEnabled = useApi<BetSettings>(REQUEST.settings).data?.videoEnabled === true;
  const sections = SECTIONS.filter(
    (s) => s !== 'stream' || (match.data !== undefined && offersStream(match.data, videoEnabled)),
  );
  const [chosen, setSection] = useState<Section>('markets');
  // A section that goes away (the match ends: no more stream) leaves the markets.
  const section = sections.includes(chosen) ? chosen : 'markets';
  const Panel = section === 'markets' ? undefined : PANELS[section];
  const missing =
    (match.error instanceof ApiRequestError && match.error.status === 404) ||
    (match.data !== undefined && (match.data.sport.key !== sportKey || isGone(match.data.status)));
  useBodyPage(missing ? 'notFound' : 'match');
  usePageTitle(match.data ? matchName(match.data) : undefined);

  if (missing) return <NotFoundPage />;
  if (match.isError && !match.data) return <LoadFailed query={match} />;
  return (
    <>
      {match.data ? <MatchHeader match={match.data} /> : <div className={styles.headerSkeleton} />}
      {/* Outrights have no winner to vote on between two sides, and no statistics: their page is
          the markets alone. */}
      {match.data?.type === 'match' && (
        <div className={styles.prediction}>
          <Suspense fallback={null}>
            <PredictionBlock match={match.data} />
          </Suspense>
        </div>
      )}
      {match.data?.type === 'match' && (
        <SectionTabs sections={sections} section={section} onChange={setSection} />
      )}
      <div role="tabpanel" id="section-panel" aria-labelledby={`section-tab-${section}`}>
        {Panel && match.data ? (
          <Suspense fallback={<div className={styles.marketsSkeleton} aria-busy="true" />}>
            <Panel match={match.data} />
          </Suspense>
        ) : markets.data ? (
          <MatchContext.Provider value={match.data ?? null}>
            <Markets list={markets.data} builder={match.data !== undefined && hasBuilder(match.data)} />
          </MatchContext.Provider>
        ) : markets.isError ? (
          <LoadFailed query={markets} />
        ) : (
          <div className={styles.marketsSkeleton} aria-busy="true" />
        )}
      </div>
    </>
  );
}

function SectionTabs({
  sections,
  section,
  onChange,
}: {
  sections: readonly Section[];
  section: Section;
  onChange: (s: Section) => void;
}) {
  const intl = useIntl();
  const refs = useRef(new Map<Section, HTMLButtonElement>());
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const next = nextTab(e.key, sections.indexOf(section), sections.length, rtl);
    const to = next === undefined ? undefined : sections[next];
    if (!to) return;
    e.preventDefault();
    onChange(to);
    refs.current.get(to)?.focus();
  };
  return (
    <div
      role="tablist"
      className={styles.sections}
      aria-label={intl.formatMessage({ id: 'stats.tabs', defaultMessage: 'Match sections' })}
      onKeyDown={onKeyDown}
    >
      {sections.map((s) => (
        <button
          key={s}
          ref={(el) => {
            if (el) refs.current.set(s, el);
            else refs.current.delete(s);
          }}
          role="tab"
          type="button"
          id={`section-tab-${s}`}
          aria-selected={s === section}
          aria-controls="section-panel"
          tabIndex={s === section ? 0 : -1}
          className={styles.section}
          onClick={() => onChange(s)}
        >
          {intl.formatMessage({ id: `stats.tab.${s}`, defaultMessage: s })}
        </button>
      ))}
    </div>
  );
}

/** The score of each period played, in order ('1st half 2:1'). */
function Periods({ match }: { match: Match }) {
  const periods = match.periodScores ?? [];
  if (periods.length === 0) return null;
  return (
    <ol className={styles.periods} data-testid="period-scores">
      {periods.map((p) => (
        <li key={p.number}>
          <span>{p.name}</span>
          <span className={styles.periodScore}>
            <bdi>{p.home}</bdi>
            <span> : </span>
            <bdi>{p.away}</bdi>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Who serves (tennis), by name. */
function Serving({ match }: { match: Match }) {
  const side = server(match);
  if (!side) return null;
  return (
    <span className={styles.serving} data-testid="serving">
      <FormattedMessage
        id="match.serving.name"
        defaultMessage="{name} to serve"
        values={{ name: <bdi>{side === 'home' ? match.nameA : match.nameB}</bdi> }}
      />
    </span>
  );
}

/** A team's crest before its name in the header, when it has one (crest.ts); at the top of the
 * page, so loaded at once. */
function HeaderCrest({ logo }: { logo: string | undefined }) {
  return logo ? (
    <img className={styles.crest} src={logo} alt="" width={28} height={28} onError={crestFailed} />
  ) : null;
}

function MatchHeader({ match }: { match: Match }) {
  const intl = useIntl();
  const { favouriteStar: Star } = useSlots();
  const formats = useDateFormats();
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
      {/* Each name isolated, in a row that follows the page's direction: the home side comes
          first, on the right in right-to-left pages, as its score does. */}
      <div className={styles.titleRow}>
        <h1 className={styles.title} data-testid="match-title">
          <bdi data-side="home">
            <HeaderCrest logo={match.logoA} />
            {match.nameA}
          </bdi>
          {match.type === 'match' && (
            <>
              <span className={styles.dash} aria-hidden="true">
                –
              </span>
              <bdi data-side="away">
                <HeaderCrest logo={match.logoB} />
                {match.nameB}
              </bdi>
            </>
          )}
        </h1>
        {Star && <Star type="matches" id={match.matchId} name={matchName(match)} />}
      </div>
      <div className={styles.meta}>
        <span className={styles.status} data-live={live}>
          {intl.formatMessage({ id: `match.status.${match.status}`, defaultMessage: String(match.status) })}
        </span>
        {live && <MatchClock match={match} />}
        {(live || isOver(match.status)) && (
          <>
            <LineScore match={match} />
            <Periods match={match} />
            <Serving match={match} />
          </>
        )}
        {!live && !isOver(match.status) && (
          <time dateTime={match.startTime}>
            {intl.formatList(
              [
                intl.formatDate(match.startTime, { weekday: 'long', day: 'numeric', month: 'long' }),
                formats.time(match.startTime),
              ],
              { type: 'unit', style: 'narrow' },
            )}
          </time>
        )}
      </div>
      <Venue match={match} />
    </header>
  );
}

/** Where the match is played, as far as the feed says: its stadium and its city. */
function Venue({ match }: { match: Match }) {
  const intl = useIntl();
  const places = [
    { label: intl.formatMessage({ id: 'match.stadium', defaultMessage: 'Stadium' }), name: match.stadium },
    { label: intl.formatMessage({ id: 'match.city', defaultMessage: 'City' }), name: match.city },
  ].filter((p) => p.name);
  if (places.length === 0) return null;
  return (
    <dl className={styles.venue} data-testid="match-venue">
      {places.map((p) => (
        <div key={p.label}>
          <dt>{p.label}</dt>
          <dd>
            <bdi>{p.name}</bdi>
          </dd>
        </div>
      ))}
    </dl>
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

/** Whether the site offers a bet builder on this match: football, open for bets, builder on. */
function useHasBuilder(): (match: Match) => boolean {
  const enabled = useApi<BetSettings>(REQUEST.settings).data?.customBetEnabled === true;
  return (match) => enabled && match.sport.key === 'football' && match.type === 'match' && match.status <= 1;
}

/** The match's markets by group tabs; also the "event markets" content block. */
export function Markets({ list, builder }: { list: MarketList; builder: boolean }) {
  const intl = useIntl();
  const match = useContext(MatchContext);
  const [chosen, setGroup] = useState(() =>
    typeof location !== 'undefined' && location.hash === BUILDER_ANCHOR ? BUILDER_TAB : DEFAULT_GROUP,
  );
  const groups = marketTabs(list);
  const tabs = builder
    ? [
        ...groups,
        {
          id: -1,
          key: BUILDER_TAB,
          name: intl.formatMessage({ id: 'builder.tab', defaultMessage: 'Bet builder' }),
          priority: 0,
        },
      ]
    : groups;
  const group = tabs.some((g) => g.key === chosen) ? chosen : DEFAULT_GROUP;
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const shown = shownMarkets(
    list.data.filter((m) => group === DEFAULT_GROUP || m.marketGroups.includes(group)),
    match,
  );

  // Arrow keys move between tabs (WAI-ARIA tabs pattern); in right-to-left the arrows swap.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const next = nextTab(
      e.key,
      tabs.findIndex((g) => g.key === group),
      tabs.length,
      rtl,
    );
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    e.preventDefault();
    setGroup(tab.key);
    refs.current.get(tab.key)?.focus();
  };

  return (
    <section className={styles.marketsArea}>
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
            {g.key === BUILDER_TAB
              ? g.name
              : intl.formatMessage({ id: `market.group.${g.key}`, defaultMessage: g.name })}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="markets-panel" aria-labelledby={`tab-${group}`} className={styles.markets}>
        {group === BUILDER_TAB && match ? (
          <BetBuilder match={match} list={list} />
        ) : (
          <>
            {shown.length === 0 && (
              <EmptyState testId="markets-empty">
                <FormattedMessage id="market.none" defaultMessage="No markets are open right now." />
              </EmptyState>
            )}
            {marketBlocks(shown).map((b) => (
              <Part key={b.marketId}>
                <MarketBlock block={b} />
              </Part>
            ))}
          </>
        )}
      </div>
    </section>
  );
}
