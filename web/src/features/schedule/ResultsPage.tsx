// /results: the finished matches of a day (today and the week before) with their final and period
// scores, by sport or league; a signed-in player sees their bets on each match under it
// (GET /bets?match_id=...), kept current by the bet messages as every bet list is.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../../api/client';
import { toApiError } from '../../api/request';
import type { Match } from '../../api/types';
import { useDateFormats } from '../../core/dateFormats';
import { LocalLink } from '../../core/links';
import { formatMoney } from '../../domain/money';
import { useAuth } from '../../core/auth';
import {
  groupMatches,
  matchGroupStyles as groupStyles,
  MatchListSkeleton,
  ShowMore,
  usePagedList,
} from '../catalogue';
import { useBodyPage, usePageTitle } from '../../core/pageTitle';
import { BETS_KEY, type PlacedBet } from '../mybets';
import { ListFilters, useListQuery } from './DayList';
import { DAY_COUNT, listDays, resultsRequest } from './listQuery';
import { betsByMatch, betTone } from './results';
import { EmptyState, LoadFailed } from '../../core/ui/LoadState';
import styles from './Schedule.module.css';

const TITLE = { id: 'results.title', defaultMessage: 'Results' };

/** The signed-in player's bets on these matches (none for a visitor). */
function useBetsOn(matches: readonly Match[] | undefined): Map<number, PlacedBet[]> {
  const { profile, sessionReady } = useAuth();
  const ids = (matches ?? []).map((m) => m.matchId).join(',');
  const q = useQuery({
    queryKey: [...BETS_KEY, profile?.id ?? 0, 'matches', ids],
    queryFn: async () => {
      const { data, error, response } = await api.GET('/bets', {
        params: { query: { match_id: ids, limit: 100 } },
      });
      if (!data) throw toApiError(response.status, error);
      return data;
    },
    enabled: sessionReady && profile !== undefined && ids !== '',
  });
  return useMemo(() => betsByMatch(q.data?.items ?? []), [q.data]);
}

function ResultRow({ match, bets }: { match: Match; bets: readonly PlacedBet[] }) {
  const intl = useIntl();
  const path = `/${match.sport.key}/${match.slug}`;
  const time = useDateFormats().time(match.startTime);
  const score = match.totalScore ?? { home: 0, away: 0 };
  const periods = match.periodScores ?? [];
  return (
    <article className={styles.result} data-testid="result-row" data-match-id={match.matchId}>
      <time className={styles.time} dateTime={match.startTime}>
        {time}
      </time>
      <LocalLink to={path} className={styles.teams}>
        <span>{match.nameA}</span>
        <span>{match.nameB}</span>
      </LocalLink>
      <span
        className={styles.final}
        role="img"
        aria-label={intl.formatMessage(
          { id: 'results.final', defaultMessage: 'Final score {home}:{away}' },
          { home: score.home, away: score.away },
        )}
        data-testid="result-score"
      >
        <span aria-hidden="true">{score.home}</span>
        <span aria-hidden="true">{score.away}</span>
      </span>
      {periods.length > 1 && (
        <ul className={styles.periods} data-testid="result-periods">
          {periods.map((p) => (
            <li key={p.number}>
              {p.name} <bdi>{`${p.home}:${p.away}`}</bdi>
            </li>
          ))}
        </ul>
      )}
      {bets.length > 0 && (
        <ul
          className={styles.bets}
          aria-label={intl.formatMessage({ id: 'results.your-bets', defaultMessage: 'Your bets' })}
          data-testid="result-bets"
        >
          {bets.map((b) => (
            <li key={b.betId} className={styles.bet} data-outcome={betTone(b)} data-testid="result-bet">
              <LocalLink to="/profile/bets">
                {intl.formatMessage({ id: `mybets.type.${b.type}` }, { id: b.systemType?.id ?? '' })}
                {': '}
                {betTone(b) === 'open'
                  ? intl.formatMessage({ id: 'mybets.status.waiting_results' })
                  : intl.formatMessage({ id: `mybets.result.${b.result}` })}
                {b.winAmount > 0 && betTone(b) !== 'open' && (
                  <>
                    {' '}
                    <bdi>
                      {formatMoney(b.winAmount, { code: b.currency, subunits: b.subunits }, intl.locale)}
                    </bdi>
                  </>
                )}
              </LocalLink>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

export function ResultsPage() {
  usePageTitle(TITLE);
  useBodyPage('results');
  return (
    <>
      <h1>
        <FormattedMessage {...TITLE} />
      </h1>
      <ResultsList />
    </>
  );
}

/** Finished matches with their scores: with the day, sport and order filters (the page's, and the
 * "results" content block's), or today's of one sport, without filters (the "result events"
 * content block's). */
export function ResultsList({ sport }: { sport?: string | null } = {}) {
  const fixed = sport !== undefined;
  const days = listDays(new Date(), DAY_COUNT, -1);
  const [chosen, change] = useListQuery(days);
  const q = fixed
    ? { date: days[0] ?? '', sport, sortBy: 'time' as const, time: 'all' as const, isBettable: false }
    : chosen;
  const list = usePagedList(resultsRequest(q));
  const bets = useBetsOn(list.matches);
  const groups = useMemo(
    () => (list.matches ? groupMatches(list.matches, q.sortBy === 'league' ? 'league' : 'sport') : []),
    [list.matches, q.sortBy],
  );
  return (
    <>
      {!fixed && <ListFilters days={days} q={q} change={change} bettable={false} />}
      {!list.matches &&
        (list.query?.isError ? <LoadFailed query={list.query} /> : list.loading && <MatchListSkeleton />)}
      {list.matches?.length === 0 && (
        <EmptyState testId="results-empty">
          <FormattedMessage id="results.empty" defaultMessage="No finished matches on this day." />
        </EmptyState>
      )}
      {groups.map((g) => (
        <section key={g.key} className={groupStyles.group} data-testid="match-group">
          <h2 className={groupStyles.title}>
            {q.sortBy === 'league' ? `${g.first.category.name} · ${g.first.league.name}` : g.first.sport.name}
          </h2>
          {g.matches.map((m) => (
            <ResultRow key={m.matchId} match={m} bets={bets.get(m.matchId) ?? []} />
          ))}
        </section>
      ))}
      <ShowMore list={list} />
    </>
  );
}
