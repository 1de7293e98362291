import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, player, renderWithAuth } from '../../test/auth';
import { dismissAllAlerts } from '../../core/alerts/alerts';
import { Toasts } from '../../core/alerts/Toasts';
import WalletModals from './WalletModals';
import { QueryClient } from '@tanstack/react-query';
import { ACCOUNTS_KEY } from '../../core/player';
import { REQUEST } from '../../core/routeData';

afterEach(() => {
  cleanup();
  dismissAllAlerts();
  vi.restoreAllMocks();
});

function post(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('the iframe deposit', () => {
  it('frames the payment page with embed=1 and closes on the provider message from this origin only', async () => {
    renderWithAuth(
      (m, onClose) => (
        <>
          {m && <WalletModals modal={m} onClose={onClose} />}
          <Toasts />
        </>
      ),
      { modal: { kind: 'iframeDeposit', url: '/payment/sim?token=abc' } },
    );
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe('/payment/sim?token=abc&embed=1');

    post({ type: 'sportsbook:payment', status: 'success' }, 'https://evil.example');
    post({ type: 'other', status: 'success' });
    expect(screen.getByRole('dialog', { name: 'Deposit' })).toBeTruthy();

    post({ type: 'sportsbook:payment', status: 'success', deposit_id: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findByRole('status')).textContent).toMatch(/Deposit successful/);
  });
});

describe("the payment page's notices", () => {
  it.each([
    ['success', 'status', 'success'],
    ['warning', 'status', 'warning'],
    ['danger', 'alert', 'error'],
  ])(
    'a %s notice shows as a toast with the role %s, and the payment page stays',
    async (notice, role, type) => {
      renderWithAuth(
        (m, onClose) => (
          <>
            {m && <WalletModals modal={m} onClose={onClose} />}
            <Toasts />
          </>
        ),
        { modal: { kind: 'iframeDeposit', url: '/payment/sim?token=abc' } },
      );
      const text = {
        type: 'sportsbook:payment-notice',
        notice,
        title: 'wallet.deposit.pending.title',
        message: 'wallet.deposit.pending.description',
      };
      post(text, 'https://evil.example');
      post({ ...text, notice: 'info' });
      post({ ...text, title: 7 });
      expect(screen.queryByTestId('toast')).toBeNull();

      post(text);
      const toast = await screen.findByTestId('toast');
      expect(toast.getAttribute('role')).toBe(role);
      expect(toast.dataset.type).toBe(type);
      expect(toast.textContent).toMatch(/Deposit pending/);
      expect(screen.getByRole('dialog', { name: 'Deposit' })).toBeTruthy();
    },
  );
});

describe('the quick deposit', () => {
  const accounts = [
    {
      currency: 'EUR',
      subunits: 2,
      active: true,
      current: true,
      balance: { total: 0, available_to_bet: 0, locked: 0 },
    },
  ];
  function open(profile = player, testFlag = true) {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    qc.setQueryData(ACCOUNTS_KEY, accounts);
    qc.setQueryData([REQUEST.settings], {
      playerGroups: { quickDepositTest: 'spi_test' },
      featureFlags: { quick_deposit_test: testFlag },
    });
    return renderWithAuth(
      (m, onClose) => (
        <>
          {m && (m.kind === 'quickDeposit' ? <WalletModals modal={m} onClose={onClose} /> : <p>{m.kind}</p>)}
          <Toasts />
        </>
      ),
      { qc, modal: { kind: 'quickDeposit' }, auth: { status: 'LOGGED_IN', profile } },
    );
  }

  it('tells members of the quick-deposit test group that their test card is charged in test mode', () => {
    open({ ...player, statuses: [{ id: 'spi_test', name: 'Quick deposit test' }] });
    expect(screen.getByTestId('quick-deposit-test-mode').textContent).toMatch(/Test mode/);
    cleanup();
    open({ ...player, statuses: [{ id: 'vip', name: 'VIP' }] });
    expect(screen.queryByTestId('quick-deposit-test-mode')).toBeNull();
    cleanup();
    // The quick_deposit_test flag off: no test mode, for members too (the server agrees).
    open({ ...player, statuses: [{ id: 'spi_test', name: 'Quick deposit test' }] }, false);
    expect(screen.queryByTestId('quick-deposit-test-mode')).toBeNull();
  });

  const answers: [string, 'status' | 'alert', RegExp][] = [
    ['success', 'status', /Deposit successful/],
    ['pending', 'status', /Deposit pending/],
    ['error', 'alert', /Deposit failed.*declined/],
  ];
  for (const [status, role, text] of answers)
    it(`charges at once (quick: true) and shows the ${status} alert`, async () => {
      const { calls } = mockFetch({
        'POST /player/deposits': () => json(201, { id: 1, amount: 2000, currency: 'EUR', status }),
        'GET /player/accounts': () => json(200, accounts),
      });
      open();
      fireEvent.click(screen.getByRole('button', { name: '€20.00' }));
      fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
      expect((await screen.findByRole(role)).textContent).toMatch(text);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(calls[0]).toEqual({
        key: 'POST /player/deposits',
        body: { amount: 2000, currency: 'EUR', quick: true },
      });
    });

  it('without a saved card, says so and starts the deposit on the payment page, which saves the card', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { calls } = mockFetch({
      'POST /player/deposits': async (req) =>
        ((await req.json()) as { quick?: boolean }).quick
          ? json(422, { code: 'NO_PAYMENT_METHOD', message: 'error.payment.no_method' })
          : json(201, {
              id: 2,
              amount: 2000,
              currency: 'EUR',
              status: 'created',
              payment_url: '/payment/sim?token=t',
            }),
    });
    open();
    fireEvent.click(screen.getByRole('button', { name: '€20.00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payment/sim?token=t'));
    expect(screen.getByTestId('quick-deposit-to-provider').textContent).toMatch(/needs a saved card/);
    expect(calls.map((c) => c.body)).toEqual([
      { amount: 2000, currency: 'EUR', quick: true },
      { amount: 2000, currency: 'EUR', return_path: window.location.pathname + window.location.search },
    ]);
  });

  it('refuses an amount that is not money', () => {
    const { spy } = mockFetch({});
    open();
    fireEvent.input(screen.getByLabelText('Amount'), { target: { value: '1.234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
    expect(spy).not.toHaveBeenCalled();
  });

  it('asks for the missing name first', () => {
    const { spy } = mockFetch({});
    open({ ...player, auth_fields_missed: ['first_name', 'last_name'] });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(screen.getByText('authFields')).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
  });
});
