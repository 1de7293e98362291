// Wallet and responsible-gambling rules the UI computes: the current account, a balance update
// from the realtime channel applied to the account list, which limits are in force and whether
// activity must be tracked, and the bounds of the limit forms. Pure: no React, no I/O.

export interface BalanceLike {
  total: number;
  available_to_bet: number;
  locked: number;
}

export interface AccountLike {
  currency: string;
  subunits: number;
  current: boolean;
  balance: BalanceLike;
}

/** The account bets are placed from: the one flagged current, else the first. */
export function currentAccount<A extends AccountLike>(accounts: readonly A[] | undefined): A | undefined {
  if (!accounts?.length) return undefined;
  return accounts.find((a) => a.current) ?? accounts[0];
}

/** The balance_changed message of a player's private channel. */
export interface BalanceMessageLike {
  currency: string;
  subunits: number;
  balance: BalanceLike;
}

/**
 * The accounts with the balance of the message's currency replaced (spec section 4: balance
 * updates set the balance of the matching currency). The same array when nothing matches or
 * nothing changes, so the cache does not notify for nothing.
 */
export function applyBalance<A extends AccountLike>(accounts: readonly A[], msg: BalanceMessageLike): A[] {
  let changed = false;
  const next = accounts.map((a) => {
    if (a.currency !== msg.currency) return a;
    const b = a.balance;
    if (
      b.total === msg.balance.total &&
      b.available_to_bet === msg.balance.available_to_bet &&
      b.locked === msg.balance.locked
    )
      return a;
    changed = true;
    return { ...a, balance: { ...msg.balance } };
  });
  return changed ? next : (accounts as A[]);
}

/** The accounts with `currency` marked current (after a switch), the others not. */
export function markCurrent<A extends AccountLike>(accounts: readonly A[], currency: string): A[] {
  return accounts.map((a) => (a.current === (a.currency === currency) ? a : { ...a, current: !a.current }));
}

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
