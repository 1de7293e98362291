import { describe, expect, it } from 'vitest';
import {
  approveQuickBet,
  initialQuickBet,
  placeQuickBet,
  quickBalance,
  quickFailed,
  quickPlaced,
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
const signedIn = { signedIn: true, warning: false };

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
  it.each([
    ['processing', { ...ready, state: 'PROCESSING' as const }, { signedIn: true, warning: false }],
    ['a warning', ready, { signedIn: true, warning: true }],
    ['not approved', { ...ready, isApproved: false }, signedIn],
  ])('placing does nothing when %s', (_, q, opts) => {
    expect(placeQuickBet(q, live(), opts)).toBe(q);
  });
  it('no valid quick bet gives INITIAL', () => {
    expect(placeQuickBet(ready, live(2000, { isSuspended: true }), signedIn).state).toBe('INITIAL');
    expect(placeQuickBet(ready, null, signedIn).state).toBe('INITIAL');
  });
  it('a signed-out player is asked to sign in', () => {
    expect(placeQuickBet(ready, live(), { signedIn: false, warning: false })).toMatchObject({
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
    expect(quickFailed(p, { message: 'x', code: 'INVALID_ODDS' }).state).toBe('ERROR');
  });
  it('a balance below the stake or zero resets approval', () => {
    expect(quickBalance(ready, 499).isApproved).toBe(false);
    expect(quickBalance(ready, 0).isApproved).toBe(false);
    expect(quickBalance(ready, 500).isApproved).toBe(true);
  });
});
