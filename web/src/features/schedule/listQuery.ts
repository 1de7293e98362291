// The schedule's and the results' rules: their day tabs, the spec's list query parameters (date,
// sport, sortBy, time, isBettable, page) read from and written to the address, and the
// GET /matches request each page makes. Days are the visitor's local days: the server does not
// know the visitor's time zone, so the day's bounds are sent as instants.

export type SortBy = 'time' | 'league';
/** The part of the day a list keeps, by start time (the spec's `time` parameter). */
export type TimeOfDay = 'all' | 'morning' | 'afternoon' | 'evening';

export const SORTS: readonly SortBy[] = ['time', 'league'];
export const TIMES: readonly TimeOfDay[] = ['all', 'morning', 'afternoon', 'evening'];

/** The hours [from, to) of each part of the day. */
const HOURS: Record<TimeOfDay, readonly [number, number]> = {
  all: [0, 24],
  morning: [0, 12],
  afternoon: [12, 18],
  evening: [18, 24],
};

/** Days a list offers: the schedule today and the week ahead, the results today and the week
 * before (finished matches stay in the catalogue that long). */
export const DAY_COUNT = 7;

/** Matches per page ('Show more' asks for the next). */
export const PAGE_LIMIT = 50;

export interface ListQuery {
  /** A local day, YYYY-MM-DD. */
  date: string;
  sport: string | null;
  sortBy: SortBy;
  time: TimeOfDay;
  isBettable: boolean;
}

/** A local day as YYYY-MM-DD. */
export function isoDay(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** count local days from today's, forward (step 1, the schedule) or back (step -1, the results). */
export function listDays(today: Date, count: number, step: 1 | -1): string[] {
  return Array.from({ length: count }, (_, i) =>
    isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + i * step)),
  );
}

function oneOf<T extends string>(v: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((a) => a === v) ?? fallback;
}

/** The list query of an address; anything unknown or out of the offered days is its default (the
 * first day, every sport, by time, all day, bettable or not). */
export function readListQuery(params: URLSearchParams, days: readonly string[]): ListQuery {
  const date = params.get('date');
  return {
    date: date !== null && days.includes(date) ? date : (days[0] ?? ''),
    sport: params.get('sport') || null,
    sortBy: oneOf(params.get('sortBy'), SORTS, 'time'),
    time: oneOf(params.get('time'), TIMES, 'all'),
    isBettable: params.get('isBettable') === 'true',
  };
}

/** The address's parameters for a query: defaults are left out, so the plain page has a plain
 * address; parameters of others are kept. */
export function writeListQuery(
  params: URLSearchParams,
  q: ListQuery,
  days: readonly string[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) =>
    value === null ? next.delete(name) : next.set(name, value);
  set('date', q.date === days[0] ? null : q.date);
  set('sport', q.sport);
  set('sortBy', q.sortBy === 'time' ? null : q.sortBy);
  set('time', q.time === 'all' ? null : q.time);
  set('isBettable', q.isBettable ? 'true' : null);
  next.delete('page');
  return next;
}

/** The instants a local day's part starts and ends (the last millisecond in it). */
export function startRange(date: string, time: TimeOfDay): { from: string; to: string } {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [h0, h1] = HOURS[time];
  return {
    from: new Date(y, m - 1, d, h0).toISOString(),
    to: new Date(new Date(y, m - 1, d, h1).getTime() - 1).toISOString(),
  };
}

/** A request with its parameters in alphabetical order, as route-data requests are (one query
 * key per list). */
function request(params: Record<string, string | undefined>): string {
  const query = Object.entries(params)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return `GET /matches?${query}`;
}

const SORT_BY: Record<SortBy, string> = {
  time: 'start_time:asc',
  league: 'sport_priority:desc,tournament_priority:desc,tournament_id:asc,start_time:asc',
};

/** The schedule's request: the day's matches not yet finished (prematch and live), no outrights. */
export function scheduleRequest(q: ListQuery): string {
  const { from, to } = startRange(q.date, q.time);
  return request({
    bettable: q.isBettable ? 'true' : undefined,
    limit: String(PAGE_LIMIT),
    match_status: '0,1',
    sort_by: SORT_BY[q.sortBy],
    sport_key: q.sport ?? undefined,
    start_from: from,
    start_to: to,
    type: 'match',
  });
}

/** The results' request: the day's finished matches, the latest first (by league: leagues in
 * order, the latest first within). */
export function resultsRequest(q: ListQuery): string {
  const { from, to } = startRange(q.date, q.time);
  return request({
    limit: String(PAGE_LIMIT),
    match_status: '4',
    sort_by:
      q.sortBy === 'time'
        ? 'start_time:desc'
        : 'sport_priority:desc,tournament_priority:desc,tournament_id:asc,start_time:desc',
    sport_key: q.sport ?? undefined,
    start_from: from,
    start_to: to,
    type: 'match',
  });
}
