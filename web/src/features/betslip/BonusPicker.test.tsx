import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../api/schema';
import type { BetSettings } from '../../api/types';
import { PrefsProvider } from '../../core/prefs';
import { REQUEST } from '../../core/routeData';
import { changeBetType, emptyTicket, toggleOutcome, type Ticket } from '../../domain/ticket/ticket';
import { json, mockFetch, player, renderWithAuth } from '../../test/auth';
import { market, match, settings as fixtureSettings } from '../../test/fixtures';
import type { AuthContextValue } from '../../core/auth';
import type { PlacedBet } from '../mybets/patch';
import BetSlip from './BetSlip';
import { SlipSettingsProvider } from './BetSlipHost';
import { getTicket, selectionOf, setOpen, setTab, setTicket } from './store';

// The slip's bonuses against a mocked API: POST /bonuses fills each bet's choices, a freebet locks
// the stake, a comboboost shows its boost, the placement sends the bonus, and a bonus refusal
// shows its message and asks the bonuses again.

type Bonus = components['schemas']['Bonus'];

// The fixture's settings, with no sport types, providers or feature flags given.
const settings: BetSettings = fixtureSettings({ sportTypeProviders: {}, featureFlags: {} });

function bonus(over: Partial<Bonus>): Bonus {
  return {
    id: '1',
    campaignId: 'c',
    name: 'Bonus',
    type: 'hunting',
    details: '',
    countryCodes: [],
    eventConditions: { sportIds: [], categoryIds: [], tournamentIds: [], eventIds: [] },
    validTo: '2030-01-01T00:00:00Z',
    status: 'active',
    userBonusStatus: 'available',
    issued: { timesUsed: 0, seen: true, computedStatus: 'available' },
    banners: {},
    onlyVerified: false,
    triggerKey: 'sign_up',
    ...over,
  };
}

const welcome = bonus({
  id: '21',
  name: 'Welcome free bet €5',
  type: 'freebet_only_win',
  freebet: {
    type: 'freebet_only_win',
    minOdds: 1500,
    maxOdds: 0,
    selectionCountFrom: 1,
    selectionCountTo: 10,
    matchStatus: 'any',
    amount: 500,
    currency: 'EUR',
    boosted: false,
  },
});
const acca = bonus({
  id: '22',
  name: 'Acca boost',
  type: 'comboboost',
  comboboost: {
    minOdds: 1200,
    usesCount: 10,
    ranges: [
      { minCount: 3, maxCount: 4, bonusOdds: 1050 },
      { minCount: 5, maxCount: 7, bonusOdds: 1100 },
    ],
  },
});
const hunter = bonus({ id: '23', name: 'Goal hunter', type: 'hunting' });

const placedBet: PlacedBet = {
  betId: 1,
  type: 'single',
  ref: 'SB-1',
  status: 'waiting_results',
  isVip: false,
  stake: 500,
  currency: 'EUR',
  subunits: 2,
  odds: 2000,
  winAmount: 500,
  selections: [],
  createdAt: '2026-11-23T10:00:00Z',
  result: 'no_results',
  bonus: { id: '21', type: 'freebet_only_win' },
};

const signedIn: Partial<AuthContextValue> = { status: 'LOGGED_IN', profile: player, sessionReady: true };
const accounts = () =>
  json(200, [{ currency: 'EUR', active: true, balance: { total: 5000, locked: 0, available_to_bet: 5000 } }]);

let qc: QueryClient | undefined;

function renderSlip(ticket: Ticket, over: Partial<BetSettings> = {}) {
  setTicket(ticket);
  qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData([REQUEST.settings], { ...settings, ...over });
  return renderWithAuth(
    () => (
      <PrefsProvider>
        <SlipSettingsProvider>
          <BetSlip />
        </SlipSettingsProvider>
      </PrefsProvider>
    ),
    { auth: signedIn, qc },
  );
}

const slipSettings = { multiSingleByProvider: { sim: true }, currency: 'EUR', subunits: 2 };
/** A slip of one pick per match at these odds (a combo from two). */
function slipOf(...odds: number[]): Ticket {
  return odds.reduce((t, o, i) => {
    const m = market(i + 1, { outcomes: [{ id: '1', name: `Pick ${i + 1}`, active: true, odds: o }] });
    return toggleOutcome(t, selectionOf(match(i + 1, { status: 0 }), m, m.outcomes[0]!), slipSettings);
  }, emptyTicket);
}

