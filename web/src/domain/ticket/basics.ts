// What the first screen needs of the ticket: the empty one, an outcome's key and the selected
// outcomes (an odds button's state, a kept slip's picks). The ticket's rules (ticket.ts, which
// re-exports these) load with the first pick instead (features/betslip store).
import type { Selection, Ticket } from './ticket';

export const emptyTicket: Ticket = {
  ticketState: 'INITIAL',
  error: null,
  bets: [],
  processingBets: [],
  inProgress: false,
  isRestoring: false,
  signInRequested: false,
  alert: false,
  pendingSelection: null,
  receipt: [],
};

/** The key of an outcome: match, market, specifier, outcome. */
export function outcomeKey(s: Pick<Selection, 'matchId' | 'marketId' | 'specifier' | 'outcomeId'>): string {
  return `${s.matchId}/${s.marketId}/${s.specifier}/${s.outcomeId}`;
}

/** Every selection of the slip, each once, in order. */
export function selections(t: Ticket): Selection[] {
  const seen = new Set<string>();
  const out: Selection[] = [];
  for (const b of t.bets)
    for (const s of b.selections)
      if (!seen.has(outcomeKey(s))) {
        seen.add(outcomeKey(s));
        out.push(s);
      }
  return out;
}

/** The selected outcome keys (spec: selectedOutcomeIds); none once placed (the receipt shows,
 * and the next pick starts a new slip). A builder's outcomes are marked 'custom:', so the same
 * outcome in the match's own markets does not show as picked. */
export function selectedOutcomeIds(t: Ticket): string[] {
  if (t.ticketState === 'SUCCESS') return [];
  return selections(t).map((s) => (s.custom ? `custom:${outcomeKey(s)}` : outcomeKey(s)));
}
