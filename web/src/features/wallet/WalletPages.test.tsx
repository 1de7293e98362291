import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, player, renderWithAuth } from '../../test/auth';
import { ACCOUNTS_KEY } from '../../core/player';
import { MethodsPage } from './MethodsPage';
import { WalletSection } from './WalletSection';
import { WithdrawPage } from './WithdrawPage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const accounts = [
  {
    currency: 'EUR',
    subunits: 2,
    active: true,
    current: true,
    balance: { total: 20000, available_to_bet: 20000, locked: 0 },
  },
];
const card = { id: 7, kind: 'card', label: 'Visa •••• 4242', created_at: '2026-11-30T12:00:00Z' };
const pending = {
  id: 3,
  amount: 15000,
  currency: 'EUR',
  subunits: 2,
  status: 'pending',
  method_id: 7,
  method_label: 'Visa •••• 4242',
  created_at: '2026-11-30T12:00:00Z',
};
const page = { total: 1, page: 1, limit: 20, lastPage: 1 };

function show(ui: () => React.ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData(ACCOUNTS_KEY, accounts);
  return renderWithAuth(ui, { qc, auth: { status: 'LOGGED_IN', profile: player, sessionReady: true } });
}

describe('the withdraw page', () => {
  it('without a saved card says how to get one', async () => {
    mockFetch({
      'GET /player/payment_methods': () => json(200, { items: [] }),
      'GET /player/withdrawals': () => json(200, { items: [], pagination: { ...page, total: 0 } }),
    });
    show(() => <WithdrawPage />);
    expect((await screen.findByTestId('withdraw-no-method')).textContent).toMatch(/first make a deposit/);
    expect(screen.getByRole('link', { name: 'Make a deposit' }).getAttribute('href')).toBe(
      '/profile/wallet/deposit',
    );
    expect((await screen.findByTestId('withdrawals-empty')).textContent).toBe('No withdrawals yet.');
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
  });

  it('checks the amount, sends it in minor units to the chosen card, and cancels a pending one', async () => {
    const { calls } = mockFetch({
      'GET /player/payment_methods': () => json(200, { items: [card] }),
      'GET /player/withdrawals': () => json(200, { items: [pending], pagination: page }),
      'GET /player/accounts': () => json(200, accounts),
      'POST /player/withdrawals': () => json(201, { ...pending, id: 4, amount: 1250, status: 'paid' }),
      'POST /player/withdrawals/3/cancel': () => json(200, { ...pending, status: 'cancelled' }),
    });
    show(() => <WithdrawPage />);
    expect((await screen.findByTestId('withdrawable')).textContent).toBe('Available to withdraw: €200.00');
    fireEvent.input(screen.getByLabelText('Amount'), { target: { value: '1.234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.key === 'POST /player/withdrawals')).toEqual([]);

    fireEvent.input(screen.getByLabelText('Amount'), { target: { value: '12.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByTestId('withdraw-done')).textContent).toBe(
      'Withdrawal paid: €12.50 to Visa •••• 4242.',
    );
    expect(calls.find((c) => c.key === 'POST /player/withdrawals')?.body).toEqual({
      amount: 1250,
      currency: 'EUR',
      method_id: 7,
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel withdrawal' }));
    await waitFor(() =>
      expect(screen.getByText('Withdrawal cancelled: the amount is back in your balance.')).toBeTruthy(),
    );
    expect(calls.some((c) => c.key === 'POST /player/withdrawals/3/cancel')).toBe(true);
  });

  it("shows a refusal's message", async () => {
    mockFetch({
      'GET /player/payment_methods': () => json(200, { items: [card] }),
      'GET /player/withdrawals': () => json(200, { items: [], pagination: { ...page, total: 0 } }),
      'POST /player/withdrawals': () =>
        json(422, {
          code: 'INSUFFICIENT_FUNDS',
          message: 'error.withdrawal.insufficient_funds',
          details: { withdrawable: 20000, currency: 'EUR' },
        }),
    });
    show(() => <WithdrawPage />);
    fireEvent.input(await screen.findByLabelText('Amount'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/more than you can withdraw now/);
  });
});

describe('the payment methods page', () => {
  it('removes a card after a confirmation, then says how to add one', async () => {
    let items = [card];
    const { calls } = mockFetch({
      'GET /player/payment_methods': () => json(200, { items }),
      'DELETE /player/payment_methods/7': () => {
        items = [];
        return new Response(null, { status: 204 });
      },
    });
    show(() => <MethodsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(screen.getByTestId('remove-confirm').textContent).toMatch(/Remove Visa •••• 4242\?/);
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.queryByTestId('remove-confirm')).toBeNull();
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    fireEvent.click(
      screen
        .getAllByRole('button', { name: 'Remove' })
        .find((b) => b.closest('[data-testid=remove-confirm]'))!,
    );
    expect((await screen.findByTestId('methods-empty')).textContent).toMatch(
      /Make a deposit through the payment page/,
    );
    expect(screen.getByText('Payment method removed.')).toBeTruthy();
  });
});

describe('the wallet section route', () => {
  function at(path: string) {
    mockFetch({});
    renderWithAuth(
      () => (
        <Routes>
          <Route path="profile/wallet/:section" element={<WalletSection />} />
        </Routes>
      ),
      { path },
    );
  }
  it('shows the page of its section, and not found for any other', () => {
    at('/profile/wallet/methods');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment methods');
    cleanup();
    at('/profile/wallet/bank');
    expect(document.body.textContent).toMatch(/can't find that page/);
  });
});
