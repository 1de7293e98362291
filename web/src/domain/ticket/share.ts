// Restoring a shared slip (spec 'Restoring the slip and shared bets'): the shared bets are rebuilt
// from fresh match and market data; an outcome that is gone is kept but not available (the
// player sees why and sanitising drops it); a currency other than the player's is converted: the
// bet takes the player's currency and its stake resets to zero with source 'sharing'. A shared
// bet builder is priced anew, like every restored price.
import {
  emptyTicket,
  lineCount,
  systemTypes,
  type BetType,
  type Selection,
  type SlipBet,
  type Ticket,
} from './ticket';

/** A share code as a player typed it, read out or copied: upper-cased, without the spaces and
 * dashes people put in; null when it cannot be a code (letters and digits, 4 to 32). */
export function typedShareCode(text: string): string | null {
  const code = text.toUpperCase().replace(/[\s-]/g, '');
  return /^[A-Z0-9]{4,32}$/.test(code) ? code : null;
}

/** A shared bet as POST /bets/share-code stored it (the contract's BetRequest). */
export interface SharedBet {
  type: BetType;
  stake: { value: number; currency: string };
  selections: { match_id: number; market_id: number; specifier: string; outcome_id: string; odds: number }[];
  system_id?: string;
  custom_odds?: number;
}

/** The contract's BetRequest of a slip bet, for sharing and for placing alike. */
export function toShared(b: SlipBet): SharedBet {
  return {
    type: b.betType,
    stake: { value: b.stake, currency: b.currency },
    selections: b.selections.map((s) => ({
      match_id: s.matchId,
      market_id: s.marketId,
      specifier: s.specifier,
      outcome_id: s.outcomeId,
      odds: s.acceptedOdds,
    })),
    ...(b.systemType ? { system_id: b.systemType.id } : {}),
    ...(b.customOdds ? { custom_odds: b.customOdds } : {}),
  };
}

/** Finds a selection in fresh data; null when its match, market or outcome is gone. */
export type SelectionLookup = (s: SharedBet['selections'][number]) => Selection | null;

/**
 * Rebuilds shared bets into a ticket, or returns null when nothing of them exists any more (the
 * not-found case).
 */
export function restoreShared(
  shared: readonly SharedBet[],
  lookup: SelectionLookup,
  currency: string,
  subunits: number,
): Ticket | null {
  let found = 0;
  const bets: SlipBet[] = shared.map((b) => {
    const custom = b.type === 'custom_bet';
    const sels = b.selections.map((s): Selection => {
      const fresh = lookup(s);
      if (fresh) {
        found++;
        return { ...fresh, ...(custom && { custom }) };
      }
      return {
        matchId: s.match_id,
        matchStatus: 4,
        marketId: s.market_id,
        specifier: s.specifier,
        outcomeId: s.outcome_id,
        provider: '',
        matchName: '',
        marketName: '',
        outcomeName: s.outcome_id,
        odds: s.odds,
        acceptedOdds: s.odds,
        initialOdds: s.odds,
        isSuspended: false,
        isChanged: false,
        isNotAvailable: true,
        ...(custom && { custom }),
      };
    });
    const sameCurrency = b.stake.currency === currency;
    const bet: SlipBet = {
      betType: b.type,
      stake: sameCurrency ? b.stake.value : 0,
      currency,
      subunits,
      selections: sels,
      stakeSource: 'sharing',
    };
    if (b.type === 'system') bet.systemType = systemTypes(sels.length).find((st) => st.id === b.system_id);
    return bet.betType === 'system' && !bet.systemType ? { ...bet, betType: 'combo' } : bet;
  });
  if (found === 0) return null;
  return { ...emptyTicket, bets: bets.filter((b) => lineCount(b) > 0) };
}
