// The results page's rules: the player's bets under each finished match, and the tone each shows.
import { isOpen, type PlacedBet } from '../mybets';

/** The bets with a selection on each match, in the list's order (newest first). */
export function betsByMatch(bets: readonly PlacedBet[]): Map<number, PlacedBet[]> {
  const out = new Map<number, PlacedBet[]>();
  for (const b of bets)
    for (const id of new Set(b.selections.map((s) => s.matchId))) out.set(id, [...(out.get(id) ?? []), b]);
  return out;
}

export type BetTone = 'open' | 'won' | 'lost' | 'refunded';

/** How a bet ended, as a colour: open while any leg waits; refunded when it gave the stake back;
 * lost when it lost, in full or for half a stake; won when it paid (a half win, a cash-out). */
export function betTone(bet: Pick<PlacedBet, 'status' | 'result' | 'winAmount'>): BetTone {
  if (isOpen(bet)) return 'open';
  if (bet.result === 'refund_entire' || bet.result === 'canceled') return 'refunded';
  if (bet.result === 'lose_entire' || bet.result === 'refund_half_lose_other') return 'lost';
  return bet.winAmount > 0 ? 'won' : 'lost';
}
