// The transactions page's list (GET /player/transactions): its filters as the URL keeps them
// (?kind=&period=&from=&to=&page=), the query they ask for and its key. Pure: no React, no I/O.
import type { TransactionKind } from '../../api/platformTypes';
import {
  parsePeriod,
  periodApplies,
  periodSearch,
  periodWindow,
  type PeriodFilter,
} from '../../domain/period';

export const TRANSACTIONS_PER_PAGE = 20;

/** The kinds of movement the ledger records, and all of them. */
export const KIND_FILTERS = [
  'all',
  'deposit',
  'bet_stake',
  'payout',
  'cashout',
  'bonus',
  'refund',
  'jackpot',
  'withdrawal',
  'withdrawal_returned',
] as const satisfies readonly ('all' | TransactionKind)[];
export type KindFilter = (typeof KIND_FILTERS)[number];

export interface TransactionFilter {
  kind: KindFilter;
  period: PeriodFilter;
  page: number;
}

/** The filter a page URL names; anything unknown is the default. */
export function parseTransactionFilter(params: URLSearchParams): TransactionFilter {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    kind: KIND_FILTERS.find((k) => k === params.get('kind')) ?? 'all',
    period: parsePeriod(params),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL of a filter, defaults left out; changing the kind or the dates starts at page 1. */
export function transactionSearch(
  current: URLSearchParams,
  next: Partial<TransactionFilter>,
): URLSearchParams {
  const f = { ...parseTransactionFilter(current), ...next };
  if (next.kind !== undefined || next.period !== undefined) f.page = next.page ?? 1;
  const out = periodSearch(current, f.period);
  if (f.kind === 'all') out.delete('kind');
  else out.set('kind', f.kind);
  if (f.page === 1) out.delete('page');
  else out.set('page', String(f.page));
  return out;
}

/** Whether the filter narrows the ledger (an empty page then says nothing matches it). */
export function transactionsNarrowed(f: TransactionFilter): boolean {
  return f.kind !== 'all' || periodApplies(f.period);
}

/** The query of GET /player/transactions for a filter, its dates in the calendar of `now`. */
export function transactionsQuery(f: TransactionFilter, now: Date) {
  return {
    ...(f.kind !== 'all' ? { kind: f.kind } : {}),
    ...periodWindow(f.period, now),
    page: f.page,
    limit: TRANSACTIONS_PER_PAGE,
  };
}

/** The query key of one page; under 'platform', which signing out drops (core/player). */
export function transactionsKey(q: ReturnType<typeof transactionsQuery>) {
  return ['platform', 'transactions', q.kind, q.from, q.to, q.page] as const;
}
