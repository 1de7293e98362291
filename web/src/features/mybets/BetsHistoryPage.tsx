// /profile/bets, the spec's bets_history section: the player's bets, newest first, filtered by
// status (all, open, settled) and result (all, win, lose, refund), 20 a page (GET /bets). The
// filter and page live in the URL (?status=&result=&page=). Realtime bet_changed and
// bet_cashout_changed messages patch the cached pages (cache.ts); open bets can be cashed out.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useBodyPage, usePageTitle } from '../../core/pageTitle';
import { useAuth } from '../../core/auth';
import { RequireSignIn } from '../../core/RequireSignIn';
import { formStyles as f } from '../../core/ui/forms';
import { LocalLink } from '../../core/links';
import { EmptyState, LoadFailed, Skeleton } from '../../core/ui/LoadState';
import { unseenBetIds } from '../../domain/account';
import { BetCards } from './BetCard';
import { markBetsSeen } from './seen';
import { betsKey, fetchBets } from './list';
import {
  filterSearch,
  parseFilter,
  RESULT_FILTERS,
  resultFilterApplies,
  STATUS_FILTERS,
  type BetFilter,
} from './patch';
import styles from './MyBets.module.css';

const TITLE = { id: 'mybets.title', defaultMessage: 'My bets' };

export function BetsHistoryPage() {
  usePageTitle(TITLE);
  useBodyPage('betsHistory');
  return (
    <section className={styles.page}>
      <h1>
        <FormattedMessage {...TITLE} />
      </h1>
      <RequireSignIn>
        <BetsHistory />
      </RequireSignIn>
    </section>
  );
}

/** The settled bets a page shows are seen: the server is told once per bet; their "New" mark stays
 * for this visit, so the player can tell which ones are news, and is gone on the next. */
function useMarkSeen(items: Parameters<typeof unseenBetIds>[0] | undefined) {
  const qc = useQueryClient();
  const told = useRef(new Set<number>());
  useEffect(() => {
    const ids = unseenBetIds(items ?? []).filter((id) => !told.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) told.current.add(id);
    markBetsSeen(qc, ids).catch(() => {
      // Told again on the next visit: being marked seen is no reason to bother the player.
      for (const id of ids) told.current.delete(id);
    });
  }, [items, qc]);
}

function BetsHistory() {
  const intl = useIntl();
  const { profile, sessionReady } = useAuth();
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params);
  const listId = useId();
  const q = useQuery({
    queryKey: betsKey(profile?.id, filter),
    queryFn: () => fetchBets(filter),
    // The bearer token comes with the sportsbook session; bets change while away: load on each visit.
    enabled: sessionReady,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  const go = (next: Partial<BetFilter>) => setParams(filterSearch(params, next));
  useMarkSeen(q.data?.items);

  const tabs = (
    <div className={styles.filters}>
      <div
        role="tablist"
        className={styles.tabs}
        aria-label={intl.formatMessage({ id: 'mybets.filter.label', defaultMessage: 'Bet status' })}
      >
        {STATUS_FILTERS.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={filter.status === s}
            aria-controls={listId}
            data-testid="bet-filter"
            data-value={s}
            onClick={() => go({ status: s })}
          >
            {intl.formatMessage({ id: `mybets.filter.${s}`, defaultMessage: s })}
          </button>
        ))}
      </div>
      <label className={styles.result}>
        <FormattedMessage id="mybets.result-filter.label" defaultMessage="Result" />
        <select
          value={resultFilterApplies(filter.status) ? filter.result : 'all'}
          disabled={!resultFilterApplies(filter.status)}
          data-testid="bet-result-filter"
          onChange={(e) => go({ result: e.target.value as BetFilter['result'] })}
        >
          {RESULT_FILTERS.map((r) => (
            <option key={r} value={r}>
              {intl.formatMessage({ id: `mybets.result-filter.${r}`, defaultMessage: r })}
            </option>
          ))}
        </select>
      </label>
    </div>
  );

  if (!q.data)
    return (
      <>
        {tabs}
        {q.isError ? <LoadFailed query={q} /> : <Skeleton rows={3} height="9rem" />}
      </>
    );
  const { items, pagination } = q.data;
  const last = Math.max(1, pagination.lastPage);
  const filtered = filter.status !== 'all' || (resultFilterApplies(filter.status) && filter.result !== 'all');
  return (
    <>
      {tabs}
      <div id={listId} aria-busy={q.isFetching}>
        {items.length === 0 ? (
          filtered ? (
            <EmptyState
              testId="bets-empty"
              action={
                <button
                  type="button"
                  className={f.secondary}
                  onClick={() => go({ status: 'all', result: 'all' })}
                >
                  <FormattedMessage id="mybets.show-all" defaultMessage="Show all bets" />
                </button>
              }
            >
              <FormattedMessage id="mybets.none-filtered" defaultMessage="No bets match these filters." />
            </EmptyState>
          ) : (
            <EmptyState
              testId="bets-empty"
              action={
                <LocalLink to="/">
                  <FormattedMessage id="mybets.find-match" defaultMessage="Find a match to bet on" />
                </LocalLink>
              }
            >
              <FormattedMessage id="mybets.none" defaultMessage="No bets yet." />
            </EmptyState>
          )
        ) : (
          <BetCards bets={items} />
        )}
      </div>
      {(last > 1 || filter.page > 1) && (
        <nav
          className={styles.pager}
          aria-label={intl.formatMessage({ id: 'pagination.label', defaultMessage: 'Pages' })}
        >
          <button
            type="button"
            className={f.secondary}
            disabled={filter.page <= 1}
            onClick={() => go({ page: filter.page - 1 })}
          >
            <FormattedMessage id="pagination.previous" defaultMessage="Previous" />
          </button>
          <span aria-current="page" data-testid="page-indicator">
            <FormattedMessage
              id="pagination.page-of"
              defaultMessage="Page {page} of {last}"
              values={{ page: filter.page, last }}
            />
          </span>
          <button
            type="button"
            className={f.secondary}
            disabled={filter.page >= last}
            onClick={() => go({ page: filter.page + 1 })}
          >
            <FormattedMessage id="pagination.next" defaultMessage="Next" />
          </button>
        </nav>
      )}
    </>
  );
}