beforeEach(() => {
  setTab('BET_SLIP');
  setOpen(true);
});
afterEach(async () => {
  const client = qc;
  if (client) await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
  qc = undefined;
  cleanup();
  setTicket(emptyTicket);
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const stakeInput = () => screen.getByTestId('betslip-stake') as HTMLInputElement;
// A single's select is named after its selection, a combo's is 'Bonus'.
const bonusSelect = () => screen.findByRole('combobox', { name: /^Bonus/ });

describe('several active freebets (the site setting isMultiActiveFreebetsAllowed)', () => {
  const deposit = bonus({
    ...welcome,
    id: '24',
    name: 'First deposit €10',
    freebet: { ...welcome.freebet!, amount: 1000 },
  });
  const twoSingles = () => changeBetType(slipOf(2000, 1800), 'single', slipSettings);
  const choose = async (allowed: boolean) => {
    mockFetch({
      'GET /player/accounts': accounts,
      'POST /bonuses': () =>
        json(200, { bets: [{ freebet: [welcome, deposit] }, { freebet: [welcome, deposit] }] }),
    });
    renderSlip(twoSingles(), { isMultiActiveFreebetsAllowed: allowed });
    await waitFor(() => expect(screen.getAllByRole('combobox', { name: /^Bonus/ })).toHaveLength(2));
    fireEvent.change(screen.getAllByRole('combobox', { name: /^Bonus/ })[0]!, {
      target: { value: 'freebet_only_win:21' },
    });
  };
  const optionsOf = (select: HTMLElement) =>
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);

  it('off: once one single has a freebet, the other offers none', async () => {
    await choose(false);
    expect(screen.getAllByRole('combobox', { name: /^Bonus/ })).toHaveLength(1);
  });

  it('on: the other single offers the freebets not taken, and each bet is sent with its own', async () => {
    await choose(true);
    const second = screen.getAllByRole('combobox', { name: /^Bonus/ })[1]!;
    expect(optionsOf(second)).toEqual(['No bonus', 'First deposit €10 (€10.00)']);
    fireEvent.change(second, { target: { value: 'freebet_only_win:24' } });
    expect(getTicket().bets.map((b) => [b.stake, b.bonus?.id])).toEqual([
      [500, '21'],
      [1000, '24'],
    ]);
  });
});

describe('bonuses on the slip', () => {
  it('asks POST /bonuses with the bets; a freebet locks the stake and pays the winnings only', async () => {
    const { calls } = mockFetch({
      'GET /player/accounts': accounts,
      'POST /bonuses': () => json(200, { bets: [{ freebet: [welcome] }] }),
      'POST /v3/bets': () => json(201, { bets: [placedBet] }),
    });
    renderSlip(slipOf(2000));
    const select = await bonusSelect();
    const asked = calls.find((c) => c.key === 'POST /bonuses')?.body as { bets: unknown[] };
    expect(asked.bets).toEqual([
      expect.objectContaining({ type: 'single', selections: [expect.objectContaining({ odds: 2000 })] }),
    ]);
    // A freebet is never chosen for the player.
    expect((select as HTMLSelectElement).value).toBe('');
    fireEvent.change(select, { target: { value: 'freebet_only_win:21' } });
    expect(stakeInput().value).toBe('5');
    expect(stakeInput().disabled).toBe(true);
    expect(screen.getByTestId('betslip-bonus-freebet').textContent).toBe('Free bet: wins €5.00');
    expect(screen.getByTestId('betslip-potential-win').textContent).toContain('€5.00');
    // The footer names a win, not a return with the stake, which the freebet keeps.
    expect(screen.getByText('Potential win (free bet stake not returned)')).toBeTruthy();
    expect(screen.queryByText('Potential return (incl. stake)')).toBeNull();
    fireEvent.click(screen.getByTestId('place-bet'));
    await screen.findByTestId('betslip-receipt');
    expect(screen.getByText('Potential win (free bet stake not returned)')).toBeTruthy();
    const body = calls.find((c) => c.key === 'POST /v3/bets')?.body as {
      bets: { stake: { value: number }; bonus?: unknown }[];
    };
    expect(body.bets[0]).toMatchObject({
      stake: { value: 500 },
      bonus: { id: '21', type: 'freebet_only_win' },
    });
  });

  it('removing the freebet sets the stake to 0', async () => {
    mockFetch({
      'GET /player/accounts': accounts,
      'POST /bonuses': () => json(200, { bets: [{ freebet: [welcome] }] }),
    });
    renderSlip(slipOf(2000));
    const select = await bonusSelect();
    fireEvent.change(select, { target: { value: 'freebet_only_win:21' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(stakeInput().value).toBe('');
    expect(stakeInput().disabled).toBe(false);
    expect(getTicket().bets[0]).toMatchObject({ stake: 0, noBonus: true });
  });

  it('a combo of 3 gets the comboboost: boost, boosted odds, the count and the next range', async () => {
    mockFetch({
      'GET /player/accounts': accounts,
      'POST /bonuses': () => json(200, { bets: [{ comboboost: acca, freebet: [] }] }),
    });
    renderSlip(slipOf(2000, 1500, 1300));
    fireEvent.input(stakeInput(), { target: { value: '10' } });
    const select = await bonusSelect();
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('comboboost:22'));
    expect(screen.getByTestId('betslip-bonus-boost').textContent).toMatch(/^Boost \+5%/);
    expect(screen.getByTestId('betslip-boosted-odds').textContent).toBe('Boosted odds 4.10');
    expect(screen.getByTestId('betslip-bonus-counted').textContent).toBe(
      '3/3 selections count · 2 more selections for +10%',
    );
    // €10 at 3.90 × 1.05.
    expect(screen.getByTestId('betslip-potential-win').textContent).toContain('€40.95');
  });

  it('a combo of 2 under the first range is told how many more selections would boost it', async () => {
    mockFetch({
      'GET /player/accounts': accounts,
      'POST /bonuses': () => json(200, { bets: [{ comboboost: acca, freebet: [] }] }),
    });
    renderSlip(slipOf(2000, 1500));
    fireEvent.input(stakeInput(), { target: { value: '10' } });
    await bonusSelect();
    expect(await screen.findByTestId('betslip-bonus-counted')).toHaveProperty(
      'textContent',
      '2/2 selections count · 1 more selection for +5%',
    );
    expect(screen.queryByTestId('betslip-bonus-boost')).toBeNull();
    // €10 at 3.00, not boosted.
    expect(screen.getByTestId('betslip-potential-win').textContent).toContain('€30.00');
  });

  it('hunting is chosen before comboboost and says what the bet counts for', async () => {
    mockFetch({
      'GET /player/accounts': accounts,
      'POST /bonuses': () => json(200, { bets: [{ comboboost: acca, hunting: hunter, freebet: [] }] }),
    });
    renderSlip(slipOf(2000, 1500, 1300));
    expect((await screen.findByTestId('betslip-bonus-counts')).textContent).toBe('Counts for Goal hunter');
    const options = within(await bonusSelect())
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['No bonus', 'Goal hunter', 'Acca boost']);
  });

  it('BONUS_ODDS_CHANGED shows its message, takes the odds named and asks the bonuses again', async () => {
    const { calls } = mockFetch({
      'GET /player/accounts': accounts,
      'POST /bonuses': () => json(200, { bets: [{ comboboost: acca, freebet: [] }] }),
      'POST /v3/bets': () =>
        json(422, {
          code: 'BONUS_ODDS_CHANGED',
          message: 'error.bonus.odds_changed',
          details: { odds: 1100 },
          errors_by_bet: [{ index: 0, code: 'BONUS_ODDS_CHANGED', message: 'error.bonus.odds_changed' }],
        }),
    });
    renderSlip(slipOf(2000, 1500, 1300));
    fireEvent.input(stakeInput(), { target: { value: '10' } });
    await waitFor(() => expect(screen.getByTestId('betslip-bonus-boost')).toBeTruthy());
    const asks = () => calls.filter((c) => c.key === 'POST /bonuses').length;
    await waitFor(() => expect(getTicket().bets[0]?.stake).toBe(1000));
    // The bonuses were asked for the bet at its stake (the first ask was at none).
    await waitFor(() =>
      expect(JSON.stringify(calls.filter((c) => c.key === 'POST /bonuses').at(-1)?.body)).toContain(
        '"value":1000',
      ),
    );
    const before = asks();
    fireEvent.click(screen.getByTestId('place-bet'));
    expect((await screen.findByTestId('betslip-error')).textContent).toBe('The boost has changed.');
    // The odds named show until the bonuses answer again.
    await waitFor(() => expect(asks()).toBeGreaterThan(before));
    await waitFor(() => expect(getTicket().bets[0]?.bonusOdds).toBeUndefined());
  });
});
