import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BetSettings } from '../../api/types';
import { PrefsProvider } from '../../core/prefs';
import { REQUEST } from '../../core/routeData';
import { initialQuickBet } from '../../domain/ticket/quickbet';
import { englishMessages } from '../../i18n';
import { changeBetType, emptyTicket, systemTypes, toggleOutcome } from '../../domain/ticket/ticket';
import { json, mockFetch, player, renderWithAuth } from '../../test/auth';
import { market, match, settings as fixtureSettings } from '../../test/fixtures';
import { dismissAllAlerts } from '../../core/alerts/alerts';
import { Toasts } from '../../core/alerts/Toasts';
import type { AuthContextValue } from '../../core/auth';
import type { PlacedBet } from '../mybets/patch';
import BetSlip from './BetSlip';
import { SlipSettingsProvider } from './BetSlipHost';
import { SlipOdds } from './SlipOdds';
import {
  getQuickBet,
  getTicket,
  OVERLAY_MEDIA,
  PHONE_MEDIA,
  selectionOf,
  setOpen,
  setTab,
  setTicket,
  updateQuickBet,
} from './store';

// The slip panel with the odds buttons that feed it, against a mocked API: the quick bet, the bet
// builder's price and the custom-bet modal, the MY_BETS tab and the odds-accept mode.

// The fixture's settings, with no sport types, providers or feature flags given.
const settings: BetSettings = fixtureSettings({ sportTypeProviders: {}, featureFlags: {} });

const live = match(5, { status: 1, nameA: 'Arsenal', nameB: 'Chelsea' });
const result = market(5, {
  outcomes: [
    { id: '1', name: 'Arsenal', active: true, odds: 2500 },
    { id: '2', name: 'Chelsea', active: true, odds: 3000 },
  ],
});
const total = market(5, {
  marketId: 18,
  name: 'Total 2.5',
  specifier: 'total=2.5',
  outcomes: [{ id: 'over', name: 'Over 2.5', active: true, odds: 1900 }],
});

const placedBet: PlacedBet = {
  betId: 1,
  type: 'single',
  ref: 'SB-1',
  status: 'waiting_results',
  isVip: false,
  stake: 200,
  currency: 'EUR',
  subunits: 2,
  odds: 2500,
  winAmount: 500,
  selections: [],
  createdAt: '2026-11-23T10:00:00Z',
  result: 'no_results',
};

const signedIn: Partial<AuthContextValue> = { status: 'LOGGED_IN', profile: player, sessionReady: true };

let qc: QueryClient | undefined;

function renderSlip(
  auth: Partial<AuthContextValue> = signedIn,
  over: Partial<BetSettings> = {},
  extra?: ReactNode,
) {
  // The settings every page has inlined, there from the first render.
  qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData([REQUEST.settings], { ...settings, ...over });
  return renderWithAuth(
    () => (
      <PrefsProvider>
        <SlipSettingsProvider>
          <SlipOdds match={live} market={result} outcome={result.outcomes[0]!} />
          <SlipOdds match={live} market={result} outcome={result.outcomes[1]!} />
          <div data-testid="builder">
            <SlipOdds match={live} market={result} outcome={result.outcomes[0]!} custom />
            <SlipOdds match={live} market={total} outcome={total.outcomes[0]!} custom />
          </div>
          {extra}
          <BetSlip />
          <Toasts />
        </SlipSettingsProvider>
      </PrefsProvider>
    ),
    { auth, qc },
  );
}

const accounts = () =>
  json(200, [{ currency: 'EUR', active: true, balance: { total: 5000, locked: 0, available_to_bet: 5000 } }]);

beforeEach(() => {
  setTicket(emptyTicket);
  updateQuickBet(() => initialQuickBet);
  setTab('BET_SLIP');
  setOpen(true);
});
afterEach(async () => {
  // A test ends once its requests are answered: the accounts query, say, fetches only after the
  // platform client's module has loaded, which can be after a test's last look; restoring the
  // fetch mock under it would let that request out to the network.
  const client = qc;
  if (client) await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
  qc = undefined;
  cleanup();
  dismissAllAlerts();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  delete window.dataLayer;
});

