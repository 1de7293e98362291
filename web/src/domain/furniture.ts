// The page furniture's rules (spec sections 4, 5, 7 and 9): the consent cookie, the deposit
// reminder's cookie and who it is for, and the storage keys of what is shown once. No I/O: the
// callers pass document.cookie in and write the strings these return.
import { readCookie } from './auth';

const DAY_SECONDS = 24 * 60 * 60;

/** Consent is stored as 1 in a cookie for 365 days (sections 5 and 9). */
export const CONSENT_COOKIE = 'sb_consent';
export const CONSENT_MAX_AGE_SECONDS = 365 * DAY_SECONDS;

/** The deposit reminder is not shown again for a day (section 9). */
export const DEPOSIT_REMINDER_COOKIE = 'sb_deposit_reminder';
export const DEPOSIT_REMINDER_MAX_AGE_SECONDS = DAY_SECONDS;

/** Local storage keys of what a visitor sees once (section 7, client-side storage). */
export const WELCOMING_POPUP_KEY = 'welcomingPopup';
export const SIGN_UP_REMINDER_KEY = 'signUpReminder';
export type SeenOnceKey = typeof WELCOMING_POPUP_KEY | typeof SIGN_UP_REMINDER_KEY;

/** Where local storage is denied (a frame of another site, with third-party storage blocked, as
 * Chromium does in the embedded end-to-end test), what was seen once is kept in a cookie instead:
 * an embedded site's cookies are Partitioned, which Chromium keeps in such a frame (CHIPS), and
 * their Secure is accepted on http loopback addresses (potentially trustworthy), as the end-to-end
 * test shows. A cookie rather than the player's preference on the server: the welcome and the
 * sign-up reminder are for visitors, who have none. */
export const SEEN_ONCE_MAX_AGE_SECONDS = 365 * DAY_SECONDS;

export function seenOnceCookieName(key: SeenOnceKey): string {
  return `sb_seen_${key}`;
}

export function seenOnceCookie(key: SeenOnceKey, embedded = false): string {
  return cookieString(seenOnceCookieName(key), '1', SEEN_ONCE_MAX_AGE_SECONDS, embedded);
}

/** Seen once: in local storage (the spec's place) or, where that is denied, in its cookie. */
export function wasSeen(key: SeenOnceKey, stored: string | null, cookies: string): boolean {
  return stored !== null || readCookie(cookies, seenOnceCookieName(key)) === '1';
}

/** A cookie string for document.cookie, for the whole site. An embedded site (EMBEDDED) runs in a
 * frame of another site, where a browser keeps only SameSite=None cookies, partitioned by the
 * top-level site: the server's cookies switch the same way. */
export function cookieString(name: string, value: string, maxAgeSeconds: number, embedded = false): string {
  const attrs = embedded ? 'SameSite=None; Secure; Partitioned' : 'SameSite=Lax';
  return `${name}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; ${attrs}`;
}

/** Whether the visitor has handled the cookie notice (consent stored as 1). */
export function hasConsent(cookies: string): boolean {
  return readCookie(cookies, CONSENT_COOKIE) === '1';
}

export function consentCookie(embedded = false): string {
  return cookieString(CONSENT_COOKIE, '1', CONSENT_MAX_AGE_SECONDS, embedded);
}

export function depositReminderCookie(embedded = false): string {
  return cookieString(DEPOSIT_REMINDER_COOKIE, '1', DEPOSIT_REMINDER_MAX_AGE_SECONDS, embedded);
}

interface AccountLike {
  current: boolean;
  balance: { total: number };
}

/**
 * Whether the account bets are placed from holds nothing (total zero: no money to bet, none held
 * by open bets). Before the accounts have loaded there is nothing to judge, so no.
 */
export function accountEmpty(accounts: readonly AccountLike[] | undefined): boolean {
  const current = accounts?.find((a) => a.current) ?? accounts?.[0];
  return current?.balance.total === 0;
}

/** Whether a signed-in player is reminded to deposit: the account is empty, and no reminder was
 * shown in the last day. */
export function needsDepositReminder(accounts: readonly AccountLike[] | undefined, cookies: string): boolean {
  return readCookie(cookies, DEPOSIT_REMINDER_COOKIE) === undefined && accountEmpty(accounts);
}
