// /profile/bets, the spec's bets_history section: the player's bets, newest first, filtered by
// status (all, open, settled) and result (all, win, lose, refund), and by the dates they were
// placed on, a sport and a bet type, 20 a page (GET /bets; the choices of sport are the sports of
// the player's bets, GET /bets/sports). The filters and page live in the URL
// (?status=&result=&period=&from=&to=&sport=&type=&page=). Realtime bet_changed and
// bet_cashout_changed messages patch the cached pages (cache.ts); open bets can be cashed out.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { toApiError } from '../../api/request';
import { useBodyPage, usePageTitle } from '../../core/pageTitle';
import { useAuth } from '../../core/auth';
import { useLocale } from '../../core/locale';
import { RequireSignIn } from '../../core/RequireSignIn';
import { formStyles as f, SelectField } from '../../core/ui/forms';
import { FilterBar, Pager, PeriodField } from '../../core/ui/HistoryList';
import { LocalLink } from '../../core/links';
import { EmptyState, LoadFailed, Skeleton } from '../../core/ui/LoadState';
import { unseenBetIds } from '../../domain/account';
import {
  ANY_TIME,
  parsePeriod,
  periodApplies,
  periodInverted,
  periodSearch,
  periodWindow,
  type PeriodFilter,
} from '../../domain/period';
import { BetCards } from './BetCard';
import { markBetsSeen } from './seen';
import { betsKey, fetchBets } from './list';
import {
  filterSearch,
  narrows,
  parseFilter,
  RESULT_FILTERS,
  resultFilterApplies,
  STATUS_FILTERS,
  TYPE_FILTERS,
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

/** The sports of the player's bets, in the page's language: the choices of the sport filter. */
async function fetchBetSports() {
  const { data, error, response } = await api.GET('/bets/sports');
  if (!data) throw toApiError(response.status, error);
  return data.sports;
}

/** Every filter back to its default (the other parameters of the URL kept). */
const NO_FILTER: Partial<BetFilter> = { status: 'all', result: 'all', sport: 0, type: 'all' };

function BetsHistory() {
  const intl = useIntl();
  const locale = useLocale();
  const { profile, sessionReady } = useAuth();
  const [params, setParams] = useSearchParams();
  const period = parsePeriod(params);
  // The dates' instants in the player's calendar; the same all day, so the query key holds.
  const filter: BetFilter = { ...parseFilter(params), ...periodWindow(period, new Date()) };
  const inverted = periodInverted(period);
  const listId = useId();
  const q = useQuery({
    queryKey: betsKey(profile?.id, filter),
    queryFn: () => fetchBets(filter),
    // The bearer token comes with the sportsbook session; bets change while away: load on each
    // visit. Days the wrong way round ask nothing: the dates field says what is wrong.
    enabled: sessionReady && !inverted,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  const sports = useQuery({
    // Not under BETS_KEY, whose queries the realtime patchers take for bet lists; the language in
    // the key asks again after a language change.
    queryKey: ['mybets-sports', profile?.id ?? 0, locale],
    queryFn: fetchBetSports,
    enabled: sessionReady,
    staleTime: 0,
  });
  const go = (next: Partial<BetFilter>) => setParams(filterSearch(params, next));
  const goPeriod = (next: PeriodFilter) => setParams(periodSearch(filterSearch(params, { page: 1 }), next));
  const clear = () => setParams(periodSearch(filterSearch(params, NO_FILTER), ANY_TIME));
  const narrowed = narrows(filter) || periodApplies(period);
  useMarkSeen(q.data?.items);

  const filters = (
    <>
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
      <FilterBar onClear={narrowed ? clear : undefined}>
        <SelectField
          label={<FormattedMessage id="mybets.result-filter.label" defaultMessage="Result" />}
          value={resultFilterApplies(filter.status) ? filter.result : 'all'}
          disabled={!resultFilterApplies(filter.status)}
          data-testid="bet-result-filter"
          onValue={(v) => go({ result: v as BetFilter['result'] })}
        >
          {RESULT_FILTERS.map((r) => (
            <option key={r} value={r}>
              {intl.formatMessage({ id: `mybets.result-filter.${r}`, defaultMessage: r })}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={<FormattedMessage id="mybets.sport-filter.label" defaultMessage="Sport" />}
          value={String(filter.sport)}
          // Its choices are the sports of the player's bets, once they came.
          disabled={!sports.data}
          data-testid="bet-sport-filter"
          onValue={(v) => go({ sport: Number(v) })}
        >
          <option value="0">
            {intl.formatMessage({ id: 'mybets.sport-filter.all', defaultMessage: 'All sports' })}
          </option>
          {sports.data?.map((sp) => (
            <option key={sp.id} value={sp.id}>
              {sp.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={<FormattedMessage id="mybets.type-filter.label" defaultMessage="Bet type" />}
          value={filter.type ?? 'all'}
          data-testid="bet-type-filter"
          onValue={(v) => go({ type: v as BetFilter['type'] })}
        >
          {TYPE_FILTERS.map((t) => (
            <option key={t} value={t}>
              {intl.formatMessage({ id: `mybets.type-filter.${t}`, defaultMessage: t })}
            </option>
          ))}
        </SelectField>
        <PeriodField value={period} onChange={goPeriod} />
      </FilterBar>
    </>
  );

  // Days the wrong way round show no list (the dates field says why). The filters stay in place
  // whatever the list shows, so that a field keeps its focus.
  let list: ReactNode = null;
  if (!q.data && !inverted) list = q.isError ? <LoadFailed query={q} /> : <Skeleton rows={3} height="9rem" />;
  else if (q.data && !inverted) {
    const { items, pagination } = q.data;
    const last = Math.max(1, pagination.lastPage);
    list = (
      <>
        <div id={listId} aria-busy={q.isFetching}>
          {items.length > 0 ? (
            <BetCards bets={items} />
          ) : narrowed ? (
            <EmptyState
              testId="bets-empty"
              action={
                <button type="button" className={f.secondary} onClick={clear}>
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
          )}
        </div>
        {(last > 1 || filter.page > 1) && (
          <Pager page={filter.page} last={last} onPage={(page) => go({ page })} />
        )}
      </>
    );
  }
  return (
    <>
      {filters}
      {list}
    </>
  );
}
