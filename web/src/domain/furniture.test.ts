import { describe, expect, it } from 'vitest';
import {
  CONSENT_MAX_AGE_SECONDS,
  consentCookie,
  DEPOSIT_REMINDER_MAX_AGE_SECONDS,
  depositReminderCookie,
  hasConsent,
  needsDepositReminder,
  seenOnceCookie,
  SIGN_UP_REMINDER_KEY,
  wasSeen,
  WELCOMING_POPUP_KEY,
} from './furniture';

describe('consent', () => {
  it.each([
    ['', false],
    ['sb_consent=0', false],
    ['sb_consent=1', true],
    ['theme=dark; sb_consent=1; x=y', true],
    ['not_sb_consent=1', false],
  ])('%j has consent: %s', (cookies, want) => {
    expect(hasConsent(cookies)).toBe(want);
  });

  it('is stored as 1 for 365 days on the whole site', () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(365 * 86400);
    expect(consentCookie()).toBe('sb_consent=1; max-age=31536000; path=/; SameSite=Lax');
    expect(consentCookie(true)).toBe(
      'sb_consent=1; max-age=31536000; path=/; SameSite=None; Secure; Partitioned',
    );
  });
});

const account = (total: number, current = true) => ({ current, balance: { total } });

describe('needsDepositReminder', () => {
  it.each([
    ['accounts not loaded', undefined, '', false],
    ['no accounts', [], '', false],
    ['zero balance', [account(0)], '', true],
    ['money on the account', [account(1)], '', false],
    ['zero on the current one, money on another', [account(500, false), account(0)], '', true],
    ['money on the current one', [account(0, false), account(500)], '', false],
    ['reminded within the day', [account(0)], 'sb_deposit_reminder=1', false],
  ] as const)('%s: %s', (_, accounts, cookies, want) => {
    expect(needsDepositReminder(accounts, cookies)).toBe(want);
  });

  it('waits a day before reminding again', () => {
    expect(DEPOSIT_REMINDER_MAX_AGE_SECONDS).toBe(86400);
    expect(depositReminderCookie()).toBe('sb_deposit_reminder=1; max-age=86400; path=/; SameSite=Lax');
    expect(depositReminderCookie(true)).toBe(
      'sb_deposit_reminder=1; max-age=86400; path=/; SameSite=None; Secure; Partitioned',
    );
  });
});

describe('seen once', () => {
  it.each([
    ['nothing kept', null, '', false],
    ['in local storage', '1', '', true],
    ['storage denied, in its cookie', null, 'sb_consent=1; sb_seen_welcomingPopup=1', true],
    ['the other notice was seen', null, 'sb_seen_signUpReminder=1', false],
    ['a cookie of another value', null, 'sb_seen_welcomingPopup=0', false],
  ] as const)('%s: %s', (_, stored, cookies, want) => {
    expect(wasSeen(WELCOMING_POPUP_KEY, stored, cookies)).toBe(want);
  });

  it('is kept for a year, partitioned when the site is embedded', () => {
    expect(seenOnceCookie(SIGN_UP_REMINDER_KEY)).toBe(
      'sb_seen_signUpReminder=1; max-age=31536000; path=/; SameSite=Lax',
    );
    expect(seenOnceCookie(WELCOMING_POPUP_KEY, true)).toBe(
      'sb_seen_welcomingPopup=1; max-age=31536000; path=/; SameSite=None; Secure; Partitioned',
    );
  });
});
