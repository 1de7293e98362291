import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '../../api/platformTypes';
import { json, mockFetch, player, renderWithAuth } from '../../test/auth';
import { ACCOUNTS_KEY, applyBalanceMessage } from '../../core/player';
import HeaderAccount from './HeaderAccount';
import { settings } from '../../test/fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const account = (currency: string, current: boolean, available: number, subunits = 2): Account => ({
  currency,
  subunits,
  active: true,
  current,
  balance: { total: available, available_to_bet: available, locked: 0 },
});

/** The header as the profile load leaves it: the accounts (and the site's settings, whose
 * feature flags it follows) already in the cache. */
function renderHeader(accounts: Account[], flags: Record<string, boolean> = settings().featureFlags) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData(ACCOUNTS_KEY, accounts);
  qc.setQueryData(['GET /settings'], settings({ featureFlags: flags }));
  return renderWithAuth((modal) => (modal ? <p data-testid="modal">{modal.kind}</p> : <HeaderAccount />), {
    qc,
    auth: { status: 'LOGGED_IN', profile: player, sessionReady: true },
  });
}

describe('the header balance', () => {
  it("shows the current account's money available to bet", async () => {
    renderHeader([account('EUR', true, 123456), account('USD', false, 500)]);
    expect((await screen.findByTestId('header-balance')).textContent).toBe('€1,234.56');
  });

  it('follows a balance_changed message without a reload', async () => {
    const { qc } = renderHeader([account('EUR', true, 1000), account('USD', false, 500)]);
    const balance = await screen.findByTestId('header-balance');
    expect(balance.textContent).toBe('€10.00');
    act(() =>
      applyBalanceMessage(qc, {
        currency: 'EUR',
        subunits: 2,
        balance: { total: 5000, available_to_bet: 4250, locked: 750 },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('€42.50'));
    // Another currency's balance leaves the shown one alone.
    act(() =>
      applyBalanceMessage(qc, {
        currency: 'USD',
        subunits: 2,
        balance: { total: 1, available_to_bet: 1, locked: 0 },
      }),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByTestId('header-balance').textContent).toBe('€42.50');
    expect(qc.getQueryData<Account[]>(ACCOUNTS_KEY)?.[1]?.balance.total).toBe(1);
  });

  it.each([
    { flags: settings().featureFlags, modal: 'quickDeposit', at: '/' },
    {
      flags: { ...settings().featureFlags, quick_deposit: false },
      modal: null,
      at: '/profile/wallet/deposit',
    },
    { flags: { ...settings().featureFlags, responsible_gambling: false }, modal: 'quickDeposit', at: '/' },
  ])('deposit with quick_deposit $flags.quick_deposit: modal $modal, at $at', ({ flags, modal, at }) => {
    renderHeader([account('EUR', true, 0)], flags);
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.queryByTestId('modal')?.textContent ?? null).toBe(modal);
    expect(screen.getByTestId('location').textContent).toBe(at);
  });

  it('lists responsible gambling in the profile menu only with its flag', async () => {
    renderHeader([account('EUR', true, 0)], { ...settings().featureFlags, responsible_gambling: false });
    fireEvent.click(screen.getByRole('button', { name: 'Profile menu' }));
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).not.toContain('Responsible gambling');
    expect(menu.textContent).toContain('Transactions');
  });

  it('offers the deposit button and the profile menu with the display name', async () => {
    const { container } = renderHeader([account('EUR', true, 0)]);
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Profile menu' }));
    const menu = await screen.findByRole('menu');
    expect(screen.getByTestId('profile-name').textContent).toBe('Ada Lovelace');
    expect([...menu.querySelectorAll('[role=menuitem]')].map((e) => e.textContent)).toEqual([
      'My account',
      'Deposit',
      'Withdraw',
      'Payment methods',
      'Transactions',
      'My bets',
      'Favourites',
      'Responsible gambling',
      'Verify your phone',
      'Sign out',
    ]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(container.querySelector('[role=menu]')).toBeNull();
  });
});

describe('the currency switcher', () => {
  it('lists the accounts and the currencies an account can be opened in', async () => {
    renderHeader([account('EUR', true, 0), account('BTC', false, 0, 8)]);
    const select = (await screen.findByRole('combobox', { name: 'Wallet' })) as HTMLSelectElement;
    expect(select.value).toBe('EUR');
    expect([...select.options].map((o) => o.value)).toEqual([
      'EUR',
      'BTC',
      'open:USD',
      'open:GBP',
      'open:BRL',
      'open:KZT',
    ]);
  });

  it('switches to another account with PATCH /player/currency and shows its balance', async () => {
    const { calls } = mockFetch({
      'PATCH /player/currency': () => json(200, { ...player, currency: 'USD' }),
      'GET /player/accounts': () => json(200, [account('EUR', false, 1000), account('USD', true, 700)]),
    });
    const { setProfile } = renderHeader([account('EUR', true, 1000), account('USD', false, 700)]);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Wallet' }), { target: { value: 'USD' } });
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('$7.00'));
    expect(calls[0]).toEqual({ key: 'PATCH /player/currency', body: { currency: 'USD' } });
    expect(setProfile).toHaveBeenCalledWith(expect.objectContaining({ currency: 'USD' }));
  });

  it('ignores a switch to the current currency', async () => {
    const { spy } = mockFetch({});
    renderHeader([account('EUR', true, 1000), account('USD', false, 700)]);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Wallet' }), { target: { value: 'EUR' } });
    await new Promise((r) => setTimeout(r, 20));
    expect(spy).not.toHaveBeenCalled();
  });

  it('opens an account in another currency (POST /player/accounts), then switches to it', async () => {
    const { calls } = mockFetch({
      'POST /player/accounts': () => json(201, account('GBP', false, 0)),
      'PATCH /player/currency': () => json(200, { ...player, currency: 'GBP' }),
      'GET /player/accounts': () => json(200, [account('EUR', false, 1000), account('GBP', true, 0)]),
    });
    renderHeader([account('EUR', true, 1000)]);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Wallet' }), {
      target: { value: 'open:GBP' },
    });
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('£0.00'));
    expect(calls.slice(0, 2)).toEqual([
      { key: 'POST /player/accounts', body: { currency: 'GBP' } },
      { key: 'PATCH /player/currency', body: { currency: 'GBP' } },
    ]);
  });

  it('shows an error alert when the switch fails', async () => {
    mockFetch({
      'PATCH /player/currency': () => json(422, { code: 'NO_ACCOUNT', message: 'error.wallet.no_account' }),
    });
    renderHeader([account('EUR', true, 1000), account('USD', false, 700)]);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Wallet' }), { target: { value: 'USD' } });
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('€10.00'));
  });
});
