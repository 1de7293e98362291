import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '../api/platformTypes';
import type { RealtimeMessage } from '../api/types';
import { ACCOUNTS_KEY } from '../core/player';
import { applyBonusIssued } from '../features/bonuses/live';
import { applyBetMessage } from '../features/mybets/cache';
import { COUNTERS_KEY, LIST_KEY } from '../features/notifications/keys';
import { applyPrivateMessage } from './realtime';

// The features' own handlers are tested with their screens; here, which one each message reaches.
vi.mock('../features/mybets/cache', () => ({ applyBetMessage: vi.fn() }));
vi.mock('../features/bonuses/live', () => ({ applyBonusIssued: vi.fn() }));

afterEach(() => vi.clearAllMocks());

const account = (currency: string, total: number) =>
  ({ currency, subunits: 2, balance: { total, available_to_bet: total, locked: 0 } }) as unknown as Account;

describe('a private-channel message reaches the feature it concerns', () => {
  it('balance_changed sets the balance of the account in its currency', () => {
    const qc = new QueryClient();
    qc.setQueryData(ACCOUNTS_KEY, [account('EUR', 1000), account('USD', 5)]);
    applyPrivateMessage(qc, {
      event_name: 'balance_changed',
      message: {
        balance: {
          currency: 'EUR',
          subunits: 2,
          balance: { total: 4250, available_to_bet: 4000, locked: 250 },
        },
      },
    } as RealtimeMessage);
    expect(qc.getQueryData<Account[]>(ACCOUNTS_KEY)?.map((a) => a.balance.total)).toEqual([4250, 5]);
  });

  it("unread_counters_changed sets the bell's count; notification refreshes its list", async () => {
    const qc = new QueryClient();
    qc.setQueryData(COUNTERS_KEY, 3);
    qc.setQueryData(LIST_KEY, { data: [] });
    applyPrivateMessage(qc, {
      event_name: 'unread_counters_changed',
      message: { notifications: { unread: 0 } },
    } as RealtimeMessage);
    // The handler's module loads with the first such message.
    await vi.waitFor(() => expect(qc.getQueryData(COUNTERS_KEY)).toBe(0));
    expect(qc.getQueryState(LIST_KEY)?.isInvalidated).toBe(false);
    applyPrivateMessage(qc, { event_name: 'notification', message: {} } as RealtimeMessage);
    await vi.waitFor(() => expect(qc.getQueryState(LIST_KEY)?.isInvalidated).toBe(true));
  });

  it('a bet message goes to My bets (a settled bet toasts, no list need be cached); one without a bet does not', async () => {
    const qc = new QueryClient();
    const msg = { event_name: 'bet_changed', message: { bet: { betId: 7 } } } as unknown as RealtimeMessage;
    applyPrivateMessage(qc, { ...msg, message: {} });
    applyPrivateMessage(qc, msg);
    await vi.waitFor(() => expect(applyBetMessage).toHaveBeenCalledTimes(1));
    expect(vi.mocked(applyBetMessage).mock.calls[0]?.[1]).toBe(msg);
  });

  it('bonus_issued shows the new bonus', async () => {
    const qc = new QueryClient();
    const bonus = { id: 3 };
    applyPrivateMessage(qc, { event_name: 'bonus_issued', message: { bonus } } as unknown as RealtimeMessage);
    await vi.waitFor(() => expect(applyBonusIssued).toHaveBeenCalledWith(qc, bonus));
  });
});