const main = (name: RegExp) =>
  screen.getAllByRole('button', { name }).find((b) => !b.closest('[data-testid="builder"]'))!;
const builder = (name: RegExp) => within(screen.getByTestId('builder')).getByRole('button', { name });

describe('quick bet', () => {
  it('a live pick with an approved stake places a quick single at once, and the slip stays empty', async () => {
    const { calls } = mockFetch({
      'GET /player/accounts': accounts,
      'POST /v3/bets': () => json(201, { bets: [placedBet] }),
    });
    renderSlip();
    fireEvent.click(screen.getByTestId('quickbet-toggle'));
    fireEvent.input(screen.getByTestId('quickbet-stake'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('quickbet-approve'));
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /player/accounts')).toBe(true));
    const accountLooks = () => calls.filter((c) => c.key === 'GET /player/accounts').length;
    const before = accountLooks();
    fireEvent.click(main(/^Arsenal 2\.50/));
    await screen.findByText('Quick bet placed', { selector: '[data-testid="toast"] *' });
    // The balance is asked again: its balance_changed may come before the private channel is up.
    await waitFor(() => expect(accountLooks()).toBeGreaterThan(before));
    const body = calls.find((c) => c.key === 'POST /v3/bets')?.body as {
      meta: { quick: boolean; type: string; request_id: string; device_id: string };
      bets: { type: string; stake: { value: number }; selections: { outcome_id: string; odds: number }[] }[];
    };
    expect(body.meta).toMatchObject({ quick: true, type: 'single' });
    expect(body.meta.device_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.bets).toEqual([
      expect.objectContaining({ type: 'single', stake: { value: 200, currency: 'EUR' } }),
    ]);
    expect(body.bets[0]!.selections[0]).toMatchObject({ outcome_id: '1', odds: 2500 });
    expect(screen.getByTestId('quickbet-state').dataset.state).toBe('SUCCESS');
    expect(screen.getByTestId('betslip-count').textContent).toBe('0');
    expect(window.dataLayer?.map((e) => e.event)).toEqual(['place_bet_success', 'placed_bet']);
    expect(window.dataLayer?.[1]).toMatchObject({ bet_id: 1, stake: 200, currency: 'EUR' });
  });

  it('an unapproved quick bet places nothing and says why', async () => {
    const { calls } = mockFetch({ 'GET /player/accounts': accounts });
    renderSlip();
    fireEvent.click(screen.getByTestId('quickbet-toggle'));
    fireEvent.click(main(/^Arsenal 2\.50/));
    expect(await screen.findByText(/approve one-click bets/)).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /v3/bets')).toBe(false);
  });

  it('a refused quick bet shows the error of its code', async () => {
    mockFetch({
      'GET /player/accounts': accounts,
      'POST /v3/bets': () =>
        json(422, { code: 'INVALID_ODDS', message: 'error.place_bets.invalid_odds', errors_by_bet: [] }),
    });
    renderSlip();
    fireEvent.click(screen.getByTestId('quickbet-toggle'));
    fireEvent.input(screen.getByTestId('quickbet-stake'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('quickbet-approve'));
    fireEvent.click(main(/^Arsenal 2\.50/));
    await waitFor(() => expect(screen.getByTestId('quickbet-state').dataset.state).toBe('ERROR'));
    expect(screen.getByTestId('quickbet-state').textContent).toMatch(/odds/i);
  });

  // Spec section 5: a quick bet needs a potential win above its stake. The panel showed the raw
  // key and the toast 'Something went wrong' while the key had no text.
  it('a quick bet that would win no more than its stake places nothing and says so', async () => {
    const { calls } = mockFetch({ 'GET /player/accounts': accounts });
    const low = market(5, {
      marketId: 19,
      name: 'Double chance',
      outcomes: [{ id: '1x', name: 'Arsenal or draw', active: true, odds: 1010 }],
    });
    renderSlip(signedIn, {}, <SlipOdds match={live} market={low} outcome={low.outcomes[0]!} />);
    fireEvent.click(screen.getByTestId('quickbet-toggle'));
    fireEvent.input(screen.getByTestId('quickbet-stake'), { target: { value: '0.10' } });
    fireEvent.click(screen.getByTestId('quickbet-approve'));
    fireEvent.click(screen.getByRole('button', { name: /^Arsenal or draw 1\.01/ }));
    const said = 'The potential win must be higher than the stake.';
    await screen.findByText(said, { selector: '[data-testid="toast"] *' });
    expect(screen.getByTestId('quickbet-state').dataset.state).toBe('ERROR');
    expect(screen.getByTestId('quickbet-state').textContent).toContain(said);
    expect(calls.some((c) => c.key === 'POST /v3/bets')).toBe(false);
  });

  it("Max sets the quick stake to the server's maximum for one single", async () => {
    const { calls } = mockFetch({
      'GET /player/accounts': accounts,
      'POST /bets/max-stake': () => json(200, { max_stakes: [1500] }),
    });
    renderSlip();
    fireEvent.click(screen.getByTestId('quickbet-toggle'));
    fireEvent.click(await screen.findByRole('button', { name: 'Stake the most you can: €15.00' }));
    await waitFor(() => expect((screen.getByTestId('quickbet-stake') as HTMLInputElement).value).toBe('15'));
    const asked = calls.filter((c) => c.key === 'POST /bets/max-stake').map((c) => c.body);
    expect(asked.at(-1)).toEqual({ currency: 'EUR', bets: [{ type: 'single', selections: 1 }] });
  });

  it('a balance below the stake takes the approval back', async () => {
    mockFetch({
      'GET /player/accounts': () =>
        json(200, [
          { currency: 'EUR', active: true, balance: { total: 100, locked: 0, available_to_bet: 100 } },
        ]),
    });
    renderSlip();
    fireEvent.click(screen.getByTestId('quickbet-toggle'));
    fireEvent.input(screen.getByTestId('quickbet-stake'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('quickbet-approve'));
    await waitFor(() =>
      expect((screen.getByTestId('quickbet-approve') as HTMLInputElement).checked).toBe(false),
    );
  });
});

describe('bet builder', () => {
  it('builder picks are priced together; a refused price says so and blocks placing', async () => {
    let answer = () => json(200, { odds: 4100 });
    const { calls } = mockFetch({
      'GET /player/accounts': accounts,
      'POST /bets/custom/odds': () => answer(),
    });
    renderSlip();
    fireEvent.click(builder(/^Arsenal/));
    // A pick waits for the ticket's rules, which load with the first one.
    expect((await screen.findByTestId('builder-note')).textContent).toMatch(/at least 2/);
    fireEvent.click(builder(/^Over 2\.5/));
    await waitFor(() => expect(screen.getByTestId('builder-odds').dataset.odds).toBe('4100'));
    expect(calls.find((c) => c.key === 'POST /bets/custom/odds')?.body).toEqual({
      match_id: 5,
      selections: [
        { market_id: 1, specifier: '', outcome_id: '1' },
        { market_id: 18, specifier: 'total=2.5', outcome_id: 'over' },
      ],
    });
    expect(builder(/^Arsenal/).getAttribute('aria-pressed')).toBe('true');
    expect(main(/^Arsenal 2\.50/).getAttribute('aria-pressed')).toBe('false');

    answer = () =>
      json(422, { code: 'INVALID_ODDS_CUSTOM_BET', message: 'error.place_bets.invalid_odds_custom_bet' });
    fireEvent.click(builder(/^Over 2\.5/));
    await waitFor(() => expect(builder(/^Over 2\.5/).getAttribute('aria-pressed')).toBe('false'));
    fireEvent.click(builder(/^Over 2\.5/));
    await waitFor(() => expect(screen.getByTestId('builder-note').textContent).toMatch(/cannot be combined/));
    expect((screen.getByTestId('place-bet') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a plain pick while the slip holds a builder asks in the custom-bet modal; replacing starts over', async () => {
    mockFetch({
      'GET /player/accounts': accounts,
      'POST /bets/custom/odds': () => json(200, { odds: 4100 }),
    });
    renderSlip();
    fireEvent.click(builder(/^Arsenal/));
    fireEvent.click(builder(/^Over 2\.5/));
    fireEvent.click(main(/^Chelsea 3\.00/));
    const modal = await screen.findByTestId('custom-bet-modal');
    fireEvent.click(within(modal).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(screen.queryByTestId('custom-bet-modal')).toBeNull());
    expect(screen.getAllByTestId('betslip-selection')).toHaveLength(1);
    expect(main(/^Chelsea 3\.00/).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('builder-odds')).toBeNull();
  });
});

describe('the panel', () => {
  it('MY_BETS lists the open bets (the spec page size of 500)', async () => {
    const { spy } = mockFetch({
      'GET /player/accounts': accounts,
      'GET /bets': () =>
        json(200, { items: [placedBet], pagination: { total: 1, page: 1, limit: 500, lastPage: 1 } }),
    });
    renderSlip();
    fireEvent.click(screen.getByRole('tab', { name: 'My bets' }));
    expect(await screen.findAllByTestId('bet-card')).toHaveLength(1);
    const url = spy.mock.calls
      .map(([r]) => new URL(r instanceof Request ? r.url : String(r), location.href))
      .find((u) => u.pathname.endsWith('/bets') && u.searchParams.has('status'));
    expect(url?.searchParams.get('status')).toBe('open');
    expect(url?.searchParams.get('limit')).toBe('500');
  });

  it('a signed-out visitor sees none of the signed-in controls: no My bets, quick bet or accept mode', async () => {
    mockFetch({});
    renderSlip({ status: 'NOT_LOGGED_IN' });
    expect(screen.queryByTestId('accept-mode')).toBeNull();
    expect(screen.queryByTestId('quickbet-toggle')).toBeNull();
    expect(screen.queryByRole('tab', { name: 'My bets' })).toBeNull();
    fireEvent.click(main(/^Arsenal 2\.50/));
    expect(await screen.findByTestId('place-bet')).toBeTruthy();
    expect(screen.queryByTestId('betslip-stake-max')).toBeNull();
  });

  it('over the page (a tablet, a phone) the open slip is a dialog: Tab stays in it, Escape closes it', async () => {
    vi.stubGlobal(
      'matchMedia',
      (q: string) =>
        ({
          matches: q === OVERLAY_MEDIA,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    setOpen(false);
    mockFetch({});
    renderSlip({ status: 'NOT_LOGGED_IN' });
    fireEvent.click(main(/^Arsenal 2\.50/));
    const panel = await screen.findByTestId('betslip');
    const bar = screen.getByTestId('betslip-toggle');
    // The first pick leaves it closed (the bar counts it); the bar opens it.
    expect(bar.getAttribute('aria-expanded')).toBe('false');
    expect(panel.getAttribute('role')).toBeNull();
    fireEvent.click(bar);
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('aria-modal')).toBe('true');
    // From the last control (Place bet, enabled by a stake) Tab goes to the first, and Shift+Tab back.
    fireEvent.input(screen.getByTestId('betslip-stake'), { target: { value: '2' } });
    const place = screen.getByTestId('place-bet');
    place.focus();
    expect(document.activeElement).toBe(place);
    fireEvent.keyDown(place, { key: 'Tab' });
    expect(document.activeElement).toBe(bar);
    fireEvent.keyDown(bar, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(place);
    fireEvent.keyDown(place, { key: 'Escape' });
    expect(bar.getAttribute('aria-expanded')).toBe('false');
    expect(panel.getAttribute('role')).toBeNull();
    expect(document.activeElement).toBe(bar);
  });

  it('a quick bet left on is turned off for a visitor, who has no switch for it', async () => {
    mockFetch({});
    updateQuickBet((q) => ({ ...q, isEnabled: true }));
    renderSlip({ status: 'NOT_LOGGED_IN' });
    await waitFor(() => expect(getQuickBet().isEnabled).toBe(false));
  });

  it('the odds-accept mode is saved with POST /settings and its answer becomes the settings', async () => {
    const { calls } = mockFetch({
      'GET /player/accounts': accounts,
      'POST /settings': () => json(200, { ...settings, oddsAcceptMode: 'higher' }),
    });
    const { qc } = renderSlip();
    fireEvent.change(screen.getByTestId('accept-mode'), { target: { value: 'higher' } });
    await waitFor(() =>
      expect(qc.getQueryData<BetSettings>([REQUEST.settings])?.oddsAcceptMode).toBe('higher'),
    );
    expect(calls.find((c) => c.key === 'POST /settings')?.body).toEqual({
      auto_accept_odds_change: 'higher',
    });
    await act(async () => {});
    expect((screen.getByTestId('accept-mode') as HTMLSelectElement).value).toBe('higher');
  });
});

describe('the return a player wants', () => {
  it('a return typed stakes the single for it and stays as typed; a stake typed shows its return', async () => {
    mockFetch({});
    renderSlip({ status: 'NOT_LOGGED_IN' });
    fireEvent.click(main(/^Arsenal 2\.50/));
    const toReturn = (await screen.findByTestId('betslip-return')) as HTMLInputElement;
    expect(toReturn.labels?.[0]?.textContent).toContain('To return');
    fireEvent.input(toReturn, { target: { value: '25.01' } });
    // €10.00 at 2.50 returns €25.00, the most that is not over €25.01.
    expect((screen.getByTestId('betslip-stake') as HTMLInputElement).value).toBe('10');
    expect(toReturn.value).toBe('25.01');
    expect(getTicket().bets[0]).toMatchObject({ stake: 1000, stakeSource: 'potential_win' });
    fireEvent.input(screen.getByTestId('betslip-stake'), { target: { value: '4' } });
    expect(toReturn.value).toBe('10');
  });
});

describe('restoring the slip after a reload', () => {
  it('rebuilds the kept slip from fresh match and market data before it can be placed', async () => {
    const kept = toggleOutcome(emptyTicket, selectionOf(live, result, result.outcomes[0]!), {
      multiSingleByProvider: {},
      currency: 'EUR',
      subunits: 2,
    });
    setTicket({ ...kept, isRestoring: true, bets: kept.bets.map((b) => ({ ...b, stake: 500 })) });
    const moved = { ...result, outcomes: [{ ...result.outcomes[0]!, odds: 2600 }, result.outcomes[1]!] };
    mockFetch({
      'GET /player/accounts': accounts,
      'GET /matches/5': () => json(200, live),
      'GET /matches/5/markets': () =>
        json(200, {
          data: [moved],
          marketGroups: [],
          pagination: { total: 1, page: 1, limit: 500, lastPage: 1 },
        }),
    });
    renderSlip();
    expect(screen.getByText('Checking the latest odds…')).toBeTruthy();
    expect((screen.getByTestId('place-bet') as HTMLButtonElement).disabled).toBe(true);
    // The odds moved while away: shown, and flagged for the player to accept (mode none).
    await waitFor(() => expect(screen.getByTestId('betslip-odds').dataset.odds).toBe('2600'));
    expect(screen.getByRole('img', { name: 'Odds up from 2.50 to 2.60' }).dataset.move).toBe('up');
    expect(screen.getByTestId('odds-changed')).toBeTruthy();
    expect(screen.queryByText('Checking the latest odds…')).toBeNull();
  });
});

describe('a language change', () => {
  /** Switches the page to French as the app does: <html lang> first (the API reads it), then the UI. */
  function French({ children }: { children: ReactNode }) {
    const [locale, setLocale] = useState('en');
    return (
      <IntlProvider locale={locale} messages={englishMessages} onError={() => {}}>
        <button
          type="button"
          onClick={() => {
            document.documentElement.lang = 'fr';
            setLocale('fr');
          }}
        >
          Français
        </button>
        {children}
      </IntlProvider>
    );
  }
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it("reads the slip's names again in the new language, keeping its odds, their state and its stake", async () => {
    const inFrench = {
      ...result,
      name: 'Résultat du match',
      // The odds moved too: the names follow the language, the odds their own channel.
      outcomes: [{ ...result.outcomes[0]!, name: 'Arsenal (domicile)', odds: 2700 }, result.outcomes[1]!],
    };
    mockFetch({
      'GET /player/accounts': accounts,
      'GET /matches/5': () => json(200, live),
      'GET /matches/5/markets': (req) =>
        json(200, {
          data: [req.headers.get('Accept-Language') === 'fr' ? inFrench : result],
          marketGroups: [],
          pagination: { total: 1, page: 1, limit: 500, lastPage: 1 },
        }),
    });
    qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    qc.setQueryData([REQUEST.settings], settings);
    renderWithAuth(
      () => (
        <French>
          <PrefsProvider>
            <SlipSettingsProvider>
              <SlipOdds match={live} market={result} outcome={result.outcomes[0]!} />
              <BetSlip />
            </SlipSettingsProvider>
          </PrefsProvider>
        </French>
      ),
      { auth: signedIn, qc },
    );
    fireEvent.click(main(/^Arsenal 2\.50/));
    fireEvent.input(await screen.findByTestId('betslip-stake'), { target: { value: '2' } });
    expect(screen.getByTestId('betslip-market-name').textContent).toBe('1x2');

    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    await waitFor(() =>
      expect(screen.getByTestId('betslip-market-name').textContent).toBe('Résultat du match'),
    );
    expect(screen.getByTestId('betslip-outcome-name').textContent).toBe('Arsenal (domicile)');
    expect(screen.getByTestId('betslip-odds').dataset.odds).toBe('2500');
    expect(screen.queryByTestId('odds-changed')).toBeNull();
    expect((screen.getByTestId('betslip-stake') as HTMLInputElement).value).toBe('2');
  });
});

describe('currency', () => {
  const usd = () => {
    const t = toggleOutcome(emptyTicket, selectionOf(live, result, result.outcomes[0]!), {
      multiSingleByProvider: {},
      currency: 'USD',
      subunits: 2,
    });
    return { ...t, bets: t.bets.map((b) => ({ ...b, stake: 500 })) };
  };
  it('a kept slip keeps its stake while the profile loads', () => {
    setTicket(usd());
    mockFetch({});
    renderSlip({ status: 'UNKNOWN' });
    expect((screen.getByTestId('betslip-stake') as HTMLInputElement).value).toBe('5');
  });
  it("a slip in another currency than the player's resets its stake (spec: changing currency)", async () => {
    setTicket(usd());
    mockFetch({ 'GET /player/accounts': accounts });
    renderSlip();
    await waitFor(() => expect(screen.getByTestId('betslip-total-stake').textContent).toBe('€0.00'));
  });
});

describe('the slip form', () => {
  const slipSettings = { multiSingleByProvider: { sim: true }, currency: 'EUR', subunits: 2 };
  // Three draws of three matches, as in the issue: 2.00, 1.50 and 3.00.
  const draws = [
    [6, 2000],
    [7, 1500],
    [8, 3000],
  ].map(([id, odds]) =>
    selectionOf(match(id!, { status: 0, nameA: `Home ${id}`, nameB: `Away ${id}` }), market(id!), {
      id: 'X',
      name: 'Draw',
      active: true,
      odds: odds!,
    }),
  );
  const pickDraws = () => setTicket(draws.reduce((t, s) => toggleOutcome(t, s, slipSettings), emptyTicket));

  it('picks of different matches make a combo with its total odds and return incl. stake', () => {
    mockFetch({ 'GET /player/accounts': accounts });
    pickDraws();
    renderSlip();
    expect(screen.getByRole('button', { name: 'Combo' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('betslip-total-odds').textContent).toBe('9.00');
    fireEvent.input(screen.getByTestId('betslip-stake'), { target: { value: '2' } });
    expect(screen.getByText('Potential return (incl. stake)')).toBeTruthy();
    expect(screen.getByTestId('betslip-potential-win').textContent).toBe('€18.00');
  });

  it('a system 2/3 says 3 bets × the stake, and its lowest and highest return, not the treble', async () => {
    const { calls } = mockFetch({
      'GET /player/accounts': accounts,
      'POST /bets/max-stake': () => json(200, { max_stakes: [1666] }),
    });
    pickDraws();
    renderSlip();
    fireEvent.click(screen.getByRole('button', { name: 'System' }));
    fireEvent.input(screen.getByTestId('betslip-stake'), { target: { value: '2' } });
    expect(screen.getByTestId('betslip-system-lines').textContent).toBe('3 bets × €2.00');
    expect(screen.getByTestId('betslip-total-stake').textContent).toBe('€6.00');
    expect(screen.getByTestId('betslip-potential-win-min').textContent).toBe('€6.00');
    expect(screen.getByTestId('betslip-potential-win-max').textContent).toBe('€27.00');
    expect(screen.queryByTestId('betslip-total-odds')).toBeNull();
    // Max of a system is per line: the server is asked about the system, not a combo of three.
    fireEvent.click(await screen.findByRole('button', { name: 'Stake the most you can: €16.66' }));
    await waitFor(() =>
      expect(screen.getByTestId('betslip-system-lines').textContent).toBe('3 bets × €16.66'),
    );
    expect(calls.filter((c) => c.key === 'POST /bets/max-stake').at(-1)?.body).toEqual({
      currency: 'EUR',
      bets: [{ type: 'system', selections: 3, system_id: '2/3' }],
    });
  });

  it('a provider the operator keeps out of system bets: System cannot be chosen; a system bet of its picks says why and cannot be placed', () => {
    mockFetch({ 'GET /player/accounts': accounts });
    pickDraws();
    const view = renderSlip(signedIn, { noSystemProviders: ['sim'] });
    expect((screen.getByRole('button', { name: 'System' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('system-not-allowed')).toBeNull();
    view.unmount();
    // A system bet made before the operator's change (a kept slip).
    setTicket(changeBetType(getTicket(), 'system', slipSettings, systemTypes(3)[0]));
    renderSlip(signedIn, { noSystemProviders: ['sim'] });
    fireEvent.input(screen.getByTestId('betslip-stake'), { target: { value: '2' } });
    expect(screen.getByTestId('system-not-allowed').textContent).toBe(
      "This provider's matches can't be part of a system bet.",
    );
    expect((screen.getByTestId('place-bet') as HTMLButtonElement).disabled).toBe(true);
  });

  it('the stake field: letters never show, a missing stake is said beside Place, Enter on a phone only closes the keyboard', () => {
    mockFetch({ 'GET /player/accounts': accounts });
    pickDraws();
    renderSlip();
    const stake = screen.getByTestId('betslip-stake') as HTMLInputElement;
    const place = screen.getByTestId('place-bet') as HTMLButtonElement;
    expect(place.disabled).toBe(true);
    expect(screen.getByTestId('betslip-stake-needed').textContent).toBe('Enter a stake');
    fireEvent.input(stake, { target: { value: '2a' } });
    expect(stake.value).toBe('2');
    fireEvent.input(stake, { target: { value: '2.505' } });
    expect(stake.value).toBe('2.50');
    expect(screen.queryByTestId('betslip-stake-needed')).toBeNull();
    expect(place.disabled).toBe(false);
    // A desktop's Enter is left to the form: its default is not prevented.
    stake.focus();
    expect(fireEvent.keyDown(stake, { key: 'Enter' })).toBe(true);
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q === PHONE_MEDIA }) as unknown as MediaQueryList);
    expect(fireEvent.keyDown(stake, { key: 'Enter' })).toBe(false);
    expect(document.activeElement).not.toBe(stake);
  });

  it('a refusal for a low balance offers a deposit; changing the stake clears the refusal', async () => {
    mockFetch({
      'GET /player/accounts': accounts,
      'POST /v3/bets': () =>
        json(422, { code: 'INSUFFICIENT_BALANCE', message: 'error.place_bets.insufficient_balance' }),
    });
    pickDraws();
    renderSlip();
    const stake = screen.getByTestId('betslip-stake') as HTMLInputElement;
    fireEvent.input(stake, { target: { value: '90' } });
    fireEvent.click(screen.getByTestId('place-bet'));
    const error = await screen.findByTestId('betslip-error');
    expect(error.textContent).toContain('Your balance is too low for this stake.');
    fireEvent.click(within(error).getByTestId('betslip-deposit'));
    expect(screen.getByTestId('location').textContent).toBe('/profile/wallet/deposit');
    fireEvent.input(stake, { target: { value: '9' } });
    expect(screen.queryByTestId('betslip-error')).toBeNull();
  });

  it('each single has its stake named after its selection', () => {
    mockFetch({ 'GET /player/accounts': accounts });
    pickDraws();
    renderSlip();
    fireEvent.click(screen.getByRole('button', { name: 'Single' }));
    const names = screen.getAllByTestId('betslip-stake').map((i) => i.getAttribute('aria-label'));
    expect(names).toEqual([
      'Stake on Draw, 1x2, Home 6 – Away 6',
      'Stake on Draw, 1x2, Home 7 – Away 7',
      'Stake on Draw, 1x2, Home 8 – Away 8',
    ]);
    expect(screen.getByLabelText('Stake on Draw, 1x2, Home 7 – Away 7')).toBeTruthy();
  });

  it("the quick-stake presets add to the stake; Max stakes the server's maximum as it is when pressed", async () => {
    // The server's answer (its limits, not the client's) decides; a bet limit lowered after the
    // slip first asked counts, since Max asks again.
    let max = 3000;
    const { calls } = mockFetch({
      'GET /player/accounts': accounts,
      'POST /bets/max-stake': () => json(200, { max_stakes: [max] }),
    });
    setTicket(toggleOutcome(emptyTicket, draws[0]!, slipSettings));
    renderSlip();
    const stake = screen.getByTestId('betslip-stake') as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Add €5.00 to the stake' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add €1.00 to the stake' }));
    expect(stake.value).toBe('6');
    const button = await screen.findByRole('button', { name: 'Stake the most you can: €30.00' });
    expect(calls.find((c) => c.key === 'POST /bets/max-stake')?.body).toEqual({
      currency: 'EUR',
      bets: [{ type: 'single', selections: 1 }],
    });
    max = 2500;
    fireEvent.click(button);
    await waitFor(() => expect(stake.value).toBe('25'));
    expect(screen.getByTestId('betslip-total-stake').textContent).toBe('€25.00');
    expect(screen.getByRole('button', { name: 'Stake the most you can: €25.00' })).toBeTruthy();
  });

  it('Max is not offered without an answer from the server', async () => {
    const { calls } = mockFetch({
      'GET /player/accounts': accounts,
      'POST /bets/max-stake': () => json(500, { code: 'INTERNAL', message: 'error.internal' }),
    });
    setTicket(toggleOutcome(emptyTicket, draws[0]!, slipSettings));
    renderSlip();
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /bets/max-stake')).toBe(true));
    await waitFor(() => expect(qc?.isFetching()).toBe(0));
    expect(screen.queryByTestId('betslip-stake-max')).toBeNull();
  });

  it('the receipt shows the reference, selections, odds, stake and return; keep selections refills', async () => {
    mockFetch({
      'GET /player/accounts': accounts,
      'POST /v3/bets': () =>
        json(201, {
          bets: [
            {
              ...placedBet,
              type: 'combo',
              ref: 'SB-42',
              stake: 200,
              odds: 9000,
              winAmount: 1800,
              selections: draws.map((s) => ({
                matchId: s.matchId,
                marketId: s.marketId,
                specifier: '',
                outcomeId: s.outcomeId,
                odds: s.odds,
                matchName: s.matchName,
                marketName: s.marketName,
                outcomeName: s.outcomeName,
                status: 'open',
              })),
            },
          ],
        }),
    });
    pickDraws();
    renderSlip();
    fireEvent.input(screen.getByTestId('betslip-stake'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('place-bet'));
    const receipt = await screen.findByTestId('betslip-receipt');
    expect(within(receipt).getByTestId('receipt-ref').textContent).toBe('SB-42');
    expect(within(receipt).getAllByTestId('receipt-selection')).toHaveLength(3);
    expect(
      within(receipt)
        .getAllByTestId('receipt-odds')
        .map((o) => o.textContent),
    ).toEqual(['2.00', '1.50', '3.00']);
    expect(within(receipt).getByTestId('receipt-stake').textContent).toBe('€2.00');
    expect(within(receipt).getByTestId('receipt-return').textContent).toBe('€18.00');

    fireEvent.click(screen.getByTestId('keep-selections'));
    expect(screen.queryByTestId('betslip-receipt')).toBeNull();
    expect(screen.getAllByTestId('betslip-selection')).toHaveLength(3);
    expect((screen.getByTestId('betslip-stake') as HTMLInputElement).value).toBe('');
  });
});
