// The player's bet lists (spec section 4, 'Bet status'): filters, what an open bet and a cash-out
// offer are, and the rules that patch a cached list from realtime and cash-out answers. Pure: no
// React, no I/O; patch.test.ts holds their tables.
import type { components } from '../../api/schema';

export type PlacedBet = components['schemas']['PlacedBet'];
export type PlacedSelection = components['schemas']['PlacedSelection'];
export type BetList = components['schemas']['BetList'];

export const STATUS_FILTERS = ['all', 'open', 'settled'] as const;
export const RESULT_FILTERS = ['all', 'win', 'lose', 'refund'] as const;
export const TYPE_FILTERS = ['all', 'single', 'combo', 'system', 'custom_bet'] as const satisfies readonly (
  'all' | PlacedBet['type']
)[];
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export type ResultFilter = (typeof RESULT_FILTERS)[number];
export type TypeFilter = (typeof TYPE_FILTERS)[number];

/** Bets per page on the bets-history page (the slip's MY_BETS list takes the spec's 500). */
export const HISTORY_PAGE_SIZE = 20;

/** A list of the player's bets. The bet history narrows it further: `sport` (an id, 0 for any),
 * `type`, and `from`/`to`, the instants the bets were placed between (its dates, domain/period). */
export interface BetFilter {
  status: StatusFilter;
  result: ResultFilter;
  page: number;
  sport?: number;
  type?: TypeFilter;
  from?: string;
  to?: string;
}

function oneOf<T extends string>(values: readonly T[], v: string | null): T {
  return values.find((x) => x === v) ?? values[0]!;
}

/** A whole number above zero that a URL names, else undefined. */
function positive(v: string | null): number | undefined {
  const n = Number.parseInt(v ?? '', 10);
  return Number.isSafeInteger(n) && n > 0 && String(n) === v ? n : undefined;
}

/** The filter a page URL names (?status=&result=&sport=&type=&page=); anything unknown is the
 * default. Its dates are the page's to read (domain/period). */
export function parseFilter(params: URLSearchParams): BetFilter {
  return {
    status: oneOf(STATUS_FILTERS, params.get('status')),
    result: oneOf(RESULT_FILTERS, params.get('result')),
    sport: positive(params.get('sport')) ?? 0,
    type: oneOf(TYPE_FILTERS, params.get('type')),
    page: positive(params.get('page')) ?? 1,
  };
}

/** The URL of a filter, defaults left out; changing anything but the page starts at page 1. */
export function filterSearch(current: URLSearchParams, next: Partial<BetFilter>): URLSearchParams {
  const f = { ...parseFilter(current), ...next };
  if (Object.keys(next).some((k) => k !== 'page')) f.page = next.page ?? 1;
  const out = new URLSearchParams(current);
  const set = (name: string, value: string, dflt: string) =>
    value === dflt ? out.delete(name) : out.set(name, value);
  set('status', f.status, 'all');
  set('result', f.result, 'all');
  set('sport', String(f.sport ?? 0), '0');
  set('type', f.type ?? 'all', 'all');
  set('page', String(f.page), '1');
  return out;
}

/** An open bet has no result yet: every result is a settled one. */
export function resultFilterApplies(status: StatusFilter): boolean {
  return status !== 'open';
}

/** Whether the filter narrows the player's bets (an empty list then says no bet matches it). */
export function narrows(f: BetFilter): boolean {
  return (
    f.status !== 'all' ||
    (resultFilterApplies(f.status) && f.result !== 'all') ||
    Boolean(f.sport) ||
    (f.type ?? 'all') !== 'all' ||
    f.from !== undefined ||
    f.to !== undefined
  );
}

