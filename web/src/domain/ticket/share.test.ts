import { describe, expect, it } from 'vitest';
import { restoreShared, toShared, typedShareCode, type SharedBet } from './share';
import type { Selection, SlipBet } from './ticket';

const fresh = (matchId: number, odds: number): Selection => ({
  matchId,
  matchStatus: 0,
  marketId: 1,
  specifier: '',
  outcomeId: '1',
  provider: 'sim',
  matchName: `M${matchId}`,
  marketName: '1x2',
  outcomeName: 'Home',
  odds,
  acceptedOdds: odds,
  initialOdds: odds,
  isSuspended: false,
  isChanged: false,
  isNotAvailable: false,
});

const shared = (currency: string, ...matches: number[]): SharedBet => ({
  type: matches.length > 1 ? 'combo' : 'single',
  stake: { value: 500, currency },
  selections: matches.map((m) => ({ match_id: m, market_id: 1, specifier: '', outcome_id: '1', odds: 2000 })),
});

describe('restoring shared bets', () => {
  it('a shared bet is restored into the slip from fresh match and market data', () => {
    const t = restoreShared([shared('EUR', 1, 2)], (s) => fresh(s.match_id, 2100), 'EUR', 2);
    expect(t?.bets[0]).toMatchObject({
      betType: 'combo',
      stake: 500,
      currency: 'EUR',
      stakeSource: 'sharing',
    });
    expect(t?.bets[0]?.selections.map((s) => s.odds)).toEqual([2100, 2100]);
  });
  it('the currency of restored shared bets is converted when it differs from the player’s', () => {
    const t = restoreShared([shared('BTC', 1)], (s) => fresh(s.match_id, 2000), 'EUR', 2);
    expect(t?.bets[0]).toMatchObject({ currency: 'EUR', subunits: 2, stake: 0, stakeSource: 'sharing' });
  });
  it('an outcome that is gone is kept as not available', () => {
    const t = restoreShared(
      [shared('EUR', 1, 2)],
      (s) => (s.match_id === 1 ? fresh(1, 2000) : null),
      'EUR',
      2,
    );
    expect(t?.bets[0]?.selections.map((s) => s.isNotAvailable)).toEqual([false, true]);
  });
  it('if nothing of the shared bets exists any more, there is nothing to restore', () => {
    expect(restoreShared([shared('EUR', 1)], () => null, 'EUR', 2)).toBeNull();
  });
  it('a shared bet builder comes back as builder outcomes, priced anew', () => {
    const builder: SharedBet = { ...shared('EUR', 3, 3), type: 'custom_bet', custom_odds: 4200 };
    const t = restoreShared([builder], (s) => fresh(s.match_id, 2000), 'EUR', 2);
    expect(t?.bets[0]?.betType).toBe('custom_bet');
    expect(t?.bets[0]?.customOdds).toBeUndefined();
    expect(t?.bets[0]?.selections.every((s) => s.custom)).toBe(true);
  });
  it('a slip bet shares as the placement payload', () => {
    const bet: SlipBet = {
      betType: 'single',
      stake: 250,
      currency: 'EUR',
      subunits: 2,
      selections: [fresh(7, 1850)],
    };
    expect(toShared(bet)).toEqual({
      type: 'single',
      stake: { value: 250, currency: 'EUR' },
      selections: [{ match_id: 7, market_id: 1, specifier: '', outcome_id: '1', odds: 1850 }],
    });
  });
});

describe('typedShareCode', () => {
  it.each([
    ['K7MX3QPA', 'K7MX3QPA'],
    ['k7mx3qpa', 'K7MX3QPA'],
    [' K7MX-3QPA ', 'K7MX3QPA'],
    ['K7M X3Q PA', 'K7MX3QPA'],
    ['', null],
    ['ABC', null],
    ['K7MX3QPA!', null],
    ['https://example.com/?betcode=K7MX3QPA', null],
    ['A'.repeat(33), null],
  ])('%j → %j', (text, want) => expect(typedShareCode(text)).toBe(want));
});
