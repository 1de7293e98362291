import { describe, expect, it } from 'vitest';
import {
  displayName,
  errorMessageKey,
  isLoggedIn,
  modalForPath,
  msUntilRealityCheck,
  nextAuthStatus,
  parseUrlActions,
  playedFor,
  readCookie,
  realityCheckDue,
  shouldSwitchCurrency,
  tokenRefreshDelay,
  type AuthEvent,
  type AuthStatus,
  type ProfileLike,
  type UrlActions,
} from './auth';
import { COUNTRY_CODES, localeCountry } from './countries';

const signedIn: ProfileLike = { id: 1, email: 'a@b.test', phones: [] };
const anonymous: ProfileLike = { phones: [] };

describe('isLoggedIn: an email or a phone', () => {
  const cases: [string, ProfileLike | null, boolean][] = [
    ['no profile', null, false],
    ['anonymous profile', anonymous, false],
    ['email', { email: 'a@b.test', phones: [] }, true],
    ['blank email', { email: '  ', phones: [] }, false],
    ['phone only', { phones: [{ number: '+447700900123' }] }, true],
    ['blank phone', { phones: [{ number: '' }] }, false],
    ['both', { email: 'a@b.test', phones: [{ number: '+1' }] }, true],
  ];
  for (const [name, profile, want] of cases) it(name, () => expect(isLoggedIn(profile)).toBe(want));
});

describe('nextAuthStatus', () => {
  const cases: [AuthStatus, AuthEvent, AuthStatus][] = [
    ['UNKNOWN', { type: 'fetch' }, 'PENDING'],
    ['NOT_LOGGED_IN', { type: 'fetch' }, 'PENDING'],
    ['LOGGED_IN', { type: 'fetch' }, 'LOGGED_IN'],
    ['PENDING', { type: 'profile', profile: signedIn }, 'LOGGED_IN'],
    ['PENDING', { type: 'profile', profile: anonymous }, 'NOT_LOGGED_IN'],
    ['PENDING', { type: 'profile', profile: null }, 'NOT_LOGGED_IN'],
    ['LOGGED_IN', { type: 'profile', profile: anonymous }, 'NOT_LOGGED_IN'],
    ['NOT_LOGGED_IN', { type: 'profile', profile: signedIn }, 'LOGGED_IN'],
    ['LOGGED_IN', { type: 'signedOut' }, 'NOT_LOGGED_IN'],
    ['UNKNOWN', { type: 'signedOut' }, 'NOT_LOGGED_IN'],
  ];
  for (const [from, event, to] of cases)
    it(`${from} + ${event.type} → ${to}`, () => expect(nextAuthStatus(from, event)).toBe(to));
});

describe('displayName: first+last → nickname → email → phone', () => {
  const cases: [ProfileLike | null, string][] = [
    [null, ''],
    [{ first_name: 'Ada', last_name: 'Lovelace', nickname: 'ada', email: 'a@b.test' }, 'Ada Lovelace'],
    [{ first_name: 'Ada', nickname: 'ada' }, 'Ada'],
    [{ last_name: ' Lovelace ', nickname: 'ada' }, 'Lovelace'],
    [{ first_name: ' ', last_name: '', nickname: 'ada', email: 'a@b.test' }, 'ada'],
    [{ nickname: '', email: 'a@b.test', phones: [{ number: '+1' }] }, 'a@b.test'],
    [{ phones: [{ number: '' }, { number: '+447700900123' }] }, '+447700900123'],
    [{ phones: [] }, ''],
  ];
  for (const [profile, want] of cases)
    it(JSON.stringify(profile), () => expect(displayName(profile)).toBe(want));
});

describe('shouldSwitchCurrency: ignored for the current currency or one without an account', () => {
  const accounts = [{ currency: 'EUR' }, { currency: 'USD' }];
  const cases: [string | undefined, string, boolean][] = [
    ['EUR', 'USD', true],
    ['EUR', 'EUR', false],
    ['EUR', 'BTC', false],
    [undefined, 'USD', true],
    ['EUR', '', false],
  ];
  for (const [current, target, want] of cases)
    it(`${current} → ${target}`, () => expect(shouldSwitchCurrency(current, target, accounts)).toBe(want));
  it('no accounts at all', () => expect(shouldSwitchCurrency('EUR', 'USD', [])).toBe(false));
});

