// The account details' rules (spec sections 3, 4 and 6): status group membership, the progress
// of comp points towards the next level, which bets are news to their player, and whether a
// player must still verify a phone. No I/O.

interface GroupLike {
  id: string;
}

/**
 * Whether a player is in the status group a setting names (the user-group checker, the
 * deposit-reminder group, the quick-deposit test group). No group configured names nobody.
 */
export function isInGroup(
  player: { statuses?: readonly GroupLike[] } | null | undefined,
  group: string | undefined,
): boolean {
  if (!group || !player?.statuses) return false;
  return player.statuses.some((s) => s.id === group);
}

/** A gate by group: open to everyone when no group is configured, else to its members only. */
export function groupAllows(
  player: { statuses?: readonly GroupLike[] } | null | undefined,
  group: string | undefined,
): boolean {
  return !group || isInGroup(player, group);
}

/** Whether a signed-in player is to be led to verify a phone: the site requires it (site.yaml's
 * phoneVerificationRequired, spec section 5: "Phone verification can be required after login") and
 * none of their phones is verified. */
export function phoneVerificationNeeded(
  player: { id?: number; phones?: readonly { verified: boolean }[] } | null | undefined,
  required: boolean | undefined,
): boolean {
  return required === true && player?.id !== undefined && !(player.phones ?? []).some((p) => p.verified);
}

export interface CompPointsLike {
  persistent_points: number;
  condition?: { min: number; max: number };
}

export interface CompPointsProgress {
  points: number;
  /** Points the next level starts at (the level's condition max). */
  next: number;
  /** Points still to earn for the next level; 0 on the top level. */
  toNext: number;
  /** How far through the level, 0 to 100, whole. */
  percent: number;
  /** The top level: nothing left to reach. */
  top: boolean;
}

/** How far a player's points have come through their level's condition (min to max). */
export function compPointsProgress(cp: CompPointsLike): CompPointsProgress {
  const points = cp.persistent_points;
  const min = cp.condition?.min ?? 0;
  const max = cp.condition?.max ?? min;
  if (max <= min) return { points, next: max, toNext: 0, percent: 100, top: true };
  const done = Math.min(Math.max(points - min, 0), max - min);
  return {
    points,
    next: max,
    toNext: Math.max(max - points, 0),
    percent: Math.floor((done * 100) / (max - min)),
    top: false,
  };
}

interface BetLike {
  betId: number;
  status: string;
  seen?: boolean;
}

/** The bets of a list that settled since their player last looked (the server's seen flag). */
export function unseenBetIds(bets: readonly BetLike[]): number[] {
  return bets.filter((b) => b.seen === false && b.status !== 'waiting_results').map((b) => b.betId);
}
