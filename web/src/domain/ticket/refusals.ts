// What a refused placement shows (spec section 8): the message of its code, and whether it is a
// wrong-odds refusal, whose selection then shows the odds the server names for the player to accept.
import type { TicketError } from './ticket';

/** The message key of a placement error (spec section 8): a translated key from the response is
 * preferred; else the key of the code; else the default. */
export function placementMessageKey(code: string | undefined, translatedKey?: string): string {
  if (translatedKey) return translatedKey;
  if (code === 'INVALID_ODDS' || code === '101') return 'error.place_bets.invalid_odds';
  if (code === 'INVALID_ODDS_CUSTOM_BET' || code === '120') return 'error.place_bets.invalid_odds_custom_bet';
  if (code === '118') return 'error.place_bets.municipality_not_found';
  return 'error.place_bets.default';
}

/** The message id a placement error shows: for a coded error its key (placementMessageKey, a
 * translated key from the response first); for an uncoded one its own message id. */
export function errorMessageId(e: TicketError, knows: (id: string) => boolean): string {
  return e.code ? placementMessageKey(e.code, knows(e.message) ? e.message : undefined) : e.message;
}

/** The message keys of a risk check that found the odds wrong: flagged as INVALID_ODDS is. */
const WRONG_ODDS_KEYS = [
  'error.risk_validation.odds_different_than_bookmaker',
  'error.risk_validation.odds_higher_than_bookmakers',
  'error.risk_validation.odds_to_low',
  'error.risk_validation.odds_higher_than_bookmakers_current_odds',
];

/** Whether a refusal says the odds were wrong: INVALID_ODDS (101), or a risk check's key. */
export function isWrongOdds(e: Pick<TicketError, 'code' | 'message'> | undefined): boolean {
  return (
    e !== undefined && (e.code === 'INVALID_ODDS' || e.code === '101' || WRONG_ODDS_KEYS.includes(e.message))
  );
}

/** Whether a refusal says the balance is too low for the stake, for the whole slip or one of its
 * bets: the slip then offers a deposit. */
export function wantsDeposit(e: Pick<TicketError, 'code' | 'errorsByBet'>): boolean {
  return (
    e.code === 'INSUFFICIENT_BALANCE' || (e.errorsByBet ?? []).some((b) => b.code === 'INSUFFICIENT_BALANCE')
  );
}
