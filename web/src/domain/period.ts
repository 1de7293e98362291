// The dates a player narrows a history list to (My bets, the transactions): a preset a
// sportsbook offers, counted in whole days of the player's own calendar, or the days they pick.
// The URL keeps the choice (?period=7d, or ?period=custom&from=2026-05-01&to=2026-05-31), so a
// reload or Back keeps it and a preset still means "up to today" tomorrow. Pure: no React, no I/O.

export const PERIODS = ['all', 'today', '7d', '30d', '90d', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

/** A period as the URL names it; `from` and `to` are calendar days (YYYY-MM-DD), or '' for an
 * open end, and only a custom period has them. */
export interface PeriodFilter {
  period: Period;
  from: string;
  to: string;
}

export const ANY_TIME: PeriodFilter = { period: 'all', from: '', to: '' };

/** How many days, today among them, each preset covers. */
const PRESET_DAYS: Partial<Record<Period, number>> = { today: 1, '7d': 7, '30d': 30, '90d': 90 };

/** `s` when it is a calendar day that exists, written YYYY-MM-DD; '' otherwise. */
export function calendarDay(s: string | null): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s ?? '');
  if (!m) return '';
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? (s as string) : '';
}

/** The period a URL names; anything unknown or malformed is no period (or no end). */
export function parsePeriod(params: URLSearchParams): PeriodFilter {
  const period = PERIODS.find((p) => p === params.get('period')) ?? 'all';
  if (period !== 'custom') return { period, from: '', to: '' };
  return { period, from: calendarDay(params.get('from')), to: calendarDay(params.get('to')) };
}

/** `params` with the period written in (no period leaves the URL without one). */
export function periodSearch(params: URLSearchParams, f: PeriodFilter): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const name of ['period', 'from', 'to']) out.delete(name);
  if (f.period !== 'all') out.set('period', f.period);
  if (f.period === 'custom') {
    if (f.from) out.set('from', f.from);
    if (f.to) out.set('to', f.to);
  }
  return out;
}

/** Whether a custom period's days are both given and the first comes after the last: it then
 * narrows nothing until the player puts them right (the page says so). */
export function periodInverted(f: PeriodFilter): boolean {
  return f.period === 'custom' && f.from !== '' && f.to !== '' && f.from > f.to;
}

function startOfDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/**
 * The instants the period covers, as the list calls take them (RFC 3339, `from` inclusive, `to`
 * exclusive; an open end is left out), in the calendar of the player's time zone: a preset ends
 * where today ends and starts that many days before, a custom period runs from the start of its
 * first day to the end of its last. Days are counted by the calendar, so a day of 23 or 25 hours
 * (a change of summer time) is one day. Nothing for no period or an inverted one.
 */
export function periodWindow(f: PeriodFilter, now: Date): { from?: string; to?: string } {
  const days = PRESET_DAYS[f.period];
  if (days !== undefined) {
    const y = now.getFullYear();
    const m = now.getMonth();
    const d = now.getDate();
    return { from: new Date(y, m, d + 1 - days).toISOString(), to: new Date(y, m, d + 1).toISOString() };
  }
  if (f.period !== 'custom' || periodInverted(f)) return {};
  const out: { from?: string; to?: string } = {};
  if (f.from) out.from = startOfDay(f.from).toISOString();
  if (f.to) {
    const last = startOfDay(f.to);
    out.to = new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1).toISOString();
  }
  return out;
}

/** Whether the period narrows a list (a custom one only once it has a valid day). */
export function periodApplies(f: PeriodFilter): boolean {
  return f.period !== 'all' && (f.period !== 'custom' || f.from !== '' || f.to !== '');
}
