// The bet builder's price (spec 'POST /bets/custom/odds'): asked for whenever the builder's
// outcomes change or their own prices move (the legs follow the match channel), after a short
// pause so that quick clicks ask once; an answer arriving after the outcomes changed again is
// dropped. A refusal (422 INVALID_ODDS_CUSTOM_BET) makes the builder unplaceable.
import { useEffect } from 'react';
import { api } from '../../api/client';
import { CUSTOM_MIN, setCustomOdds, type AcceptMode, type SlipBet } from '../../domain/ticket/ticket';
import { updateTicket } from './store';

const PAUSE_MS = 200;

/** What the price depends on: the outcomes, their prices and whether each can be bet now. */
function pricingKey(bet: SlipBet | undefined): string | null {
  if (!bet || bet.betType !== 'custom_bet' || bet.selections.length < CUSTOM_MIN) return null;
  return bet.selections
    .map(
      (s) => `${s.matchId}/${s.marketId}/${s.specifier}/${s.outcomeId}@${s.odds}${s.isSuspended ? 's' : ''}`,
    )
    .join(',');
}

export function useCustomPricing(bet: SlipBet | undefined, mode: AcceptMode): void {
  const key = pricingKey(bet);
  const sels = bet?.selections;
  const suspended = sels?.some((s) => s.isSuspended) ?? false;
  useEffect(() => {
    // A suspended leg cannot be priced now: the builder waits, unplaceable, for it to reopen.
    if (key === null || !sels || suspended) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      void api
        .POST('/bets/custom/odds', {
          body: {
            match_id: sels[0]!.matchId,
            selections: sels.map((s) => ({
              market_id: s.marketId,
              specifier: s.specifier,
              outcome_id: s.outcomeId,
            })),
          },
          signal: abort.signal,
        })
        .then(({ data, response }) => {
          if (abort.signal.aborted) return;
          if (data) updateTicket((t) => setCustomOdds(t, data.odds, mode));
          else if (response.status === 422 || response.status === 404)
            updateTicket((t) => setCustomOdds(t, null, mode));
        })
        .catch(() => undefined);
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
    // The key says everything the price depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, mode, suspended]);
}
