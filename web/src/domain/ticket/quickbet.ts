// The quick bet of spec section 4 ('Quick bet'): one click places a single on a live match with a
// stake the player approved in advance. Pure state transitions; the UI calls placement and reports
// back with quickPlaced / quickFailed.
import { subunitsOf } from '../money';
import { potentialWin, stakeBounds } from './money';
import type { Selection, TicketError } from './ticket';
import type { QuickBet } from './pickRoute';

export { initialQuickBet, routePick, takesQuickBet, toggleQuickBet, type QuickBet } from './pickRoute';

/** Changing the stake clears approval. */
export function setQuickStake(q: QuickBet, stake: number): QuickBet {
  return { ...q, stake: Math.max(0, stake), isApproved: false };
}

/** Changing the currency clears approval. */
export function setQuickCurrency(q: QuickBet, currency: string): QuickBet {
  return { ...q, currency, isApproved: false };
}

/** Approval stays true only when the stake is above zero. */
export function approveQuickBet(q: QuickBet, approved: boolean): QuickBet {
  return { ...q, isApproved: approved && q.stake > 0 };
}

/** When the balance is below the stake or zero, approval resets. */
export function quickBalance(q: QuickBet, balance: number): QuickBet {
  return balance <= 0 || balance < q.stake ? { ...q, isApproved: false } : q;
}

/** The warning shown under the quick-bet stake: a stake outside the currency's bounds (the
 * server's, through the shared vectors). While it shows, placing does nothing. */
export function quickStakeWarning(q: QuickBet): 'min' | 'max' | null {
  if (q.stake <= 0) return null;
  const { min, max } = stakeBounds(subunitsOf(q.currency));
  if (q.stake < min) return 'min';
  return q.stake > max ? 'max' : null;
}

/**
 * Placing a quick bet: nothing while processing, with a stake warning, or unapproved; INITIAL
 * when there is no valid quick bet; sign-in requested when signed out; ERROR when the potential
 * win is not above the stake; else PROCESSING.
 */
export function placeQuickBet(q: QuickBet, s: Selection | null, opts: { signedIn: boolean }): QuickBet {
  if (q.state === 'PROCESSING' || quickStakeWarning(q) !== null || !q.isApproved) return q;
  if (!s || s.isSuspended || s.isNotAvailable || q.stake <= 0)
    return { ...q, state: 'INITIAL', selection: s };
  if (!opts.signedIn) return { ...q, state: 'INITIAL', selection: s, signInRequested: true };
  if (potentialWin(q.stake, s.odds) <= q.stake)
    return { ...q, state: 'ERROR', selection: s, error: { message: 'error.potential_win.equal_or_less' } };
  return { ...q, state: 'PROCESSING', selection: s, error: null };
}

export function quickPlaced(q: QuickBet): QuickBet {
  return { ...q, state: 'SUCCESS' };
}

/**
 * The quick placement failed: unauthorized → INITIAL and sign-in requested; else ERROR, with the
 * server's error when it has a code and the generic one otherwise.
 */
export function quickFailed(q: QuickBet, err: { status: number; error?: TicketError }): QuickBet {
  if (err.status === 401) return { ...q, state: 'INITIAL', signInRequested: true };
  const error = err.error?.code ? err.error : { message: 'global-error.default.title' };
  return { ...q, state: 'ERROR', error };
}