describe('parseUrlActions', () => {
  const cases: [string, string, Partial<UrlActions>][] = [
    ['', '', { search: '', hash: '', changed: false }],
    ['', '#signIn', { modal: 'signIn', search: '', hash: '', changed: true }],
    ['', '#signUp', { modal: 'signUp', hash: '', changed: true }],
    ['', '#confirmation', { modal: 'confirmation', changed: true }],
    ['', '#passwordEdit', { modal: 'passwordEdit', changed: true }],
    ['', '#passwordNew', { modal: 'passwordNew', changed: true }],
    ['', '#unlock', { modal: 'unlock', changed: true }],
    ['', '#betBuilder', { modal: undefined, hash: '#betBuilder', changed: false }],
    ['?modal=signUp', '', { modal: 'signUp', search: '', changed: true }],
    ['?modal=signUp&page=2', '#x', { modal: 'signUp', search: '?page=2', hash: '#x', changed: true }],
    ['?modal=nope', '', { modal: undefined, search: '?modal=nope', changed: false }],
    ['?modal=signUp', '#unlock', { modal: 'unlock', search: '', hash: '', changed: true }],
    ['?payment=success', '', { payment: 'success', search: '', changed: true }],
    ['?payment=error&a=1', '', { payment: 'error', search: '?a=1', changed: true }],
    ['?payment=pending', '', { payment: 'pending', changed: true }],
    ['?payment=weird', '', { payment: undefined, search: '?payment=weird', changed: false }],
    ['?reset_password_token=abc', '', { resetPasswordToken: 'abc', search: '', changed: true }],
    ['?confirmation_token=c1', '', { confirmationToken: 'c1', search: '', changed: true }],
    ['?unlock_token=u%2B1', '', { unlockToken: 'u+1', search: '', changed: true }],
    ['?unlock_token=', '', { unlockToken: undefined, search: '', changed: true }],
    ['?page=3', '', { search: '?page=3', changed: false }],
  ];
  for (const [search, hash, want] of cases)
    it(`${search} ${hash}`, () => {
      const got = parseUrlActions(search, hash);
      for (const [key, value] of Object.entries(want)) expect(got[key as keyof UrlActions], key).toBe(value);
    });
});

describe('modalForPath', () => {
  const cases: [string, string | undefined][] = [
    ['/users/sign-in', 'signIn'],
    ['/users/sign-up/', 'signUp'],
    ['/users/password/new', 'passwordNew'],
    ['/users/password/edit', 'passwordEdit'],
    ['/users/confirmation', 'confirmation'],
    ['/users/unlock', 'unlock'],
    ['/users', undefined],
    ['/', undefined],
  ];
  for (const [path, want] of cases) it(path, () => expect(modalForPath(path)).toBe(want));
});

describe('tokenRefreshDelay: a minute before expiry', () => {
  const now = Date.parse('2030-01-01T12:00:00Z');
  const cases: [string, number | null][] = [
    ['2030-01-01T12:15:00Z', 14 * 60_000],
    ['2030-01-01T12:01:00Z', 0],
    ['2030-01-01T12:00:30Z', 0],
    ['2030-01-01T11:00:00Z', 0],
    ['not a time', null],
  ];
  for (const [expires, want] of cases) it(expires, () => expect(tokenRefreshDelay(expires, now)).toBe(want));
});

describe('reality check due when now >= next_check_at', () => {
  const next = '2030-01-01T12:00:00Z';
  const at = Date.parse(next);
  const cases: [number, string, boolean, number | null][] = [
    [at - 1, next, false, 1],
    [at, next, true, 0],
    [at + 60_000, next, true, 0],
    [at, 'garbage', false, null],
  ];
  for (const [now, nextAt, due, wait] of cases)
    it(`${now - at} ms from ${nextAt}`, () => {
      expect(realityCheckDue(now, nextAt)).toBe(due);
      expect(msUntilRealityCheck(now, nextAt)).toBe(wait);
    });
});

describe('playedFor', () => {
  const start = '2030-01-01T12:00:00Z';
  const at = Date.parse(start);
  const cases: [number, { hours: number; minutes: number }][] = [
    [at, { hours: 0, minutes: 0 }],
    [at + 59_999, { hours: 0, minutes: 0 }],
    [at + 61 * 60_000, { hours: 1, minutes: 1 }],
    [at - 5_000, { hours: 0, minutes: 0 }],
  ];
  for (const [now, want] of cases) it(`${now - at} ms`, () => expect(playedFor(start, now)).toEqual(want));
});

describe('errorMessageKey falls back to the generic title', () => {
  const known = (k: string) => k === 'error.auth.invalid_credentials';
  const cases: [string | undefined, string][] = [
    ['error.auth.invalid_credentials', 'error.auth.invalid_credentials'],
    ['error.something.new', 'global-error.default.title'],
    [undefined, 'global-error.default.title'],
    ['', 'global-error.default.title'],
  ];
  for (const [key, want] of cases) it(String(key), () => expect(errorMessageKey(key, known)).toBe(want));
});

describe('readCookie', () => {
  const cases: [string, string, string | undefined][] = [
    ['sb_csrf=abc.def', 'sb_csrf', 'abc.def'],
    ['a=1; sb_csrf=x%3Dy; b=2', 'sb_csrf', 'x=y'],
    ['xsb_csrf=1', 'sb_csrf', undefined],
    ['', 'sb_csrf', undefined],
    ['sb_csrf=%E0%A4%A', 'sb_csrf', '%E0%A4%A'],
  ];
  for (const [cookies, name, want] of cases) it(cookies, () => expect(readCookie(cookies, name)).toBe(want));
});

describe('countries', () => {
  it('lists 249 unique codes', () => {
    expect(COUNTRY_CODES.length).toBe(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
  });
  const cases: [string, string | undefined][] = [
    ['en-AU', 'AU'],
    ['pt-BR', 'BR'],
    ['en', undefined],
    ['xx-ZZ', undefined],
  ];
  for (const [locale, want] of cases) it(locale, () => expect(localeCountry(locale)).toBe(want));
});
