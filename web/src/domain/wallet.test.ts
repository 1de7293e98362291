import { describe, expect, it } from 'vitest';
import { limitInForce, limitRemovable, needsActivityTracking, parseWholeInRange } from './limits';
import { applyBalance, currentAccount, markCurrent, type AccountLike } from './wallet';

const account = (currency: string, current: boolean, available = 1000): AccountLike => ({
  currency,
  subunits: currency === 'BTC' ? 8 : 2,
  current,
  balance: { total: available, available_to_bet: available, locked: 0 },
});

describe('currentAccount', () => {
  const cases: [string, AccountLike[] | undefined, string | undefined][] = [
    ['none', undefined, undefined],
    ['empty', [], undefined],
    ['flagged', [account('EUR', false), account('USD', true)], 'USD'],
    ['no flag: the first', [account('EUR', false), account('USD', false)], 'EUR'],
  ];
  for (const [name, accounts, want] of cases)
    it(name, () => expect(currentAccount(accounts)?.currency).toBe(want));
});

describe('applyBalance sets the balance of the matching currency', () => {
  const accounts = [account('EUR', true, 1000), account('USD', false, 500)];
  it('replaces the matching account only', () => {
    const next = applyBalance(accounts, {
      currency: 'USD',
      subunits: 2,
      balance: { total: 900, available_to_bet: 700, locked: 200 },
    });
    expect(next[1]?.balance).toEqual({ total: 900, available_to_bet: 700, locked: 200 });
    expect(next[0]).toBe(accounts[0]);
    expect(accounts[1]?.balance.total).toBe(500);
  });
  const unchanged: [string, string, number][] = [
    ['an unknown currency', 'BTC', 1],
    ['the same balance', 'EUR', 1000],
  ];
  for (const [name, currency, amount] of unchanged)
    it(`keeps the same array for ${name}`, () =>
      expect(
        applyBalance(accounts, {
          currency,
          subunits: 2,
          balance: { total: amount, available_to_bet: amount, locked: 0 },
        }),
      ).toBe(accounts));
});

describe('markCurrent', () => {
  it('moves the current flag', () => {
    const next = markCurrent([account('EUR', true), account('USD', false), account('BTC', false)], 'USD');
    expect(next.map((a) => [a.currency, a.current])).toEqual([
      ['EUR', false],
      ['USD', true],
      ['BTC', false],
    ]);
  });
});

describe('limits in force and tracking', () => {
  const cases: [string, boolean][] = [
    ['active', true],
    ['confirmed', true],
    ['unconfirmed_disabled', true],
    ['unconfirmed', false],
    ['confirmed_disabled', false],
    ['disabled', false],
  ];
  for (const [status, want] of cases)
    it(`${status} in force: ${want}`, () => expect(limitInForce({ status })).toBe(want));

  const tracking: [string, { type: string; status: string }[] | undefined, boolean][] = [
    ['no limits', undefined, false],
    ['a deposit limit', [{ type: 'deposit', status: 'active' }], false],
    ['an activity limit', [{ type: 'activity', status: 'active' }], true],
    ['a session limit', [{ type: 'session', status: 'confirmed' }], true],
    ['a sportsbook session limit', [{ type: 'sportsbook_session', status: 'active' }], true],
    ['a time limit being removed', [{ type: 'time', status: 'unconfirmed_disabled' }], true],
    ['a removed time limit', [{ type: 'time', status: 'confirmed_disabled' }], false],
    ['a reality check', [{ type: 'reality_check', status: 'active' }], false],
  ];
  for (const [name, limits, want] of tracking)
    it(name, () => expect(needsActivityTracking(limits)).toBe(want));

  const removable: [string, string, boolean][] = [
    ['deposit', 'active', true],
    ['deposit', 'unconfirmed', true],
    ['deposit', 'unconfirmed_disabled', false],
    ['selfexclusion', 'active', false],
    ['coolingoff', 'active', false],
    ['time', 'disabled', false],
  ];
  for (const [type, status, want] of removable)
    it(`${type} ${status} removable: ${want}`, () => expect(limitRemovable({ type, status })).toBe(want));
});

describe('parseWholeInRange', () => {
  const cases: [string, number, number, number | null][] = [
    ['180', 180, 3650, 180],
    ['179', 180, 3650, null],
    ['42', 1, 42, 42],
    ['0', 1, 42, null],
    ['43', 1, 42, null],
    ['1.5', 1, 42, null],
    ['', 1, 42, null],
    [' 7 ', 1, 42, 7],
  ];
  for (const [text, min, max, want] of cases)
    it(`${text} in ${min}..${max}`, () => expect(parseWholeInRange(text, min, max)).toBe(want));
});
