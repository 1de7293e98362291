// Applies bet updates to every cached bet list (the rules are patch.ts's): realtime bet_changed and
// bet_cashout_changed from the player's private channel, and the answers of POST /bets/cashout.
// A bet_changed that settles a bet also raises its toast (settled.ts).
import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeMessage } from '../../api/types';
import { BETS_KEY } from './keys';
import { applyBetChanged, hasBet, leavesList, setCashout, type BetList, type PlacedBet } from './patch';
import { UNSEEN_BETS_KEY } from './seen';
import { toastSettled } from './settled';

function eachList(qc: QueryClient, f: (list: BetList) => BetList): void {
  for (const q of qc.getQueryCache().findAll({ queryKey: BETS_KEY }))
    qc.setQueryData<BetList>(q.queryKey, (d) => d && f(d));
}

/**
 * A changed bet replaces the listed one. A bet no cached list holds (placed since the lists
 * loaded) makes them load again, so it shows; a VIP bet that was rejected never needs to.
 */
export function replaceBet(qc: QueryClient, bet: PlacedBet): void {
  const known = qc
    .getQueryCache()
    .findAll({ queryKey: BETS_KEY })
    .some((q) => {
      const d = q.state.data as BetList | undefined;
      return d !== undefined && hasBet(d, bet.betId);
    });
  eachList(qc, (l) => applyBetChanged(l, bet));
  if (!known && !leavesList(bet)) void qc.invalidateQueries({ queryKey: BETS_KEY });
}

/** The bet's cash-out value everywhere it is listed; undefined withdraws it. */
export function setCashoutValue(qc: QueryClient, betId: number, amount: number | undefined): void {
  eachList(qc, (l) => setCashout(l, betId, amount));
}

/** A private-channel bet message applied to the cached lists. */
export function applyBetMessage(qc: QueryClient, msg: RealtimeMessage): void {
  const bet = msg.message.bet;
  if (!bet) return;
  if (msg.event_name === 'bet_changed') {
    toastSettled(bet);
    replaceBet(qc, bet);
    // A bet settled while the player looked elsewhere: one more to see.
    if (bet.seen === false) void qc.invalidateQueries({ queryKey: UNSEEN_BETS_KEY });
  } else if (msg.event_name === 'bet_cashout_changed') setCashoutValue(qc, bet.betId, bet.cashoutAmount);
}
