import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeMessage } from '../../api/types';
import { PrefsProvider } from '../../core/prefs';
import { applyBetMessage } from './cache';
import {
  failingUntilRecovered,
  json,
  mockFetch,
  player,
  renderWithAuth,
  retryAfterFailure,
} from '../../test/auth';
import { dismissAllAlerts } from '../../core/alerts/alerts';
import { Toasts } from '../../core/alerts/Toasts';
import { BetsHistoryPage } from './BetsHistoryPage';
import type { BetList, PlacedBet, PlacedSelection } from './patch';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  dismissAllAlerts();
  vi.restoreAllMocks();
  localStorage.clear();
});

const sel = (outcomeId: string, extra: Partial<PlacedSelection> = {}): PlacedSelection => ({
  matchId: 10,
  marketId: 1,
  specifier: '',
  outcomeId,
  odds: 2500,
  matchName: 'Arsenal – Chelsea',
  marketName: '1x2',
  outcomeName: 'Arsenal',
  status: 'open',
  ...extra,
});

const bet = (betId: number, extra: Partial<PlacedBet> = {}): PlacedBet => ({
  betId,
  type: 'single',
  ref: `SB-${betId}`,
  status: 'waiting_results',
  isVip: false,
  stake: 1000,
  currency: 'EUR',
  subunits: 2,
  odds: 2500,
  winAmount: 2500,
  selections: [sel('1')],
  createdAt: '2026-03-02T10:00:00Z',
  result: 'no_results',
  ...extra,
});

const page = (items: PlacedBet[], pagination: Partial<BetList['pagination']> = {}): BetList => ({
  items,
  pagination: { total: items.length, page: 1, limit: 20, lastPage: 1, ...pagination },
});

function renderPage(auth: Parameters<typeof renderWithAuth>[1] = {}, locale?: string) {
  return renderWithAuth(
    () => (
      <PrefsProvider>
        <BetsHistoryPage />
        <Toasts />
      </PrefsProvider>
    ),
    { auth: { status: 'LOGGED_IN', profile: player, sessionReady: true }, ...auth, locale },
  );
}

/** The query strings GET /bets was called with. */
function betQueries(spy: ReturnType<typeof mockFetch>['spy']): string[] {
  return spy.mock.calls
    .map(([input]) => new URL((input as Request).url))
    .filter((u) => u.pathname === '/api/sportsbook/bets')
    .map((u) => u.search);
}

const card = (betId: number) =>
  screen.getAllByTestId('bet-card').find((c) => c.dataset.betId === String(betId)) as HTMLElement;

