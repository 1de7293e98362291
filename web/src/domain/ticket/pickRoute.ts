// Where a pick goes (spec 'Adding or removing an outcome'): the quick bet's state and its routing,
// which every odds button's first pick needs; the quick bet's other rules (quickbet.ts, which
// re-exports these) load with the slip.
import type { Selection, TicketError, TicketState } from './ticket';

export interface QuickBet {
  isEnabled: boolean;
  state: TicketState;
  stake: number;
  currency: string;
  isApproved: boolean;
  selection: Selection | null;
  error: TicketError | null;
  /** Placing needs a signed-in player; the UI opens sign-in and clears it. */
  signInRequested: boolean;
}

export const initialQuickBet: QuickBet = {
  isEnabled: false,
  state: 'INITIAL',
  stake: 0,
  currency: 'EUR',
  isApproved: false,
  selection: null,
  error: null,
  signInRequested: false,
};

/** Toggling flips enabled and clears approval. */
export function toggleQuickBet(q: QuickBet): QuickBet {
  return { ...q, isEnabled: !q.isEnabled, isApproved: false };
}

/** Whether a live, non-custom selection goes to the quick bet rather than the slip. */
export function takesQuickBet(q: QuickBet, s: Selection): boolean {
  return q.isEnabled && s.matchStatus === 1 && !s.custom;
}

/**
 * Where a picked outcome goes (spec 'Adding or removing an outcome'): to the quick bet when it is
 * on and the outcome is live and not custom; otherwise to the slip, and the quick bet switches off.
 */
export function routePick(q: QuickBet, s: Selection): { quick: QuickBet; toQuickBet: boolean } {
  if (takesQuickBet(q, s)) return { quick: q, toQuickBet: true };
  return { quick: q.isEnabled ? toggleQuickBet(q) : q, toQuickBet: false };
}
