// Auth rules (spec sections 2 and 4): the auth status machine, who counts as logged in, the name
// the header shows, when a currency switch is ignored, the URL values that open auth modals, the
// tokens and payment results links carry, the session-token refresh time and when a reality check
// is due. Pure: no React, no I/O; the callers pass the time in.

export { isLoggedIn, nextAuthStatus } from './authStatus';
export type { AuthEvent, AuthStatus, ProfileLike } from './authStatus';
import type { ProfileLike } from './authStatus';

/** The name shown for a player: first and last name, else nickname, else email, else phone. */
export function displayName(profile: ProfileLike | null | undefined): string {
  if (!profile) return '';
  const full = [profile.first_name, profile.last_name]
    .map((s) => s?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  if (full) return full;
  const nickname = profile.nickname?.trim();
  if (nickname) return nickname;
  const email = profile.email?.trim();
  if (email) return email;
  return profile.phones?.find((p) => p.number.trim())?.number.trim() ?? '';
}

/**
 * Whether switching to `target` does anything: not when it is the current currency, nor when the
 * player has no account in it (spec section 4, Other).
 */
export function shouldSwitchCurrency(
  current: string | undefined,
  target: string,
  accounts: readonly { currency: string }[],
): boolean {
  if (!target || target === current) return false;
  return accounts.some((a) => a.currency === target);
}

/** The auth modals a link can open (spec section 2, URL-driven behaviour). */
export const URL_MODALS = [
  'signIn',
  'signUp',
  'confirmation',
  'passwordEdit',
  'passwordNew',
  'unlock',
] as const;
export type UrlModal = (typeof URL_MODALS)[number];

export function isUrlModal(value: string): value is UrlModal {
  return (URL_MODALS as readonly string[]).includes(value);
}

export const PAYMENT_RESULTS = ['success', 'error', 'pending'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

/** What a URL asks for, and the search and hash with those values removed. */
export interface UrlActions {
  modal?: UrlModal;
  payment?: PaymentResult;
  resetPasswordToken?: string;
  confirmationToken?: string;
  unlockToken?: string;
  /** The search without the values read ('' or '?a=b'). */
  search: string;
  /** The hash without a modal value ('' or '#x'). */
  hash: string;
  /** True when something was read, so the URL should be replaced by the cleaned one. */
  changed: boolean;
}

/** Query parameters that are read once and removed: one-time tokens and the payment result. */
const TOKEN_PARAMS = {
  reset_password_token: 'resetPasswordToken',
  confirmation_token: 'confirmationToken',
  unlock_token: 'unlockToken',
} as const;

/**
 * Reads the URL values of section 2: `#signIn` (and the other modal names) or `?modal=signIn`
 * open a modal; `?payment=success|error|pending` reports a payment; reset_password_token,
 * confirmation_token and unlock_token carry one-time tokens. Each value read is removed; a value
 * that means nothing (an unknown modal or payment) is left as it is.
 */
export function parseUrlActions(search: string, hash: string): UrlActions {
  const params = new URLSearchParams(search);
  const out: UrlActions = { search: '', hash, changed: false };

  const hashValue = decodeURIComponent(hash.replace(/^#/, ''));
  if (isUrlModal(hashValue)) {
    out.modal = hashValue;
    out.hash = '';
    out.changed = true;
  }
  const modal = params.get('modal');
  if (modal !== null && isUrlModal(modal)) {
    out.modal ??= modal;
    params.delete('modal');
    out.changed = true;
  }
  const payment = params.get('payment');
  if (payment !== null && (PAYMENT_RESULTS as readonly string[]).includes(payment)) {
    out.payment = payment as PaymentResult;
    params.delete('payment');
    out.changed = true;
  }
  for (const [param, field] of Object.entries(TOKEN_PARAMS) as [keyof typeof TOKEN_PARAMS, string][]) {
    const value = params.get(param);
    if (value === null) continue;
    params.delete(param);
    out.changed = true;
    if (value !== '') out[field as 'resetPasswordToken' | 'confirmationToken' | 'unlockToken'] = value;
  }
  const rest = params.toString();
  out.search = rest ? `?${rest}` : '';
  if (!out.changed) out.search = search === '?' ? '' : search;
  return out;
}

/** The auth routes of section 2 and the modal each opens over the home page. */
export const AUTH_ROUTES: Readonly<Record<string, UrlModal>> = {
  '/users/sign-in': 'signIn',
  '/users/sign-up': 'signUp',
  '/users/password/new': 'passwordNew',
  '/users/password/edit': 'passwordEdit',
  '/users/confirmation': 'confirmation',
  '/users/unlock': 'unlock',
};

/** The modal an auth route opens (the path without its locale), if it is one. */
export function modalForPath(path: string): UrlModal | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return AUTH_ROUTES[trimmed];
}

/** How long before a bearer token expires it is renewed. */
export const TOKEN_REFRESH_LEAD_MS = 60_000;

/**
 * Milliseconds from `now` until the sportsbook session token should be renewed: a minute before
 * it expires, at once when that moment has passed, and null when the time cannot be read.
 */
export function tokenRefreshDelay(expiresAt: string, now: number): number | null {
  const expires = Date.parse(expiresAt);
  if (Number.isNaN(expires)) return null;
  return Math.max(0, expires - TOKEN_REFRESH_LEAD_MS - now);
}

/** A reality check is due when now has reached next_check_at. An unreadable time is never due. */
export function realityCheckDue(now: number, nextCheckAt: string): boolean {
  const next = Date.parse(nextCheckAt);
  return !Number.isNaN(next) && now >= next;
}

/** Milliseconds until a reality check is due (0 when due, null when the time cannot be read). */
export function msUntilRealityCheck(now: number, nextCheckAt: string): number | null {
  const next = Date.parse(nextCheckAt);
  return Number.isNaN(next) ? null : Math.max(0, next - now);
}

/** Whole hours and minutes between two instants, for "you have played for…". */
export function playedFor(startedAt: string, now: number): { hours: number; minutes: number } {
  const start = Date.parse(startedAt);
  const total = Number.isNaN(start) ? 0 : Math.max(0, Math.floor((now - start) / 60_000));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** The message key to show for a server error: its own when the UI knows it, else the default. */
export function errorMessageKey(key: string | undefined, known: (key: string) => boolean): string {
  return key && known(key) ? key : 'global-error.default.title';
}

/** Reads the sb_csrf cookie (or another) from a cookie string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}
