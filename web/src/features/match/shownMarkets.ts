// Which markets and outcomes a bettor is shown, beyond what the feed lists:
//   - a line (a total or handicap at one value) priced at a cap on either side — the feed's floor
//     of 1.01 or the 40.00 ceiling — is left out: a bet at the floor returns next to nothing, and
//     its other side is then no real price either. Single-line markets (1x2, winner) stay, since a
//     clear favourite is still a market people back;
//   - a correct score below the current score of a live or finished match can no longer happen,
//     so it is left out rather than shown locked; so is any outcome of a correct-score market the
//     feed no longer prices (inactive: too unlikely to offer, 'any other' included), so that the
//     grid holds only what a bettor can back.
import type { Market, Match } from '../../api/types';
import { MAX_ODDS } from '../../domain/odds';
import { specifierPart } from '../../core/odds/labels';

/** The lowest price the feed offers (catalogue.MinOdds on the server). */
export const MIN_ODDS = 1010;

const isLine = (m: Pick<Market, 'specifier'>): boolean =>
  specifierPart(m.specifier, 'total') !== undefined || specifierPart(m.specifier, 'hcp') !== undefined;

/** Whether a market is a line priced at a cap on any side. */
export function atCap(m: Pick<Market, 'specifier' | 'outcomes'>): boolean {
  return isLine(m) && m.outcomes.some((o) => o.odds <= MIN_ODDS || o.odds >= MAX_ODDS);
}

const SCORE = /^(\d+):(\d+)$/;

/** Whether a correct-score outcome ("2:1") can still happen at the current score; outcomes that
 * are no score ("other", "1", "over") always can. */
export function scorePossible(outcomeId: string, match: Pick<Match, 'status' | 'totalScore'>): boolean {
  const s = SCORE.exec(outcomeId);
  const now = match.totalScore;
  if (!s || !now || match.status === 0) return true;
  return Number(s[1]) >= now.home && Number(s[2]) >= now.away;
}

/** The markets to show: capped lines left out, impossible and unpriced scores removed from their
 * markets (a market left with no outcome goes too). Keeps a market's identity when nothing is removed. */
export function shownMarkets(
  markets: readonly Market[],
  match: Pick<Match, 'status' | 'totalScore'> | null,
): Market[] {
  const out: Market[] = [];
  for (const m of markets) {
    if (atCap(m)) continue;
    const scores = m.outcomes.some((o) => SCORE.test(o.id));
    const outcomes = scores
      ? m.outcomes.filter((o) => o.active && (!match || scorePossible(o.id, match)))
      : m.outcomes;
    if (outcomes.length === 0) continue;
    out.push(outcomes.length === m.outcomes.length ? m : { ...m, outcomes });
  }
  return out;
}
