import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST } from '../../core/routeData';
import { DEFAULT_SITE_CONFIG } from '../../core/siteConfig';
import { player, renderWithAuth } from '../../test/auth';
import { ACCOUNTS_KEY } from '../../core/player';
import DepositReminder from './DepositReminder';

// The reminder's own rules; its turn among the page's interruptions is core/interruptions' (tested there).
vi.mock('../../core/interruptions', () => ({ useInterruption: (_id: string, wanted: boolean) => wanted }));

const forget = () =>
  (document.cookie = 'sb_deposit_reminder=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');

beforeEach(() => {
  forget();
  // Only the reminder's wait: the cookie jar keeps the real clock.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const empty = [
  {
    currency: 'EUR',
    subunits: 2,
    active: true,
    current: true,
    balance: { total: 0, available_to_bet: 0, locked: 0 },
  },
];

function shows(groups: { depositReminder?: string }, statuses: { id: string; name: string }[]): boolean {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData(ACCOUNTS_KEY, empty);
  qc.setQueryData([REQUEST.settings], { playerGroups: { quickDepositTest: 'spi_test', ...groups } });
  renderWithAuth(() => <DepositReminder />, {
    qc,
    auth: { status: 'LOGGED_IN', profile: { ...player, statuses } },
  });
  act(() => vi.advanceTimersByTime(DEFAULT_SITE_CONFIG.depositReminderSeconds * 1000));
  const shown = screen.queryByTestId('deposit-reminder') !== null;
  cleanup();
  forget();
  return shown;
}

describe('the deposit reminder group', () => {
  it.each([
    ['no group configured: every empty account', {}, [], true],
    [
      'a member of the configured group',
      { depositReminder: 'newcomers' },
      [{ id: 'newcomers', name: 'Newcomers' }],
      true,
    ],
    ['a player outside it', { depositReminder: 'newcomers' }, [{ id: 'vip', name: 'VIP' }], false],
  ])('%s', (_, groups, statuses, want) => {
    expect(shows(groups, statuses)).toBe(want);
  });
});

it('goes once the account holds money: a deposit made from the header answers it', () => {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData(ACCOUNTS_KEY, empty);
  qc.setQueryData([REQUEST.settings], { playerGroups: {} });
  renderWithAuth(() => <DepositReminder />, { qc, auth: { status: 'LOGGED_IN', profile: player } });
  act(() => vi.advanceTimersByTime(DEFAULT_SITE_CONFIG.depositReminderSeconds * 1000));
  expect(screen.queryByTestId('deposit-reminder')).not.toBeNull();
  act(() => {
    qc.setQueryData(ACCOUNTS_KEY, [
      { ...empty[0], balance: { total: 2000, available_to_bet: 2000, locked: 0 } },
    ]);
    vi.advanceTimersByTime(0); // the query cache tells its observers on a timer
  });
  expect(screen.queryByTestId('deposit-reminder')).toBeNull();
});
