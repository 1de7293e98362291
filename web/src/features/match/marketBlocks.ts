// A match's markets as the page shows them: one block per market type (marketId), holding its
// specifier lines (Total 2.5, Total 3.5 ...) in line order, blocks in the list's priority order.
import type { Market } from '../../api/types';

export interface MarketBlockData {
  marketId: number;
  title: string;
  lines: Market[];
  /** Each line's own name beside the title ("1st half 119.5" under "Total"), or none when the
   * lines differ by their value only, shown on their buttons. */
  labels?: string[];
}

/** The specifier's line, the value of its last part: "2.5" of "total=2.5", "19.5" of
 * "player=1-22|total=19.5"; "" when there is none. */
export function specifierValue(specifier: string): string {
  const eq = specifier.lastIndexOf('=');
  return eq === -1 ? '' : specifier.slice(eq + 1);
}

/** The market's name without its line: "Total points 220.5" → "Total points". */
export function baseName(m: Pick<Market, 'name' | 'specifier'>): string {
  const value = specifierValue(m.specifier);
  return value && m.name.endsWith(` ${value}`) ? m.name.slice(0, -value.length - 1) : m.name;
}

/** What a line is apart from its value: its specifier without the last part ("halfnr=1" of
 * "halfnr=1|total=119.5"; a player), by which a block keeps each one's lines together. */
const subject = (specifier: string): string => specifier.slice(0, Math.max(specifier.lastIndexOf('|'), 0));

const SEP = ' - ';

/** A block whose lines' names differ beyond their values ("1st half - total 119.5", "2nd half -
 * total 119.5"; "Points - G. Dvořák 19.5"): the parts of the name every line shares make the
 * title ("Total", "Points") and the rest each line's label ("1st half 119.5", "G. Dvořák 19.5").
 * Without a shared part the first line's name is the title and each line keeps its whole name. */
function titleAndLabels(lines: Market[]): { title: string; labels: string[] } {
  const parts = lines.map((l) => baseName(l).split(SEP));
  const shared = (parts[0] ?? []).filter((p) => parts.every((ps) => ps.includes(p)));
  if (shared.length === 0) return { title: lines[0]?.name ?? '', labels: lines.map((l) => l.name) };
  const title = shared.join(SEP);
  return {
    title: title.charAt(0).toUpperCase() + title.slice(1),
    labels: lines.map((l, i) => {
      const value = specifierValue(l.specifier);
      const own = (parts[i] ?? []).filter((p) => !shared.includes(p)).join(SEP);
      return baseName(l) === l.name ? own : `${own} ${value}`.trim();
    }),
  };
}

export function marketBlocks(markets: readonly Market[]): MarketBlockData[] {
  const blocks = new Map<number, MarketBlockData>();
  for (const m of markets) {
    const block = blocks.get(m.marketId);
    if (block) block.lines.push(m);
    else blocks.set(m.marketId, { marketId: m.marketId, title: baseName(m), lines: [m] });
  }
  for (const b of blocks.values()) {
    // Each subject's lines together, in the order the subjects came, each by its value.
    const first = new Map<string, number>();
    b.lines.forEach((l, i) => first.set(subject(l.specifier), first.get(subject(l.specifier)) ?? i));
    b.lines.sort(
      (x, y) =>
        (first.get(subject(x.specifier)) ?? 0) - (first.get(subject(y.specifier)) ?? 0) || lineOrder(x, y),
    );
    if (b.lines.some((l) => baseName(l) !== b.title)) Object.assign(b, titleAndLabels(b.lines));
  }
  return [...blocks.values()];
}

function lineOrder(a: Market, b: Market): number {
  const x = Number.parseFloat(specifierValue(a.specifier));
  const y = Number.parseFloat(specifierValue(b.specifier));
  return Number.isNaN(x) || Number.isNaN(y) ? 0 : x - y;
}
