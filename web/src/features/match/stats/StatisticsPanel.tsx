import { FormattedMessage, useIntl } from 'react-intl';
import type { Match, MatchStatistics, StatisticEvent, StatisticTotal } from '../../../api/types';
import { useApi } from '../../../core/useApi';
import { Tracker } from './Tracker';
import { shares, statisticsRequest } from './statistics';
import { eventText, eventTime } from './words';
import styles from './Statistics.module.css';

/** The statistics of a match page's match centre: the live match tracker, the totals as paired bars (home on
 * the start side) and the timeline of key events, newest first; all of it patched live by
 * statistics_changed (app/realtime). A match not started yet has nothing to show but a note. */
export default function StatisticsPanel({ match }: { match: Match }) {
  const started = match.status !== 0;
  const totals = useApi<MatchStatistics>(started ? statisticsRequest(match.matchId, 'statistics') : null);
  const timeline = useApi<MatchStatistics>(started ? statisticsRequest(match.matchId, 'timeline') : null);
  if (!started)
    return (
      <p className={styles.empty} data-testid="statistics-empty">
        <FormattedMessage
          id="stats.prematch"
          defaultMessage="Statistics appear here once the match starts."
        />
      </p>
    );
  return (
    <div className={styles.panel} data-testid="statistics">
      <Tracker match={match} last={totals.data?.last_event} />
      <div className={styles.columns}>
        {totals.data ? (
          <Totals match={match} totals={totals.data.totals ?? []} />
        ) : (
          <div className={styles.skeleton} />
        )}
        {timeline.data ? (
          <Timeline match={match} events={timeline.data.events ?? []} />
        ) : (
          <div className={styles.skeleton} />
        )}
      </div>
    </div>
  );
}

function Totals({ match, totals }: { match: Match; totals: StatisticTotal[] }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'stats.totals', defaultMessage: 'Match statistics' });
  return (
    <section className={styles.totals} aria-label={title}>
      {/* The sides' names head the two columns of numbers, home on the start side. */}
      <div className={styles.sides} aria-hidden="true">
        <bdi>{match.nameA}</bdi>
        <bdi>{match.nameB}</bdi>
      </div>
      <ul className={styles.bars}>
        {totals.map((t) => {
          const share = shares(t);
          const unit = t.kind === 'possession' ? '%' : '';
          const name = intl.formatMessage({ id: `stats.total.${t.kind}`, defaultMessage: t.kind });
          return (
            <li
              key={t.kind}
              className={styles.bar}
              data-testid={`stat-${t.kind}`}
              data-home={t.home}
              data-away={t.away}
            >
              <span className={styles.value} data-side="home">
                {t.home}
                {unit}
              </span>
              <span className={styles.label}>{name}</span>
              <span className={styles.value} data-side="away">
                {t.away}
                {unit}
              </span>
              <span
                className={styles.track}
                role="img"
                aria-label={intl.formatMessage(
                  {
                    id: 'stats.total.pair',
                    defaultMessage: '{name}: {home} {homeValue}, {away} {awayValue}',
                  },
                  {
                    name,
                    home: match.nameA,
                    away: match.nameB,
                    homeValue: `${t.home}${unit}`,
                    awayValue: `${t.away}${unit}`,
                  },
                )}
              >
                <span
                  className={styles.fill}
                  data-side="home"
                  data-none={t.home + t.away === 0}
                  style={{ inlineSize: `${share.home}%` }}
                />
                <span
                  className={styles.fill}
                  data-side="away"
                  data-none={t.home + t.away === 0}
                  style={{ inlineSize: `${share.away}%` }}
                />
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Timeline({ match, events }: { match: Match; events: StatisticEvent[] }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'stats.timeline', defaultMessage: 'Timeline' });
  return (
    <section className={styles.timeline} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      {events.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="stats.timeline.empty" defaultMessage="No key events yet." />
        </p>
      ) : (
        <ol className={styles.events} data-testid="statistics-timeline">
          {[...events].reverse().map((e) => (
            <li key={e.seq} className={styles.event} data-side={e.team} data-kind={e.kind}>
              <span className={styles.time}>{eventTime(intl, match, e)}</span>
              <span className={styles.icon} data-kind={e.kind} aria-hidden="true" />
              <bdi>{eventText(intl, match, e)}</bdi>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
