// The names a selection shows (match, market, outcome) in the page's language. The slip keeps
// them from the moment of the pick, so after a language change it reads them again from the
// matches' market data, asked in the new language, and replaces them: ids, odds, their states
// and stakes stay as they are, and a selection the data does not name keeps its names (bet365
// and Betano do the same: the slip reads in the language the page reads in). Pure.
import { matchName } from '../match';
import type { MatchSnapshot } from './updates';
import { outcomeKey, type PlacedBetSummary, type Selection, type Ticket } from './ticket';

export type SelectionNames = Pick<Selection, 'matchName' | 'marketName' | 'outcomeName'>;

/** The names of every outcome of the snapshots, by outcome key. */
export function snapshotNames(snapshots: ReadonlyMap<number, MatchSnapshot>): Map<string, SelectionNames> {
  const out = new Map<string, SelectionNames>();
  for (const { match, markets } of snapshots.values())
    for (const m of markets)
      for (const o of m.outcomes)
        out.set(outcomeKey({ ...m, outcomeId: o.id }), {
          matchName: matchName(match),
          marketName: m.name,
          outcomeName: o.name,
        });
  return out;
}

type Named = SelectionNames & Pick<Selection, 'matchId' | 'marketId' | 'specifier' | 'outcomeId'>;

function renamed<T extends Named>(s: T, names: ReadonlyMap<string, SelectionNames>): T {
  const n = names.get(outcomeKey(s));
  if (!n || (n.matchName === s.matchName && n.marketName === s.marketName && n.outcomeName === s.outcomeName))
    return s;
  return { ...s, ...n };
}

/**
 * The ticket with its selections' names replaced by the given ones: the slip's bets, the bets
 * being placed, the selection waiting for the custom-bet modal and the receipt's selections.
 * Nothing else changes; the same ticket comes back when no name does.
 */
export function renameSelections(t: Ticket, names: ReadonlyMap<string, SelectionNames>): Ticket {
  let touched = false;
  const one = <T extends Named>(s: T): T => {
    const r = renamed(s, names);
    if (r !== s) touched = true;
    return r;
  };
  const bets = t.bets.map((b) => ({ ...b, selections: b.selections.map(one) }));
  const processingBets = t.processingBets.map((b) => ({ ...b, selections: b.selections.map(one) }));
  const pendingSelection = t.pendingSelection && one(t.pendingSelection);
  const receipt = t.receipt.map((b): PlacedBetSummary => ({ ...b, selections: b.selections.map(one) }));
  return touched ? { ...t, bets, processingBets, pendingSelection, receipt } : t;
}

/** The matches whose names the ticket shows: its selections' and its receipt's. */
export function namedMatchIds(t: Ticket): number[] {
  const ids = [
    ...t.bets.flatMap((b) => b.selections.map((s) => s.matchId)),
    ...t.processingBets.flatMap((b) => b.selections.map((s) => s.matchId)),
    ...(t.pendingSelection ? [t.pendingSelection.matchId] : []),
    ...t.receipt.flatMap((b) => b.selections.map((s) => s.matchId)),
  ];
  return [...new Set(ids)];
}
