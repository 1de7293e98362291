import { describe, expect, it } from 'vitest';
import { errorMessageId, isWrongOdds, placementMessageKey, wantsDeposit } from './refusals';

describe('placement refusals', () => {
  it.each([
    ['INVALID_ODDS', undefined, 'error.place_bets.invalid_odds'],
    ['101', undefined, 'error.place_bets.invalid_odds'],
    ['INVALID_ODDS_CUSTOM_BET', undefined, 'error.place_bets.invalid_odds_custom_bet'],
    ['120', undefined, 'error.place_bets.invalid_odds_custom_bet'],
    ['118', undefined, 'error.place_bets.municipality_not_found'],
    ['STAKE_TOO_LOW', undefined, 'error.place_bets.default'],
    ['INVALID_ODDS', 'error.custom.key', 'error.custom.key'],
  ])('the message of %s (translated key %s) is %s', (code, key, want) => {
    expect(placementMessageKey(code, key)).toBe(want);
  });
  it('a translated key from the response is preferred only when the UI knows it', () => {
    const knows = (id: string) => id === 'error.place_bets.market_suspended';
    const err = (message: string) => ({ code: 'MARKET_SUSPENDED', message });
    expect(errorMessageId(err('error.place_bets.market_suspended'), knows)).toBe(
      'error.place_bets.market_suspended',
    );
    expect(errorMessageId(err('error.unknown'), knows)).toBe('error.place_bets.default');
    expect(errorMessageId({ message: 'global-error.default.title' }, knows)).toBe(
      'global-error.default.title',
    );
  });
  it.each([
    [{ code: 'INVALID_ODDS', message: 'error.place_bets.invalid_odds' }, true],
    [{ code: '101', message: '' }, true],
    [{ code: 'RISK', message: 'error.risk_validation.odds_different_than_bookmaker' }, true],
    [{ code: 'RISK', message: 'error.risk_validation.odds_higher_than_bookmakers' }, true],
    [{ code: 'RISK', message: 'error.risk_validation.odds_to_low' }, true],
    [{ code: 'RISK', message: 'error.risk_validation.odds_higher_than_bookmakers_current_odds' }, true],
    [{ code: 'MARKET_SUSPENDED', message: 'error.place_bets.market_suspended' }, false],
    [{ code: 'INVALID_ODDS_CUSTOM_BET', message: 'error.place_bets.invalid_odds_custom_bet' }, false],
    [undefined, false],
  ])('%j is a wrong-odds refusal: %s', (e, want) => {
    expect(isWrongOdds(e)).toBe(want);
  });
});

describe('wantsDeposit', () => {
  const low = { index: 0, code: 'INSUFFICIENT_BALANCE', message: 'error.place_bets.insufficient_balance' };
  it.each([
    ['the slip too low', { code: 'INSUFFICIENT_BALANCE' }, true],
    [
      'one bet too low',
      {
        code: 'BETS_REFUSED',
        errorsByBet: [
          { ...low, code: 'LIMIT' },
          { ...low, index: 1 },
        ],
      },
      true,
    ],
    ['another refusal', { code: 'INVALID_ODDS' }, false],
    [
      'bets refused for other reasons',
      { code: 'BETS_REFUSED', errorsByBet: [{ ...low, code: 'LIMIT' }] },
      false,
    ],
    ['no code', {}, false],
  ])('%s: %s', (_, e, want) => expect(wantsDeposit(e)).toBe(want));
});
