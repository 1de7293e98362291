// A match's markets as the page shows them: one block per market type (marketId), holding its
// specifier lines (Total 2.5, Total 3.5 ...) in line order, blocks in the list's priority order.
import type { Market } from '../../api/types';

export interface MarketBlockData {
  marketId: number;
  title: string;
  lines: Market[];
}

/** The specifier's value, e.g. "2.5" of "total=2.5"; "" when there is none. */
export function specifierValue(specifier: string): string {
  const eq = specifier.indexOf('=');
  return eq === -1 ? '' : specifier.slice(eq + 1);
}

/** The market's name without its line: "Total points 220.5" → "Total points". */
export function baseName(m: Pick<Market, 'name' | 'specifier'>): string {
  const value = specifierValue(m.specifier);
  return value && m.name.endsWith(` ${value}`) ? m.name.slice(0, -value.length - 1) : m.name;
}

const lineOrder = (a: Market, b: Market): number => {
  const x = Number.parseFloat(specifierValue(a.specifier));
  const y = Number.parseFloat(specifierValue(b.specifier));
  return Number.isNaN(x) || Number.isNaN(y) ? 0 : x - y;
};

export function marketBlocks(markets: readonly Market[]): MarketBlockData[] {
  const blocks = new Map<number, MarketBlockData>();
  for (const m of markets) {
    const block = blocks.get(m.marketId);
    if (block) block.lines.push(m);
    else blocks.set(m.marketId, { marketId: m.marketId, title: baseName(m), lines: [m] });
  }
  for (const b of blocks.values()) {
    b.lines.sort(lineOrder);
    // Lines that do not share a name keep their own names (see MarketLines).
    if (b.lines.some((l) => baseName(l) !== b.title)) b.title = b.lines[0]?.name ?? b.title;
  }
  return [...blocks.values()];
}
