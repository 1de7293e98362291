// The one call that places bets, POST /v3/bets (spec 'Bet placement payload': bets, deviceId,
// locale, and the quick flag), for the slip and the quick bet alike. The answer comes back as the
// ticket rules take it: placed, or refused with the server's code, message key, details and
// per-bet messages, or failed without a code (network, 5xx). A placement is tracked
// (place_bet_success, and placed_bet for each bet).
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { track } from '../../core/analytics';
import { deviceId } from '../../core/deviceId';
import { returnsStake } from '../../domain/bonus/bonus';
import { toPlacement } from '../../domain/ticket/bonus';
import type { PlacedBet } from '../mybets';
import type { BetType, PlacedBetSummary, SlipBet, TicketError } from '../../domain/ticket/ticket';
import { ACCOUNTS_KEY } from '../../core/player';
import { BETS_KEY } from '../mybets';
import { OWN_HITS_KEY } from '../jackpots';
import { BONUSES_KEY } from './bonuses';

export type PlacementResult =
  { ok: true; bets: PlacedBetSummary[] } | { ok: false; status: number; error?: TicketError };

/** A placed bet as the receipt shows it. */
export function placedSummary(b: PlacedBet): PlacedBetSummary {
  return {
    ref: b.ref,
    betType: b.type,
    stake: b.stake,
    currency: b.currency,
    subunits: b.subunits,
    odds: b.odds,
    potentialReturn: b.winAmount,
    stakeIncluded: returnsStake(b.bonus),
    ...(b.bonus ? { bonus: b.bonus } : {}),
    ...(b.systemType ? { systemType: b.systemType } : {}),
    selections: b.selections.map((s) => ({
      matchId: s.matchId,
      marketId: s.marketId,
      specifier: s.specifier,
      outcomeId: s.outcomeId,
      matchName: s.matchName,
      marketName: s.marketName,
      outcomeName: s.outcomeName,
      odds: s.odds,
    })),
  };
}

export interface PlacementMeta {
  /** One id per placement the player makes: a retry of the same one never places twice. */
  requestId: string;
  quick: boolean;
  type: BetType;
  locale: string;
}

export async function postBets(bets: readonly SlipBet[], meta: PlacementMeta): Promise<PlacementResult> {
  const { data, error, response } = await api
    .POST('/v3/bets', {
      body: {
        meta: { request_id: meta.requestId, quick: meta.quick, type: meta.type, device_id: deviceId() },
        locale: meta.locale,
        bets: bets.map(toPlacement),
      },
    })
    .catch(() => ({ data: undefined, error: undefined, response: { status: 0 } as Response }));
  if (data) {
    track('place_bet_success', { quick: meta.quick, type: meta.type, bets: data.bets.length });
    for (const b of data.bets)
      track('placed_bet', {
        bet_id: b.betId,
        type: b.type,
        stake: b.stake,
        currency: b.currency,
        odds: b.odds,
      });
    return { ok: true, bets: data.bets.map(placedSummary) };
  }
  if (error && 'code' in error && 'message' in error)
    return {
      ok: false,
      status: response.status,
      error: {
        code: error.code,
        message: error.message,
        details: error.details,
        errorsByBet: 'errors_by_bet' in error ? error.errors_by_bet : undefined,
      },
    };
  return { ok: false, status: response.status };
}

/**
 * After a placement: the bet lists show the new bet on their next look, the bonuses are asked
 * again, and so is the balance, since its balance_changed can come before the private channel is
 * subscribed (just after a page load) and would then be missed.
 */
export function refreshAfterPlacement(qc: QueryClient): void {
  void qc.invalidateQueries({ queryKey: BETS_KEY });
  void qc.invalidateQueries({ queryKey: ACCOUNTS_KEY });
  // A bonus was used, or a lootbox opened for a freebet: the bonuses are asked again.
  void qc.invalidateQueries({ queryKey: BONUSES_KEY });
  // A bet may have hit a jackpot: its alert shows now rather than at the next minute's poll.
  void qc.invalidateQueries({ queryKey: OWN_HITS_KEY });
}
