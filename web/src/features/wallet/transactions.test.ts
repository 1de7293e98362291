import { describe, expect, it } from 'vitest';
import { ANY_TIME } from '../../domain/period';
import {
  parseTransactionFilter,
  transactionSearch,
  transactionsKey,
  transactionsNarrowed,
  transactionsQuery,
  type TransactionFilter,
} from './transactions';

const local = (y: number, m: number, d: number) => new Date(y, m - 1, d).toISOString();
const all: TransactionFilter = { kind: 'all', period: ANY_TIME, page: 1 };

describe('the transactions’ filters', () => {
  it.each([
    ['', all],
    ['kind=deposit&page=3', { ...all, kind: 'deposit', page: 3 }],
    ['kind=transfer&page=0', all],
    ['kind=withdrawal_returned', { ...all, kind: 'withdrawal_returned' }],
    ['kind=jackpot&period=30d', { ...all, kind: 'jackpot', period: { period: '30d', from: '', to: '' } }],
    ['period=custom&from=2026-04-01', { ...all, period: { period: 'custom', from: '2026-04-01', to: '' } }],
  ] as const)('?%s reads as %o', (search, want) => {
    expect(parseTransactionFilter(new URLSearchParams(search))).toEqual(want);
  });

  it.each([
    ['page=4', { kind: 'payout' as const }, 'kind=payout'],
    ['kind=payout&page=4', { kind: 'all' as const }, ''],
    [
      'kind=payout&page=4',
      { period: { period: 'today' as const, from: '', to: '' } },
      'kind=payout&period=today',
    ],
    ['period=today', { page: 2 }, 'period=today&page=2'],
    ['period=today&kind=bonus&page=2', { kind: 'all' as const, period: ANY_TIME }, ''],
  ])('from ?%s, %o gives ?%s', (from, change, want) => {
    expect(transactionSearch(new URLSearchParams(from), change).toString()).toBe(want);
  });

  it.each([
    [all, false],
    [{ ...all, page: 2 }, false],
    [{ ...all, kind: 'refund' }, true],
    [{ ...all, period: { period: '7d', from: '', to: '' } }, true],
    [{ ...all, period: { period: 'custom', from: '', to: '' } }, false],
  ] as const)('%o narrows the ledger: %s', (f, want) => expect(transactionsNarrowed(f)).toBe(want));

  it('asks for a kind and the days of the player’s calendar; what does not narrow is not sent', () => {
    const now = new Date(2026, 4, 1, 9);
    expect(transactionsQuery(all, now)).toEqual({ page: 1, limit: 20 });
    const q = transactionsQuery(
      { kind: 'bet_stake', period: { period: '7d', from: '', to: '' }, page: 2 },
      now,
    );
    expect(q).toEqual({
      kind: 'bet_stake',
      from: local(2026, 4, 25),
      to: local(2026, 5, 2),
      page: 2,
      limit: 20,
    });
    expect(transactionsKey(q)).toEqual([
      'platform',
      'transactions',
      'bet_stake',
      local(2026, 4, 25),
      local(2026, 5, 2),
      2,
    ]);
  });
});
