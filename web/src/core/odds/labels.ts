// Short outcome labels for places where a button is narrow (list rows), by a written rule, so that
// the side and the line always fit and are never cut off:
//   - a winner / 1x2 outcome (id 1, X, 2) is its id: 1 X 2, as every book prints them;
//   - a handicap outcome is its side and its line: '1 +1.5', '2 -1.5';
//   - an over/under outcome is the localized initial and its line: 'O 2.5', 'U 2.5';
//   - anything else keeps its name (Yes, No ... are short).
// The full name always stays in the button's title and accessible name.
import type { Market, Outcome } from '../../api/types';

export type ShortLabel = { kind: 'text'; text: string } | { kind: 'over' | 'under'; line: string };

/** The value of a specifier key ("hcp" of "setnr=1|hcp=-1.5"); undefined when absent. */
export function specifierPart(specifier: string, key: string): string | undefined {
  for (const part of specifier.split('|')) {
    const [k, v] = part.split('=');
    if (k === key && v !== undefined) return v;
  }
  return undefined;
}

/** The signed form of a handicap line: "+1.5", "-1.5", and "0" for a level line on either side
 * (String(-0) is "0"): testdata/vectors/handicap.json, which the server's names follow too. */
function signed(line: number): string {
  return line > 0 ? `+${line}` : String(line);
}

export function shortLabel(
  market: Pick<Market, 'specifier'>,
  outcome: Pick<Outcome, 'id' | 'name'>,
): ShortLabel {
  const side = outcome.id.toUpperCase();
  const hcp = specifierPart(market.specifier, 'hcp');
  if (hcp !== undefined && (side === '1' || side === '2')) {
    // The specifier is the home side's line; the away side gets its opposite.
    const home = Number(hcp);
    return { kind: 'text', text: `${side} ${signed(side === '1' ? home : -home)}` };
  }
  const total = specifierPart(market.specifier, 'total');
  if (total !== undefined && (outcome.id === 'over' || outcome.id === 'under'))
    return { kind: outcome.id, line: total };
  if (side === '1' || side === 'X' || side === '2') return { kind: 'text', text: side };
  return { kind: 'text', text: outcome.name };
}
