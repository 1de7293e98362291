import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithAuth } from '../../test/auth';
import { JACKPOT_NOTIFICATION_DELAY_MS } from '../../domain/layout';
import { ACCOUNTS_KEY } from '../../core/player';
import JackpotHitAlertWhenOn from './JackpotHitAlert';
import { OWN_HITS_KEY } from './keys';
import type { JackpotHit } from './queries';

const hit = {
  id: 'h1',
  jackpotId: 'pot',
  name: 'Sportsbook Jackpot',
  level: 'mini',
  levelTitle: 'Mini',
  amount: 5000,
  amountEur: 5000,
  currency: 'EUR',
  subunits: 2,
  seen: false,
  createdAt: '2026-01-01T00:00:00Z',
} as JackpotHit;

vi.mock('./queries', () => ({
  useOwnUnseenHits: () => ({ data: [hit] }),
  markHitsSeen: vi.fn(async () => {}),
}));
// The page's interruptions let it come at once: what is tested here is the jackpot's own delay.
vi.mock('../../core/interruptions', () => ({ useInterruption: (_: string, want: boolean) => want }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the jackpot hit alert', () => {
  it('opens the jackpot notification delay after the page learns of the hit', async () => {
    vi.useFakeTimers();
    mockFetch({ 'GET /accounts': () => json(200, { items: [] }) });
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    qc.setQueryData(['GET /settings'], { featureFlags: { jackpots: true } });
    renderWithAuth(() => <JackpotHitAlertWhenOn />, { auth: { sessionReady: true }, qc });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(JACKPOT_NOTIFICATION_DELAY_MS - 100);
    });
    expect(screen.queryByTestId('jackpot-hit-alert')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByTestId('jackpot-hit-alert').textContent).toContain('€50.00');
  });

  it('asks for the hits again when the balance changes, as a hit is paid into it after the placement', async () => {
    const accounts = [{ id: 1, currency: 'EUR', balance: { total: 1000 } }];
    mockFetch({ 'GET /accounts': () => json(200, { items: accounts }) });
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    qc.setQueryData(['GET /settings'], { featureFlags: { jackpots: true } });
    qc.setQueryData(ACCOUNTS_KEY, accounts);
    const asked = vi.spyOn(qc, 'invalidateQueries');
    renderWithAuth(() => <JackpotHitAlertWhenOn />, { auth: { sessionReady: true }, qc });
    await act(async () => {});
    expect(asked).not.toHaveBeenCalledWith({ queryKey: OWN_HITS_KEY });
    act(() => {
      qc.setQueryData(ACCOUNTS_KEY, [{ ...accounts[0], balance: { total: 6000 } }]);
    });
    await waitFor(() => expect(asked).toHaveBeenCalledWith({ queryKey: OWN_HITS_KEY }));
  });
});
