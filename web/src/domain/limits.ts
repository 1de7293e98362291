// Responsible-gambling rules the UI computes (spec section 4): which limits are in force, whether
// activity must be tracked, which limits can be removed, and the bounds of the limit forms. Pure:
// no React, no I/O.

export const LIMIT_TYPES = [
  'activity',
  'sportsbook_session',
  'session',
  'bet',
  'time',
  'loss',
  'wager',
  'deposit',
  'reality_check',
  'selfexclusion',
  'coolingoff',
] as const;
export type LimitTypeName = (typeof LIMIT_TYPES)[number];

export const MONEY_LIMIT_TYPES = ['deposit', 'loss', 'wager', 'bet'] as const;
export const TIME_LIMIT_TYPES = ['activity', 'session', 'sportsbook_session', 'time'] as const;

/** The limit types whose time the client must report every minute. */
export const TRACKED_LIMIT_TYPES: readonly string[] = TIME_LIMIT_TYPES;

/** Statuses of a limit that still applies (a removed one applies until disable_at). */
const IN_FORCE = ['active', 'confirmed', 'unconfirmed_disabled'];

export function limitInForce(limit: { status: string }): boolean {
  return IN_FORCE.includes(limit.status);
}

/** Activity is tracked while some activity, session, sportsbook-session or time limit applies. */
export function needsActivityTracking(
  limits: readonly { type: string; status: string }[] | undefined,
): boolean {
  return (limits ?? []).some((l) => TRACKED_LIMIT_TYPES.includes(l.type) && limitInForce(l));
}

/** Whether a limit can be removed: exclusions cannot, nor one already removed. */
export function limitRemovable(limit: { type: string; status: string }): boolean {
  if (limit.type === 'selfexclusion' || limit.type === 'coolingoff') return false;
  return limit.status === 'active' || limit.status === 'confirmed' || limit.status === 'unconfirmed';
}

/** Bounds of the limit forms (the platform's: internal/limits). */
export const LIMIT_BOUNDS = {
  selfExclusionDays: { min: 180, max: 3650 },
  coolingOffDays: { min: 1, max: 42 },
  minutes: { min: 1, max: 7 * 24 * 60 },
} as const;

/** A whole number within bounds typed in a form, or null. */
export function parseWholeInRange(text: string, min: number, max: number): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
}