/** The query of GET /bets for a filter; what does not narrow is left out. */
export function betsQuery(f: BetFilter, limit = HISTORY_PAGE_SIZE) {
  return {
    status: f.status,
    result: resultFilterApplies(f.status) ? f.result : ('all' as ResultFilter),
    ...(f.sport ? { sport_id: f.sport } : {}),
    ...(f.type && f.type !== 'all' ? { type: f.type } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
    page: f.page,
    limit,
  };
}

const OPEN_STATUSES: ReadonlySet<PlacedBet['status']> = new Set([
  'waiting_results',
  'ready_to_process',
  'cashout_in_progress',
  'submitted',
]);

/** Waiting for results (or on its way there): not settled, cashed out, cancelled or refused. */
export function isOpen(bet: Pick<PlacedBet, 'status'>): boolean {
  return OPEN_STATUSES.has(bet.status);
}

/** The amount the bet can be cashed out for now, or undefined when no cash-out is offered. */
export function cashoutOffer(bet: Pick<PlacedBet, 'status' | 'cashoutAmount'>): number | undefined {
  return bet.status === 'waiting_results' && bet.cashoutAmount !== undefined && bet.cashoutAmount > 0
    ? bet.cashoutAmount
    : undefined;
}

/** A VIP bet that becomes rejected leaves the list (spec section 4). */
export function leavesList(bet: Pick<PlacedBet, 'isVip' | 'status'>): boolean {
  return bet.isVip && bet.status === 'rejected';
}

function selectionKey(s: Pick<PlacedSelection, 'matchId' | 'marketId' | 'specifier' | 'outcomeId'>): string {
  return `${s.matchId}|${s.marketId}|${s.specifier}|${s.outcomeId}`;
}

/** The update's selections, in its order, each over the data the list already had for it. */
export function mergeSelections(old: PlacedSelection[], next: PlacedSelection[]): PlacedSelection[] {
  const known = new Map(old.map((s) => [selectionKey(s), s]));
  return next.map((s) => {
    const before = known.get(selectionKey(s));
    return before ? { ...before, ...s } : s;
  });
}

function withCashout(bet: PlacedBet, amount: number | undefined): PlacedBet {
  const out = { ...bet };
  if (amount === undefined) delete out.cashoutAmount;
  else out.cashoutAmount = amount;
  return out;
}

/**
 * A bet update over the listed bet: the update's fields win and selections merge. A bet_changed
 * carries no cash-out value (bet_cashout_changed does): a bet that stays open keeps the offer it
 * had until that message moves it; one that closes loses it.
 */
export function mergeBet(old: PlacedBet, next: PlacedBet): PlacedBet {
  const merged = { ...old, ...next, selections: mergeSelections(old.selections, next.selections) };
  const amount = next.cashoutAmount ?? (isOpen(next) ? old.cashoutAmount : undefined);
  return withCashout(merged, amount);
}

function mapBet(list: BetList, betId: number, f: (bet: PlacedBet) => PlacedBet | null): BetList {
  const i = list.items.findIndex((b) => b.betId === betId);
  if (i < 0) return list;
  const next = f(list.items[i]!);
  if (next === list.items[i]) return list;
  if (next === null)
    return {
      items: list.items.filter((_, j) => j !== i),
      pagination: { ...list.pagination, total: Math.max(0, list.pagination.total - 1) },
    };
  return { ...list, items: list.items.map((b, j) => (j === i ? next : b)) };
}

export function hasBet(list: BetList, betId: number): boolean {
  return list.items.some((b) => b.betId === betId);
}

/**
 * bet_changed (and a cash-out's answer): replaces the listed bet, merging its selections; a VIP bet
 * that became rejected is removed. A bet the list does not hold leaves it unchanged (same object).
 */
export function applyBetChanged(list: BetList, bet: PlacedBet): BetList {
  return mapBet(list, bet.betId, (old) => (leavesList(bet) ? null : mergeBet(old, bet)));
}

/**
 * Sets the cash-out value of a listed open bet (bet_cashout_changed, or the value a refused
 * cash-out named); undefined withdraws the offer. A closed bet keeps none.
 */
export function setCashout(list: BetList, betId: number, amount: number | undefined): BetList {
  return mapBet(list, betId, (old) => {
    const value = isOpen(old) ? amount : undefined;
    return old.cashoutAmount === value ? old : withCashout(old, value);
  });
}

/** bet_cashout_changed: the message's bet names the new value, absent when withdrawn. */
export function applyCashoutChanged(list: BetList, bet: Pick<PlacedBet, 'betId' | 'cashoutAmount'>): BetList {
  return setCashout(list, bet.betId, bet.cashoutAmount);
}

/** What a settled bet's toast says: won with its payout, lost, void with the stake returned, or a
 * part returned (half lost); null for a bet not settled by its results (open, cashed out by the
 * player, refused). */
export type SettledNews = { kind: 'won' | 'void' | 'part'; amount: number } | { kind: 'lost' };

export function settledNews(bet: Pick<PlacedBet, 'status' | 'result' | 'winAmount'>): SettledNews | null {
  if (bet.status !== 'done') return null;
  switch (bet.result) {
    case 'win_entire':
    case 'refund_half_win_other':
      return { kind: 'won', amount: bet.winAmount };
    case 'lose_entire':
      return { kind: 'lost' };
    case 'refund_entire':
    case 'canceled':
      return { kind: 'void', amount: bet.winAmount };
    case 'refund_half_lose_other':
      return { kind: 'part', amount: bet.winAmount };
  }
  return null;
}
