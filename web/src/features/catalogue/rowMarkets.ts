// The markets a list row shows: the main market always; beside it, where the row is wide enough,
// the secondary and extra markets the server chose for the sport (catalogue.ExtraMarketType) that
// are worth showing (no line priced at a cap) and fit their column (two outcomes). The '+N' count links to the match
// page and counts the listed markets the row does not show, at each width.
import type { Market, Match } from '../../api/types';
import { atCap } from '../match';

/** A secondary column holds two buttons (over/under, yes/no, the two sides of a handicap); a
 * market of more outcomes (a quarter's 1x2 that ranks second late in a game) is left to the match
 * page rather than squeezed. */
const OTHER_OUTCOMES = 2;

export interface RowMarkets {
  main: Market | undefined;
  /** Shown on wide rows only. */
  others: Market[];
  /** Listed markets not shown: on a narrow row (main only) and on a wide one. */
  more: { narrow: number; wide: number };
}

export function rowMarkets(
  m: Pick<Match, 'mainMarket' | 'secondaryMarket' | 'extraMarket' | 'availableMarketsCount'>,
): RowMarkets {
  const others = [m.secondaryMarket, m.extraMarket].filter(
    (x): x is Market => x !== undefined && x.outcomes.length <= OTHER_OUTCOMES && !atCap(x),
  );
  const narrow = Math.max(0, m.availableMarketsCount - (m.mainMarket ? 1 : 0));
  return { main: m.mainMarket, others, more: { narrow, wide: Math.max(0, narrow - others.length) } };
}
