import { describe, expect, it } from 'vitest';
import {
  approveQuickBet,
  initialQuickBet,
  placeQuickBet,
  quickBalance,
  quickFailed,
  quickPlaced,
  quickStakeWarning,
  routePick,
  setQuickCurrency,
  setQuickStake,
  takesQuickBet,
  toggleQuickBet,
  type QuickBet,
} from './quickbet';
import type { Selection } from './ticket';

const live = (odds = 2000, over: Partial<Selection> = {}): Selection => ({
  matchId: 1,
  matchStatus: 1,
  marketId: 1,
  specifier: '',
  outcomeId: '1',
  provider: 'sim',
  matchName: '',
  marketName: '',
  outcomeName: '',
  odds,
  acceptedOdds: odds,
  initialOdds: odds,
  isSuspended: false,
  isChanged: false,
  isNotAvailable: false,
  ...over,
});

const ready: QuickBet = approveQuickBet(setQuickStake(toggleQuickBet(initialQuickBet), 500), true);
const signedIn = { signedIn: true };

describe('quick bet (spec section 4)', () => {
  it('toggling flips enabled and clears approval', () => {
    const t = toggleQuickBet(ready);
    expect(t).toMatchObject({ isEnabled: false, isApproved: false });
  });
  it('changing stake or currency clears approval', () => {
    expect(setQuickStake(ready, 600).isApproved).toBe(false);
    expect(setQuickCurrency(ready, 'USD').isApproved).toBe(false);
  });
  it('approval stays true only when the stake is above 0', () => {
    expect(approveQuickBet(setQuickStake(ready, 0), true).isApproved).toBe(false);
    expect(ready.isApproved).toBe(true);
  });
  it('only a live, non-custom selection is quick-bet', () => {
    expect(takesQuickBet(ready, live())).toBe(true);
    expect(takesQuickBet(ready, live(2000, { matchStatus: 0 }))).toBe(false);
    expect(takesQuickBet(ready, live(2000, { custom: true }))).toBe(false);
  });
  it('if quick bet is on and the selection is live and not custom, the quick bet is triggered', () => {
    expect(routePick(ready, live())).toEqual({ quick: ready, toQuickBet: true });
  });
  it.each([
    ['prematch', live(2000, { matchStatus: 0 })],
    ['custom', live(2000, { custom: true })],
  ])('otherwise (%s) the outcome goes to the slip and quick bet is switched off', (_, s) => {
    const r = routePick(ready, s);
    expect(r.toQuickBet).toBe(false);
    expect(r.quick).toMatchObject({ isEnabled: false, isApproved: false });
    expect(routePick(initialQuickBet, s).quick).toBe(initialQuickBet);
  });
  it.each([
    ['EUR', 9, 'min'],
    ['EUR', 10, null],
    ['EUR', 1_000_000, null],
    ['EUR', 1_000_001, 'max'],
    ['BTC', 999, 'min'],
    ['BTC', 50_000_000, null],
  ] as const)('a %s stake of %d warns %s (the shared stake bounds)', (currency, stake, warning) => {
    expect(quickStakeWarning({ ...ready, currency, stake })).toBe(warning);
  });
  it.each([
    ['processing', { ...ready, state: 'PROCESSING' as const }],
    ['a warning', { ...ready, stake: 5 }],
    ['not approved', { ...ready, isApproved: false }],
  ])('placing does nothing when %s', (_, q) => {
    expect(placeQuickBet(q, live(), signedIn)).toBe(q);
  });
  it('no valid quick bet gives INITIAL', () => {
    expect(placeQuickBet(ready, live(2000, { isSuspended: true }), signedIn).state).toBe('INITIAL');
    expect(placeQuickBet(ready, null, signedIn).state).toBe('INITIAL');
  });
  it('a signed-out player is asked to sign in', () => {
    expect(placeQuickBet(ready, live(), { signedIn: false })).toMatchObject({
      state: 'INITIAL',
      signInRequested: true,
    });
  });
  it('a potential win equal to or less than the stake is an error', () => {
    expect(placeQuickBet(ready, live(1000), signedIn)).toMatchObject({
      state: 'ERROR',
      error: { message: 'error.potential_win.equal_or_less' },
    });
  });
  it('otherwise it goes PROCESSING, then SUCCESS or ERROR', () => {
    const p = placeQuickBet(ready, live(), signedIn);
    expect(p.state).toBe('PROCESSING');
    expect(quickPlaced(p).state).toBe('SUCCESS');
    expect(quickFailed(p, { status: 422, error: { message: 'x', code: 'INVALID_ODDS' } })).toMatchObject({
      state: 'ERROR',
      error: { code: 'INVALID_ODDS' },
    });
  });
  it('a failure without a code is the generic error; an unauthorized one asks for sign-in', () => {
    const p = placeQuickBet(ready, live(), signedIn);
    expect(quickFailed(p, { status: 0 })).toMatchObject({
      state: 'ERROR',
      error: { message: 'global-error.default.title' },
    });
    expect(quickFailed(p, { status: 401 })).toMatchObject({ state: 'INITIAL', signInRequested: true });
  });
  it('a balance below the stake or zero resets approval', () => {
    expect(quickBalance(ready, 499).isApproved).toBe(false);
    expect(quickBalance(ready, 0).isApproved).toBe(false);
    expect(quickBalance(ready, 500).isApproved).toBe(true);
  });
});
