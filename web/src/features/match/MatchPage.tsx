import { Suspense, useContext, useId, useRef, useState, type KeyboardEvent } from 'react';
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
import { marketBlocks, type MarketBlockData } from './marketBlocks';
import { arrange, isOpen } from './marketLayout';
import { useMarketLayout } from './useMarketLayout';
import { nextTab } from './tabKeys';
import styles from './MatchPage.module.css';

const DEFAULT_GROUP = 'A';
/** The match centre's sections, as tabs beside or above the markets (never instead of them); each
 * loads only when shown. The chat opens apart, in a side panel or a sheet. */
const SECTIONS = ['statistics', 'stream'] as const;
type Section = (typeof SECTIONS)[number];
const StatisticsPanel = lazyWhenOnline(() => import('./stats/StatisticsPanel'));
const PredictionBlock = lazyWhenOnline(() => import('./prediction/PredictionBlock'));
const StreamPanel = lazyWhenOnline(() => import('./stream/StreamPanel'));
const ChatSheet = lazyWhenOnline(() => import('./chat/ChatSheet'));
const PANELS = { statistics: StatisticsPanel, stream: StreamPanel };
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
  const missing =
    (match.error instanceof ApiRequestError && match.error.status === 404) ||
    (match.data !== undefined && (match.data.sport.key !== sportKey || isGone(match.data.status)));
  useBodyPage(missing ? 'notFound' : 'match');
  usePageTitle(match.data ? matchName(match.data) : undefined);

  if (missing) return <NotFoundPage />;
  if (match.isError && !match.data) return <LoadFailed query={match} />;
  // Outrights have no winner to vote on between two sides, and no statistics: their page is
  // the markets alone.
  const two = match.data?.type === 'match' ? match.data : undefined;
  return (
    <>
      {match.data ? <MatchHeader match={match.data} /> : <div className={styles.headerSkeleton} />}
      {two && (
        <div className={styles.prediction}>
          <Suspense fallback={null}>
            <PredictionBlock match={two} />
          </Suspense>
        </div>
      )}
      <div className={styles.page}>
        <div className={styles.layout}>
          {two && <MatchCentre match={two} stream={offersStream(two, videoEnabled)} />}
          <div className={styles.main}>
            {markets.data ? (
              <MatchContext.Provider value={match.data ?? null}>
                <Markets
                  list={markets.data}
                  sport={sportKey}
                  builder={match.data !== undefined && hasBuilder(match.data)}
                />
              </MatchContext.Provider>
            ) : markets.isError ? (
              <LoadFailed query={markets} />
            ) : (
              <div className={styles.marketsSkeleton} aria-busy="true" />
            )}
          </div>
        </div>
      </div>
    </>
  );
}

/** The match centre: the stream and the statistics (with the tracker) in tabs, beside the markets
 * on a wide page and pinned above them on a narrow one, where the player may fold it to its bar;
 * and the chat's button. A live match with video starts on its stream. */
function MatchCentre({ match, stream }: { match: Match; stream: boolean }) {
  const intl = useIntl();
  const sections = SECTIONS.filter((s) => s !== 'stream' || stream);
  const [chosen, setChosen] = useState<Section>();
  const [open, setOpen] = useState(true);
  const [chat, setChat] = useState(false);
  // A section that goes away (the match ends: no more stream) leaves the statistics.
  const section =
    chosen && sections.includes(chosen) ? chosen : stream && match.status !== 0 ? 'stream' : 'statistics';
  const Panel = PANELS[section];
  const name = intl.formatMessage({ id: 'match.centre', defaultMessage: 'Match centre' });
  return (
    <aside className={styles.centre} aria-label={name} data-testid="match-centre" data-open={open}>
      <div className={styles.centreBar}>
        <SectionTabs
          sections={sections}
          section={section}
          open={open}
          onChange={(s) => {
            setChosen(s);
            setOpen(true);
          }}
        />
        <button
          type="button"
          className={styles.centreButton}
          aria-haspopup="dialog"
          onClick={() => setChat(true)}
        >
          {intl.formatMessage({ id: 'stats.tab.chat', defaultMessage: 'Chat' })}
        </button>
        <button
          type="button"
          className={styles.centreToggle}
          aria-label={name}
          aria-expanded={open}
          aria-controls={open ? 'section-panel' : undefined}
          onClick={() => setOpen(!open)}
        >
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="M7 14.5 12 9.5l5 5-1.4 1.4L12 12.3l-3.6 3.6z" />
          </svg>
        </button>
      </div>
      {open && (
        <div
          role="tabpanel"
          id="section-panel"
          aria-labelledby={`section-tab-${section}`}
          className={styles.centreBody}
        >
          <Suspense fallback={<div className={styles.centreSkeleton} aria-busy="true" />}>
            <Panel match={match} />
          </Suspense>
        </div>
      )}
      {chat && (
        <Suspense fallback={null}>
          <ChatSheet match={match} onClose={() => setChat(false)} />
        </Suspense>
      )}
    </aside>
  );
}

/** The centre's sections as tabs; a tab opens the folded centre on its section. */
function SectionTabs({
  sections,
  section,
  open,
  onChange,
}: {
  sections: readonly Section[];
  section: Section;
  open: boolean;
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
          aria-controls={open ? 'section-panel' : undefined}
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
export function Markets({ list, sport, builder }: { list: MarketList; sport: string; builder: boolean }) {
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
            <MarketBlocks blocks={marketBlocks(shown)} sport={sport} />
          </>
        )}
      </div>
    </section>
  );
}

/** The blocks of the markets shown: the pinned ones first, under their own heading, then the rest,
 * each open or collapsed (marketLayout). */
function MarketBlocks({ blocks, sport }: { blocks: MarketBlockData[]; sport: string }) {
  const layout = useMarketLayout(sport);
  const headingId = useId();
  const { pinned, rest } = arrange(blocks, layout.pinned);
  const draw = (b: MarketBlockData, index: number, isPinned: boolean) => {
    const open = isOpen(b.marketId, index, blocks.length, isPinned, layout.choices);
    return (
      <Part key={b.marketId}>
        <MarketBlock
          block={b}
          layout={{
            open,
            pinned: isPinned,
            onToggle: () => layout.setOpen(b.marketId, !open),
            onPin: () => layout.pin(b.marketId),
          }}
        />
      </Part>
    );
  };
  return (
    <>
      {pinned.length > 0 && (
        <section className={styles.pinned} aria-labelledby={headingId} data-testid="pinned-markets">
          <h2 id={headingId} className={styles.pinnedTitle}>
            <FormattedMessage id="market.pinned" defaultMessage="Pinned" />
          </h2>
          <div className={styles.marketList}>{pinned.map((b, i) => draw(b, i, true))}</div>
        </section>
      )}
      <div className={styles.marketList}>{rest.map((b, i) => draw(b, pinned.length + i, false))}</div>
    </>
  );
}