describe('the bets-history page', () => {
  it('asks a signed-out visitor to sign in, and asks nothing of the server', async () => {
    const { spy } = mockFetch({});
    renderPage({ auth: { status: 'NOT_LOGGED_IN' } });
    expect(screen.getByRole('heading', { name: 'My bets' })).toBeTruthy();
    expect(await screen.findByTestId('sign-in-required')).toBeTruthy();
    expect(betQueries(spy)).toEqual([]);
  });

  it('shows the payout status of closed bets and marks the unseen ones, telling the server once', async () => {
    const { calls } = mockFetch({
      'GET /bets': () =>
        json(
          200,
          page([
            bet(3, { status: 'done', result: 'win_entire', payoutStatus: 'paid', seen: false }),
            bet(2, {
              status: 'done',
              result: 'lose_entire',
              winAmount: 0,
              payoutStatus: 'declined',
              seen: true,
            }),
            bet(1, { payoutStatus: 'initial', seen: true }),
          ]),
        ),
      'POST /bets/mark-as-seen': () => new Response(null, { status: 204 }),
    });
    renderPage();
    await screen.findAllByTestId('bet-card');
    expect(within(card(3)).getByTestId('bet-payout-status').textContent).toBe('Paid out');
    expect(within(card(2)).getByTestId('bet-payout-status').textContent).toBe('No payout');
    expect(within(card(1)).queryByTestId('bet-payout-status')).toBeNull();
    expect(within(card(3)).getByTestId('bet-unseen').textContent).toBe('New');
    expect(within(card(2)).queryByTestId('bet-unseen')).toBeNull();
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'POST /bets/mark-as-seen')).toEqual([
        { key: 'POST /bets/mark-as-seen', body: { ids: [3] } },
      ]),
    );
  });

  it('shows each bet as a card: type, ref, stake, odds, potential win or payout, status, selections', async () => {
    mockFetch({
      'GET /bets': () =>
        json(
          200,
          page([
            bet(3, {
              type: 'system',
              systemType: { id: '2/3', winCount: 2, totalCount: 3 },
              stake: 3000,
              selections: [
                sel('1', { status: 'win' }),
                sel('2', { matchId: 11, matchName: 'Lyon – Nice', status: 'lose' }),
                sel('3', { matchId: 12, matchName: 'Roma – Lazio', status: 'void' }),
              ],
            }),
            bet(2, { type: 'combo', status: 'done', result: 'win_entire', winAmount: 6250 }),
            bet(1, { cashoutAmount: 1520 }),
          ]),
        ),
    });
    renderPage();
    await screen.findAllByTestId('bet-card');
    const system = card(3);
    expect(within(system).getByRole('heading', { name: 'System 2/3' })).toBeTruthy();
    expect(within(system).getByText('SB-3')).toBeTruthy();
    expect(within(system).getByTestId('bet-stake').textContent).toBe('€30.00');
    expect(within(system).getByText('Open', { selector: '[data-tone=open]' })).toBeTruthy();
    expect(within(system).getByTestId('bet-payout').textContent).toBe('€25.00');
    // The slip's name for the same number.
    expect(within(system).getByText('Potential return (incl. stake)')).toBeTruthy();
    expect(
      within(system)
        .getAllByTestId('bet-selection')
        .map((s) => [s.dataset.status, s.textContent]),
    ).toEqual([
      ['win', '✓Arsenal – Chelsea1x2: ArsenalWon2.50'],
      ['lose', '✕Lyon – Nice1x2: ArsenalLost2.50'],
      ['void', '–Roma – Lazio1x2: ArsenalVoid2.50'],
    ]);
    // A system bet offers no cash-out.
    expect(within(system).queryByTestId('cashout-button')).toBeNull();

    const combo = card(2);
    expect(combo.dataset.status).toBe('done');
    expect(within(combo).getByRole('heading', { name: 'Combo' })).toBeTruthy();
    expect(within(combo).getByText('Payout')).toBeTruthy();
    expect(within(combo).getByTestId('bet-payout').textContent).toBe('€62.50');
    expect(within(combo).getByTestId('bet-result').textContent).toBe('Won');
    expect(within(combo).getByText('Settled')).toBeTruthy();
    expect(within(combo).queryByTestId('cashout')).toBeNull();

    expect(within(card(1)).getByTestId('cashout-button').textContent).toBe('Cash out €15.20');
  });

  it.each([
    ['freebet', 'Potential win (free bet stake not returned)'],
    ['freebet_only_win', 'Potential win (free bet stake not returned)'],
    ['freebet_all_win', 'Potential return (incl. stake)'],
  ] as const)('an open bet with a %s names its potential return as the slip does', async (type, label) => {
    mockFetch({ 'GET /bets': () => json(200, page([bet(1, { bonus: { id: '7', type } })])) });
    renderPage();
    await screen.findAllByTestId('bet-card');
    expect(within(card(1)).getByText(label)).toBeTruthy();
  });

  it("shows odds in the player's format", async () => {
    localStorage.setItem('activeOddsType', 'american');
    mockFetch({ 'GET /bets': () => json(200, page([bet(1)])) });
    renderPage();
    await screen.findAllByTestId('bet-card');
    expect(within(card(1)).getByText('Odds').nextSibling?.textContent).toBe('+150');
  });

  it('sends the filters and the page, and keeps them in the URL', async () => {
    const { spy } = mockFetch({
      'GET /bets': (req) => {
        const p = Number(new URL(req.url).searchParams.get('page'));
        return json(200, page([bet(p)], { page: p, lastPage: 3, total: 41 }));
      },
    });
    renderPage();
    await screen.findAllByTestId('bet-card');
    const tabs = screen.getAllByTestId('bet-filter');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['All', 'true'],
      ['Open', 'false'],
      ['Settled', 'false'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('page-indicator').textContent).toBe('Page 2 of 3'));
    fireEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Settled' }).getAttribute('aria-selected')).toBe('true'),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Result' }), { target: { value: 'refund' } });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/?status=settled&result=refund'),
    );
    // An open bet has no result: the result filter is off and not sent.
    fireEvent.click(screen.getByRole('tab', { name: 'Open' }));
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Result' }) as HTMLSelectElement).disabled).toBe(true),
    );
    await waitFor(() =>
      expect(betQueries(spy)).toEqual([
        '?status=all&result=all&page=1&limit=20',
        '?status=all&result=all&page=2&limit=20',
        '?status=settled&result=all&page=1&limit=20',
        '?status=settled&result=refund&page=1&limit=20',
        '?status=open&result=all&page=1&limit=20',
      ]),
    );
  });

  it('says so when there are no bets, and offers a match to bet on', async () => {
    mockFetch({ 'GET /bets': () => json(200, page([])) });
    renderPage();
    expect((await screen.findByTestId('bets-empty')).textContent).toBe('No bets yet.');
    expect(screen.getByRole('link', { name: 'Find a match to bet on' }).getAttribute('href')).toBe('/');
  });

  it('when no bet matches the filters, says so and shows all bets at a click', async () => {
    const { calls } = mockFetch({
      'GET /bets': (req) =>
        json(200, new URL(req.url).searchParams.get('status') === 'open' ? page([]) : page([bet(1)])),
    });
    renderPage({ path: '/profile/bets?status=open' });
    expect((await screen.findByTestId('bets-empty')).textContent).toBe('No bets match these filters.');
    fireEvent.click(screen.getByRole('button', { name: 'Show all bets' }));
    expect(await screen.findByTestId('bet-card')).toBeTruthy();
    expect(calls.filter((c) => c.key === 'GET /bets')).toHaveLength(2);
  });

  it('narrows the bets by dates, sport and bet type, keeps them in the URL, and clears them', async () => {
    // Only the clock's date is the test's: the dates are days of the player's calendar.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 1, 15, 30));
    const { spy } = mockFetch({
      'GET /bets': (req) =>
        json(200, new URL(req.url).searchParams.get('type') === 'system' ? page([]) : page([bet(1)])),
      'GET /bets/sports': () =>
        json(200, {
          sports: [
            { id: 1, key: 'football', name: 'Football', type: 'sport' },
            { id: 5, key: 'tennis', name: 'Tennis', type: 'sport' },
          ],
        }),
    });
    renderPage();
    await screen.findAllByTestId('bet-card');
    const filters = screen.getByRole('group', { name: 'Filters' });
    const sport = within(filters).getByRole('combobox', { name: 'Sport' }) as HTMLSelectElement;
    // The choices of sport are the sports of the player's bets.
    await waitFor(() => expect(sport.disabled).toBe(false));
    expect([...sport.options].map((o) => o.text)).toEqual(['All sports', 'Football', 'Tennis']);
    expect(within(filters).queryByRole('button', { name: 'Clear filters' })).toBeNull();

    fireEvent.change(sport, { target: { value: '5' } });
    fireEvent.change(within(filters).getByRole('combobox', { name: 'Date' }), { target: { value: '7d' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/?sport=5&period=7d'));
    fireEvent.change(within(filters).getByRole('combobox', { name: 'Bet type' }), {
      target: { value: 'system' },
    });
    expect((await screen.findByTestId('bets-empty')).textContent).toBe('No bets match these filters.');
    expect(screen.getByTestId('location').textContent).toBe('/?sport=5&period=7d&type=system');

    fireEvent.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    const week = { from: new Date(2026, 3, 25).toISOString(), to: new Date(2026, 4, 2).toISOString() };
    await waitFor(() =>
      expect(betQueries(spy).map((q) => Object.fromEntries(new URLSearchParams(q)))).toEqual([
        { status: 'all', result: 'all', page: '1', limit: '20' },
        { status: 'all', result: 'all', sport_id: '5', page: '1', limit: '20' },
        { status: 'all', result: 'all', sport_id: '5', ...week, page: '1', limit: '20' },
        { status: 'all', result: 'all', sport_id: '5', type: 'system', ...week, page: '1', limit: '20' },
        // Bets change while away: the unfiltered list is asked for again.
        { status: 'all', result: 'all', page: '1', limit: '20' },
      ]),
    );
  });

  it('asks nothing while custom dates are the wrong way round, and says so on the last one', async () => {
    const { spy } = mockFetch({ 'GET /bets': () => json(200, page([bet(1)])) });
    renderPage({ path: '/profile/bets?period=custom&from=2026-04-12&to=2026-04-10' });
    const to = await screen.findByLabelText('To');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-04-12');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(to.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The start date is after the end date.',
    );
    expect(screen.queryByTestId('bet-card')).toBeNull();
    fireEvent.input(to, { target: { value: '2026-04-20' } });
    expect(await screen.findByTestId('bet-card')).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBeNull();
    const asked = new URLSearchParams(betQueries(spy)[0]);
    expect([asked.get('from'), asked.get('to')]).toEqual([
      new Date(2026, 3, 12).toISOString(),
      new Date(2026, 3, 21).toISOString(),
    ]);
    expect(betQueries(spy)).toHaveLength(1);
  });

  it("shows rows in the bets' room while loading, and a failure with Retry that loads them", async () => {
    const bets = failingUntilRecovered(() => json(200, page([bet(1)])));
    mockFetch({ 'GET /bets': bets.handler });
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    await retryAfterFailure(bets.recover);
    expect(await screen.findByTestId('bet-card')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('cash-out', () => {
  const cashed = bet(1, { status: 'cashed_out', result: 'cashed_out', winAmount: 1520 });

  // The spec's cash-out payload carries the locale: the server names the bet's selections in the
  // page's language, whatever the browser's Accept-Language.
  it("sends the page's locale", async () => {
    const { calls } = mockFetch({
      'GET /bets': () => json(200, page([bet(1, { cashoutAmount: 1520 })])),
      'POST /bets/cashout': () => json(200, cashed),
    });
    renderPage({}, 'fr');
    fireEvent.click(await screen.findByTestId('cashout-button'));
    fireEvent.click(screen.getByTestId('cashout-confirm'));
    await waitFor(() => expect(card(1).dataset.status).toBe('cashed_out'));
    expect(calls.find((c) => c.key === 'POST /bets/cashout')?.body).toMatchObject({ locale: 'fr' });
  });

  it('asks for confirmation, then cashes out at the shown amount', async () => {
    const { calls } = mockFetch({
      'GET /bets': () => json(200, page([bet(1, { cashoutAmount: 1520 })])),
      'POST /bets/cashout': () => json(200, cashed),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('cashout-button'));
    const confirm = screen.getByTestId('cashout-confirm');
    expect(confirm.textContent).toBe('Confirm cash-out €15.20');
    expect(document.activeElement).toBe(confirm);
    expect(calls.filter((c) => c.key === 'POST /bets/cashout')).toEqual([]);
    fireEvent.click(confirm);
    await waitFor(() => expect(card(1).dataset.status).toBe('cashed_out'));
    expect(calls.find((c) => c.key === 'POST /bets/cashout')?.body).toEqual({
      bet_id: 1,
      to_cashout: 1520,
      locale: 'en',
    });
    expect(within(card(1)).getByTestId('bet-payout').textContent).toBe('€15.20');
    expect(within(card(1)).getByText('Payout')).toBeTruthy();
    expect(within(card(1)).queryByTestId('cashout-button')).toBeNull();
    const toast = await screen.findByTestId('toast');
    expect(toast.dataset.type).toBe('success');
    expect(toast.textContent).toContain('Cashed out €15.20');
  });

  it('cancelling the confirmation sends nothing', async () => {
    const { calls } = mockFetch({ 'GET /bets': () => json(200, page([bet(1, { cashoutAmount: 1520 })])) });
    renderPage();
    fireEvent.click(await screen.findByTestId('cashout-button'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('cashout-button').textContent).toBe('Cash out €15.20');
    expect(calls.filter((c) => c.key === 'POST /bets/cashout')).toEqual([]);
  });

  it('a changed value shows the new amount with a notice and asks again', async () => {
    let answer = json(422, { code: 'CASHOUT_CHANGED', message: 'x', details: { amount: 1480 } });
    const { calls } = mockFetch({
      'GET /bets': () => json(200, page([bet(1, { cashoutAmount: 1520 })])),
      'POST /bets/cashout': () => answer,
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('cashout-button'));
    fireEvent.click(screen.getByTestId('cashout-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('cashout-confirm').textContent).toBe('Confirm cash-out €14.80'),
    );
    expect(screen.getByTestId('cashout-notice').textContent).toBe(
      'The cash-out value changed. Confirm the new amount.',
    );
    expect(card(1).dataset.status).toBe('waiting_results');
    answer = json(200, { ...cashed, winAmount: 1480 });
    fireEvent.click(screen.getByTestId('cashout-confirm'));
    await waitFor(() => expect(card(1).dataset.status).toBe('cashed_out'));
    expect(calls.filter((c) => c.key === 'POST /bets/cashout').map((c) => c.body)).toEqual([
      { bet_id: 1, to_cashout: 1520, locale: 'en' },
      { bet_id: 1, to_cashout: 1480, locale: 'en' },
    ]);
    expect(screen.queryByTestId('cashout-notice')).toBeNull();
  });

  it('an unavailable cash-out takes the button away with a notice', async () => {
    mockFetch({
      'GET /bets': () => json(200, page([bet(1, { cashoutAmount: 1520 })])),
      'POST /bets/cashout': () => json(422, { code: 'CASHOUT_UNAVAILABLE', message: 'x' }),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('cashout-button'));
    fireEvent.click(screen.getByTestId('cashout-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('cashout-notice').textContent).toBe(
        'Cash-out is not available for this bet right now.',
      ),
    );
    expect(screen.queryByTestId('cashout-button')).toBeNull();
    expect(screen.queryByTestId('cashout-confirm')).toBeNull();
    expect((screen.getByTestId('cashout-unavailable') as HTMLButtonElement).disabled).toBe(true);
    expect(card(1).dataset.status).toBe('waiting_results');
  });

  it('a failed request keeps the offer, with a notice', async () => {
    mockFetch({
      'GET /bets': () => json(200, page([bet(1, { cashoutAmount: 1520 })])),
      'POST /bets/cashout': () => json(500, { code: 'INTERNAL', message: 'x' }),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('cashout-button'));
    fireEvent.click(screen.getByTestId('cashout-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('cashout-notice').textContent).toBe(
        'The cash-out did not go through. Try again.',
      ),
    );
    expect(screen.getByTestId('cashout-button').textContent).toBe('Cash out €15.20');
  });
});

describe('live updates from the private channel', () => {
  const send = (qc: Parameters<typeof applyBetMessage>[0], msg: RealtimeMessage) =>
    act(() => applyBetMessage(qc, msg));

  it('bet_cashout_changed moves the value in place, and withdraws it', async () => {
    mockFetch({ 'GET /bets': () => json(200, page([bet(1, { cashoutAmount: 1520 }), bet(2)])) });
    const { qc } = renderPage();
    const button = await screen.findByTestId('cashout-button');
    const slot = button.parentElement as HTMLElement;
    send(qc, { event_name: 'bet_cashout_changed', message: { bet: bet(1, { cashoutAmount: 1610 }) } });
    await waitFor(() => expect(screen.getByTestId('cashout-button').textContent).toBe('Cash out €16.10'));
    // The same button, updated in place.
    expect(screen.getByTestId('cashout-button')).toBe(button);
    // A value for a bet that had none shows its button.
    send(qc, { event_name: 'bet_cashout_changed', message: { bet: bet(2, { cashoutAmount: 900 }) } });
    await waitFor(() =>
      expect(within(card(2)).getByTestId('cashout-button').textContent).toBe('Cash out €9.00'),
    );
    send(qc, { event_name: 'bet_cashout_changed', message: { bet: bet(1) } });
    await waitFor(() => expect(within(card(1)).queryByTestId('cashout-button')).toBeNull());
    // The slot stays, so the page does not move, and says cash-out is suspended.
    expect(within(card(1)).getByTestId('cashout')).toBe(slot);
    const unavailable = within(card(1)).getByRole('button', { name: 'Cash-out unavailable' });
    expect(unavailable.dataset.testid).toBe('cashout-unavailable');
    expect((unavailable as HTMLButtonElement).disabled).toBe(true);
    // Offered again: the button comes back.
    send(qc, { event_name: 'bet_cashout_changed', message: { bet: bet(1, { cashoutAmount: 1500 }) } });
    await waitFor(() =>
      expect(within(card(1)).getByTestId('cashout-button').textContent).toBe('Cash out €15.00'),
    );
    expect(within(card(1)).queryByTestId('cashout-unavailable')).toBeNull();
  });

  it('bet_changed replaces the bet (settled, with its payout and leg results)', async () => {
    mockFetch({ 'GET /bets': () => json(200, page([bet(1, { cashoutAmount: 1520 })])) });
    const { qc } = renderPage();
    await screen.findByTestId('cashout-button');
    send(qc, {
      event_name: 'bet_changed',
      message: {
        bet: bet(1, {
          status: 'done',
          result: 'lose_entire',
          winAmount: 0,
          selections: [sel('1', { status: 'lose' })],
        }),
      },
    });
    await waitFor(() => expect(card(1).dataset.status).toBe('done'));
    expect(within(card(1)).getByTestId('bet-result').textContent).toBe('Lost');
    expect(within(card(1)).getByTestId('bet-payout').textContent).toBe('€0.00');
    expect(within(card(1)).getByTestId('bet-selection').dataset.status).toBe('lose');
    expect(within(card(1)).queryByTestId('cashout-button')).toBeNull();
  });

  it('a VIP bet that becomes rejected leaves the list', async () => {
    mockFetch({ 'GET /bets': () => json(200, page([bet(1, { isVip: true }), bet(2)])) });
    const { qc } = renderPage();
    await screen.findAllByTestId('bet-card');
    send(qc, { event_name: 'bet_changed', message: { bet: bet(1, { isVip: true, status: 'rejected' }) } });
    await waitFor(() => expect(screen.getAllByTestId('bet-card').map((c) => c.dataset.betId)).toEqual(['2']));
  });

  it('a bet the list does not hold yet loads the list again', async () => {
    let items = [bet(1)];
    const { spy } = mockFetch({ 'GET /bets': () => json(200, page(items)) });
    const { qc } = renderPage();
    await screen.findAllByTestId('bet-card');
    items = [bet(2), bet(1)];
    send(qc, { event_name: 'bet_changed', message: { bet: bet(2) } });
    await waitFor(() =>
      expect(screen.getAllByTestId('bet-card').map((c) => c.dataset.betId)).toEqual(['2', '1']),
    );
    expect(betQueries(spy)).toHaveLength(2);
  });
});
