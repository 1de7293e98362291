// How a match's market blocks are laid out for a player: the market types they pinned first (a
// "Pinned" section), then the rest in the list's order; each block open or collapsed. A long list
// (a top football match has well over a hundred markets) starts with its first few blocks open
// and the rest collapsed, so that a player sees the main markets and the names of all the others;
// a short one starts all open. A player's own choices (pins, blocks opened or closed) are kept per
// sport, since a sport's market types are the same on every one of its matches.
// internal/firstpaint/match.go paints the same first layout (no choice stored yet).

/** More blocks than this and only the first OPEN_FIRST start open. */
export const MANY_BLOCKS = 10;
export const OPEN_FIRST = 5;

export const pinnedKey = (sport: string) => `pinnedMarkets.${sport}`;
export const openKey = (sport: string) => `openMarkets.${sport}`;

/** The blocks split into the pinned ones (in the order they were pinned) and the others (in
 * their own order). */
export function arrange<T extends { marketId: number }>(
  blocks: readonly T[],
  pinned: readonly number[],
): { pinned: T[]; rest: T[] } {
  const byId = new Map(blocks.map((b) => [b.marketId, b]));
  return {
    pinned: pinned.flatMap((id) => byId.get(id) ?? []),
    rest: blocks.filter((b) => !pinned.includes(b.marketId)),
  };
}

/** Whether the block at `index` of the `count` shown (pinned ones first) is open: the player's
 * choice for its market type, else open when pinned, among the first ones, or when few. */
export function isOpen(
  marketId: number,
  index: number,
  count: number,
  pinned: boolean,
  choices: Readonly<Record<string, boolean>>,
): boolean {
  const chosen = choices[String(marketId)];
  if (chosen !== undefined) return chosen;
  return pinned || count <= MANY_BLOCKS || index < OPEN_FIRST;
}

/** Pinned market types as stored (a JSON list of ids); anything else is none. */
export function parsePinned(stored: string | null): number[] {
  try {
    const v: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : [];
  } catch {
    return [];
  }
}

/** The pins after the player pressed a market type's pin: added last, or taken out. */
export function togglePin(pinned: readonly number[], marketId: number): number[] {
  return pinned.includes(marketId) ? pinned.filter((id) => id !== marketId) : [...pinned, marketId];
}

/** The player's open and closed blocks as stored (a JSON object of id → open); anything else is none. */
export function parseChoices(stored: string | null): Record<string, boolean> {
  try {
    const v: unknown = JSON.parse(stored ?? '{}');
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return {};
    return Object.fromEntries(
      Object.entries(v).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'),
    );
  } catch {
    return {};
  }
}
