// Realtime messages, and fresh snapshots of matches, as updates of the slip's selections (spec
// 'Market updates', 'Suspension and stakes', 'Restoring the slip'): every market a message carries,
// and the match status it announces, become outcome updates for the selections the slip holds.
// Pure; ticket.applyUpdates applies them.
import type { Market as MatchMarket, Match, RealtimeMessage } from '../../api/types';
import { outcomeKey, type OutcomeUpdate, type Selection } from './ticket';

// The slip applies what these rules find with the ticket's own (features/betslip store).
export { applyUpdates } from './ticket';

/** A market whole, or its prices on a match channel that sent it whole before: the slip reads
 * only what both carry. */
type Market =
  | NonNullable<RealtimeMessage['message']['markets']>[number]
  | NonNullable<RealtimeMessage['message']['prices']>[number];

/** The updates that messages carry for the given selections. */
export function updatesFor(
  msgs: readonly RealtimeMessage[],
  sels: readonly Selection[],
): Map<string, OutcomeUpdate> {
  const out = new Map<string, OutcomeUpdate>();
  if (sels.length === 0) return out;
  const byMarket = new Map<string, Selection[]>();
  const byMatch = new Map<number, Selection[]>();
  for (const s of sels) {
    const mk = `${s.matchId}/${s.marketId}/${s.specifier}`;
    byMarket.set(mk, [...(byMarket.get(mk) ?? []), s]);
    byMatch.set(s.matchId, [...(byMatch.get(s.matchId) ?? []), s]);
  }
  const put = (s: Selection, u: OutcomeUpdate) => out.set(outcomeKey(s), { ...out.get(outcomeKey(s)), ...u });
  const market = (m: Market) => {
    for (const s of byMarket.get(`${m.matchId}/${m.marketId}/${m.specifier}`) ?? []) {
      const o = m.outcomes.find((x) => x.id === s.outcomeId);
      put(
        s,
        o
          ? { odds: o.odds, active: o.active, marketStatus: m.status, missing: false }
          : { missing: true, marketStatus: m.status },
      );
    }
  };
  for (const msg of msgs) {
    const match = msg.message.match;
    if (match) {
      for (const s of byMatch.get(match.matchId) ?? []) put(s, { matchStatus: match.status });
      if (match.mainMarket) market(match.mainMarket);
      if (match.secondaryMarket) market(match.secondaryMarket);
    }
    for (const m of msg.message.markets ?? []) market(m);
    for (const m of msg.message.prices ?? []) market(m);
  }
  return out;
}

/** A match as fetched now, with all its markets; undefined when it is gone. */
export interface MatchSnapshot {
  match: Match;
  markets: readonly MatchMarket[];
}

/**
 * The updates that fresh snapshots of the matches asked for make of the selections (restoring a
 * slip after a reload): each selection of those matches takes its outcome's odds and state now;
 * one whose match or market is gone is missing. A selection of another match, added while the
 * snapshots were on their way, was picked from data as fresh: it is left as it is.
 */
export function snapshotUpdates(
  all: readonly Selection[],
  snapshots: ReadonlyMap<number, MatchSnapshot>,
  asked: readonly number[],
): Map<string, OutcomeUpdate> {
  const sels = all.filter((s) => asked.includes(s.matchId));
  const msgs: RealtimeMessage[] = [...snapshots.values()].map(({ match, markets }) => ({
    event_name: 'markets_changed',
    message: { match, markets: [...markets] },
  }));
  const out = updatesFor(msgs, sels);
  for (const s of sels) {
    const listed = snapshots
      .get(s.matchId)
      ?.markets.some((m) => m.marketId === s.marketId && m.specifier === s.specifier);
    if (!listed) out.set(outcomeKey(s), { ...out.get(outcomeKey(s)), missing: true });
  }
  return out;
}
