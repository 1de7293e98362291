// The banner's amounts tick up from what they showed to what the last poll answered, rather than
// jump: an ease-out over TICK_MS, in whole minor units, never past the target nor below the start.

export const TICK_MS = 1_500;

/** The amount shown `elapsed` ms into a tick from `from` to `to` (minor units). */
export function tickedAmount(from: number, to: number, elapsed: number, duration = TICK_MS): number {
  if (elapsed >= duration || from === to) return to;
  const t = Math.max(0, elapsed) / duration;
  const eased = 1 - (1 - t) ** 3;
  const value = from + (to - from) * eased;
  return to > from ? Math.min(to, Math.floor(value)) : Math.max(to, Math.ceil(value));
}
