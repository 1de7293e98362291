// The quick bet kept per browser session (spec section 7's client storage): its choices (on, the
// stake, the currency, the approval) survive a reload; a placement under way, its selection and
// its error do not. Each case loads the store afresh, as a reload does.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialQuickBet, type QuickBet } from '../../domain/ticket/pickRoute';

const KEY = 'sb.quickbet';

async function reload() {
  vi.resetModules();
  return import('./store');
}

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe('quick bet storage', () => {
  it('keeps the choices of a change for the next load of the page', async () => {
    const store = await reload();
    expect(store.getQuickBet()).toEqual(initialQuickBet);
    store.updateQuickBet((q) => ({ ...q, isEnabled: true, stake: 250, currency: 'USD', isApproved: true }));
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({
      isEnabled: true,
      stake: 250,
      currency: 'USD',
      isApproved: true,
    });
    const again = await reload();
    expect(again.getQuickBet()).toEqual({
      ...initialQuickBet,
      isEnabled: true,
      stake: 250,
      currency: 'USD',
      isApproved: true,
    });
  });

  it('restores no placement under way, selection or error, and ignores what is not its shape', async () => {
    const kept: QuickBet = {
      isEnabled: true,
      state: 'PROCESSING',
      stake: 100,
      currency: 'EUR',
      isApproved: false,
      selection: { matchId: 1 } as unknown as QuickBet['selection'],
      error: { code: 'x' } as unknown as QuickBet['error'],
      signInRequested: true,
    };
    sessionStorage.setItem(KEY, JSON.stringify(kept));
    expect((await reload()).getQuickBet()).toEqual({ ...initialQuickBet, isEnabled: true, stake: 100 });
    sessionStorage.setItem(KEY, JSON.stringify({ isEnabled: 'yes', stake: '5', currency: 7 }));
    expect((await reload()).getQuickBet()).toEqual(initialQuickBet);
    sessionStorage.setItem(KEY, '{not json');
    expect((await reload()).getQuickBet()).toEqual(initialQuickBet);
  });
});
