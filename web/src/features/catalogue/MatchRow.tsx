import { memo } from 'react';
import { FormattedDate, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { Market, Match, Outcome } from '../../api/types';
import { LocalLink } from '../../core/links';
import { useSlots } from '../../core/slots';
import { isLiveStatus, matchName, matchPath } from '../../domain/match';
import { isOver, MatchClock, server, StackedScore } from '../match';
import { SlipOdds } from '../betslip';
import { OddsButton } from '../../core/odds/OddsButton';
import { shortLabel } from '../../core/odds/labels';
import { useDateFormats } from '../../core/dateFormats';
import { rowMarkets } from './rowMarkets';
import styles from './MatchRow.module.css';

/** An outcome's label in a row (core/odds/labels.ts), in the page's language. */
function rowLabel(intl: IntlShape, market: Market, outcome: Outcome): string {
  const l = shortLabel(market, outcome);
  if (l.kind === 'text') return l.text;
  return intl.formatMessage(
    l.kind === 'over'
      ? { id: 'odds.over.short', defaultMessage: 'O {line}' }
      : { id: 'odds.under.short', defaultMessage: 'U {line}' },
    { line: l.line },
  );
}

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

function StartTime({ iso }: { iso: string }) {
  const formats = useDateFormats();
  const start = new Date(iso);
  return (
    <>
      <time dateTime={iso} data-testid="start-time">
        {formats.time(start)}
      </time>
      <span>
        {sameDay(start, new Date()) ? (
          <FormattedMessage id="time.today" defaultMessage="Today" />
        ) : (
          <FormattedDate value={start} weekday="short" day="numeric" />
        )}
      </span>
    </>
  );
}

/** Whether a row's part shows the same with these props: its market unchanged, and its match
 * changed in its markets only. An odds move gives the match a new object (the realtime patchers
 * copy it with the new market) but keeps every other field's, so what a row shows besides the
 * market that moved need not be drawn again: at a thousand odds changes a second that is most of
 * the page's work. */
export function sameShown(
  a: { match: Match; market?: Market },
  b: { match: Match; market?: Market },
): boolean {
  const keys = Object.keys(a.match) as (keyof Match)[];
  return (
    a.market === b.market &&
    keys.length === Object.keys(b.match).length &&
    keys.every((k) => k.endsWith('Market') || a.match[k] === b.match[k])
  );
}

const RowMarket = memo(function RowMarket({ match, market }: { match: Match; market: Market }) {
  const intl = useIntl();
  return (
    <div
      className={styles.market}
      data-testid="row-market"
      data-market-id={market.marketId}
      data-count={Math.min(market.outcomes.length, 3)}
    >
      {market.outcomes.slice(0, 3).map((o) => (
        <SlipOdds
          key={o.id}
          match={match}
          market={market}
          outcome={o}
          label={rowLabel(intl, market, o)}
          title={market.specifier ? `${market.name}: ${o.name}` : o.name}
        />
      ))}
    </div>
  );
}, sameShown);

/** What a row shows besides its odds: drawn again only when that changes (sameShown). */
const RowHead = memo(function RowHead({ match }: { match: Match }) {
  const { favouriteStar: Star } = useSlots();
  const live = isLiveStatus(match.status);
  const outright = match.type !== 'match';
  const serving = server(match);
  return (
    <>
      <span className={styles.star}>
        {Star && <Star type="matches" id={match.matchId} name={matchName(match)} />}
      </span>
      <LocalLink to={matchPath(match)} className={styles.teams}>
        <span className={styles.when}>
          {live ? (
            <>
              <span className={styles.liveBadge}>
                <FormattedMessage id="match.status.1" defaultMessage="Live" />
              </span>
              <MatchClock match={match} className={styles.clock} />
            </>
          ) : isOver(match.status) ? (
            <span>
              <FormattedMessage id={`match.status.${match.status}`} defaultMessage="Finished" />
            </span>
          ) : (
            <StartTime iso={match.startTime} />
          )}
        </span>
        <span className={styles.names}>
          {[match.nameA, outright ? null : match.nameB].map(
            (name, i) =>
              name !== null && (
                <span key={i} className={styles.name} data-serving={serving === (i === 0 ? 'home' : 'away')}>
                  {name}
                  {serving === (i === 0 ? 'home' : 'away') && (
                    <span className="visually-hidden">
                      {' '}
                      <FormattedMessage id="match.serving" defaultMessage="(serving)" />
                    </span>
                  )}
                </span>
              ),
          )}
        </span>
        <StackedScore match={match} />
      </LocalLink>
    </>
  );
}, sameShown);

/** The link to a match's other markets ('+N', fewer where the row shows more of them): drawn
 * again only when its counts change, not with each odds move of the row (a link and a plural
 * message were a good part of an odds move's work). */
const MoreMarkets = memo(function MoreMarkets({
  to,
  narrow,
  wide,
}: {
  to: string;
  narrow: number;
  wide: number;
}) {
  return (
    <LocalLink to={to} className={styles.more} data-testid="more-markets">
      {[narrow, wide].map((count, wider) => (
        <span key={wider} className={wider ? styles.moreWide : styles.moreNarrow}>
          {/* Isolated, so that the sign stays before the number in right-to-left pages. */}
          <bdi aria-hidden="true">+{count}</bdi>
          <span className="visually-hidden">
            <FormattedMessage
              id="match.markets.more"
              defaultMessage="{count, plural, one {# more market} other {# more markets}}"
              values={{ count }}
            />
          </span>
        </span>
      ))}
    </LocalLink>
  );
});

/** One match in a list. Memoised: the realtime patchers keep unchanged matches identical, so
 * an odds move re-renders only the row it belongs to, and in it only the market that moved. */
export const MatchRow = memo(function MatchRow({ match }: { match: Match }) {
  const live = isLiveStatus(match.status);
  const outright = match.type !== 'match';
  const { main, others, more } = rowMarkets(match);
  return (
    <article className={styles.row} data-testid="match-row" data-live={live} data-match-id={match.matchId}>
      <RowHead match={match} />
      {outright ? (
        <LocalLink to={matchPath(match)} className={styles.outright}>
          <FormattedMessage
            id="match.outright.all"
            defaultMessage="{count, plural, one {# outcome} other {# outcomes}}"
            values={{ count: main?.outcomes.length ?? match.mainMarketOutcomesCount }}
          />
        </LocalLink>
      ) : (
        <div className={styles.markets} data-odds-layout="stacked">
          {main ? (
            <RowMarket match={match} market={main} />
          ) : (
            <div className={styles.market} data-count={3}>
              {Array.from({ length: 3 }, (_, i) => (
                <OddsButton key={i} outcome={null} locked label="" />
              ))}
            </div>
          )}
          {[0, 1].map((i) => {
            const m = others[i];
            return m ? (
              <div key={i} className={styles.other}>
                <RowMarket match={match} market={m} />
              </div>
            ) : (
              <div key={i} className={styles.other} aria-hidden="true" />
            );
          })}
          {more.narrow > 0 && <MoreMarkets to={matchPath(match)} narrow={more.narrow} wide={more.wide} />}
        </div>
      )}
    </article>
  );
});

/** A row's box, empty, where a row past a list's first screen comes a moment later (MatchGroups):
 * a row's height is fixed per layout, so the row taking its place moves nothing. */
export function RowRoom() {
  return <div className={styles.row} aria-hidden="true" />;
}
