// The money rules of bets, the same as the server's (internal/betting): stake bounds, combo odds,
// potential win, system lines, line settlement and the cash-out value. Odds are integer
// thousandths (1.85 is 1850), money integer minor units; every rounding is down and happens once,
// on BigInt products.
// testdata/vectors/betting.json holds the cases both sides are tested against; its "rules" say
// each rule in words.

/** The fixed-point scale of odds: 1000 is 1.000. */
export const ODDS_SCALE = 1000n;

/** The bookmaker's share of a cash-out's fair value, in thousandths (5%). */
export const CASHOUT_MARGIN = 50n;

/** How an outcome settled; '' while open. */
export type OutcomeResult = '' | 'win' | 'lose' | 'void' | 'half_win' | 'half_lose';

/** Results of a settled line (spec section 4). */
export type LineResult =
  'win_entire' | 'lose_entire' | 'refund_entire' | 'refund_half_win_other' | 'refund_half_lose_other';

const big = (n: number | bigint): bigint => BigInt(n);

/** The smallest and largest stake of a line, in minor units, by the currency's subunits: 0.10 to
 * 10,000.00 in fiat, 1,000 to 50,000,000 satoshi in BTC. */
export function stakeBounds(subunits: number): { min: number; max: number } {
  return subunits > 2 ? { min: 1_000, max: 50_000_000 } : { min: 10, max: 1_000_000 };
}

/** The product of the legs' odds, rounded down to thousandths. */
export function comboOdds(odds: readonly number[]): number {
  if (odds.length === 0) return 0;
  let num = 1n;
  let den = 1n;
  odds.forEach((o, i) => {
    num *= big(o);
    if (i > 0) den *= ODDS_SCALE;
  });
  return Number(num / den);
}

/** Stake × odds / 1000, rounded down. */
export function potentialWin(stake: number, odds: number): number {
  return Number((big(stake) * big(odds)) / ODDS_SCALE);
}

/** The combinations of k of n selection indexes, lexicographic: the lines of a system k/n. */
export function systemLines(n: number, k: number): number[][] {
  if (k < 1 || k > n) return [];
  const out: number[][] = [];
  // Every combination extends a shorter one by a larger index: built by recursion, in order.
  const extend = (line: number[], from: number): void => {
    if (line.length === k) {
      out.push(line);
      return;
    }
    for (let i = from; i <= n - (k - line.length); i++) extend([...line, i], i + 1);
  };
  extend([], 0);
  return out;
}

/** The sum over the lines of k of the odds of stake × the line's combo odds. */
export function systemPotentialWin(odds: readonly number[], k: number, stakePerLine: number): number {
  return systemLines(odds.length, k).reduce(
    (sum, line) => sum + potentialWin(stakePerLine, comboOdds(line.map((i) => odds[i] ?? 0))),
    0,
  );
}

/**
 * The least and the most a system k/n returns (stake included), the way bookmakers quote it: the
 * least is the smallest winning case, exactly k selections right, which wins the one line of
 * the lowest combo odds; the most is every selection right, every line won. Never the full
 * combo's odds, which a system does not pay.
 */
export function systemReturnRange(
  odds: readonly number[],
  k: number,
  stakePerLine: number,
): { min: number; max: number } {
  const lines = systemLines(odds.length, k);
  if (lines.length === 0) return { min: 0, max: 0 };
  const lowest = Math.min(...lines.map((line) => comboOdds(line.map((i) => odds[i] ?? 0))));
  return { min: potentialWin(stakePerLine, lowest), max: systemPotentialWin(odds, k, stakePerLine) };
}

/** A quick-stake preset adds its amount to the stake (as bet365's +5 +10), up to the stake bound. */
export function addToStake(stake: number, amount: number, subunits: number): number {
  return Math.min(Math.max(0, stake) + amount, stakeBounds(subunits).max);
}

export interface Leg {
  odds: number;
  result: OutcomeResult;
}

/** A leg's settlement factor as a fraction: odds (win), 0, 1 (void), (odds+1)/2, 1/2. */
function factor(leg: Leg): [bigint, bigint] | null {
  switch (leg.result) {
    case 'win':
      return [big(leg.odds), ODDS_SCALE];
    case 'lose':
      return [0n, 1n];
    case 'void':
      return [1n, 1n];
    case 'half_win':
      return [big(leg.odds) + ODDS_SCALE, 2n * ODDS_SCALE];
    case 'half_lose':
      return [1n, 2n];
    default:
      return null;
  }
}

export interface LineSettlement {
  settledOdds: number;
  payout: number;
  result: LineResult;
}

/** Settles a line whose legs all have results; null when one is still open. */
export function settleLine(stake: number, legs: readonly Leg[]): LineSettlement | null {
  let num = 1n;
  let den = 1n;
  for (const leg of legs) {
    const f = factor(leg);
    if (!f) return null;
    num *= f[0];
    den *= f[1];
  }
  const settledOdds = Number((num * ODDS_SCALE) / den);
  const results = legs.map((l) => l.result);
  let result: LineResult = 'win_entire';
  if (settledOdds === 0) result = 'lose_entire';
  else if (results.every((r) => r === 'void')) result = 'refund_entire';
  else if (results.includes('half_lose')) result = 'refund_half_lose_other';
  else if (results.includes('half_win')) result = 'refund_half_win_other';
  return { settledOdds, payout: potentialWin(stake, settledOdds), result };
}

export interface CashoutLeg {
  placedOdds: number;
  /** Open legs: the odds now. */
  currentOdds?: number;
  /** Settled legs: the result. */
  result?: OutcomeResult;
}

/**
 * What an open single or combo is worth now: stake × Π(placed / current) over open legs × the
 * settled legs' factors × (1000 − margin) / 1000, rounded down once. null when a leg lost or an
 * open leg has no odds.
 */
export function cashoutValue(stake: number, legs: readonly CashoutLeg[]): number | null {
  let num = big(stake) * (ODDS_SCALE - CASHOUT_MARGIN);
  let den = ODDS_SCALE;
  for (const leg of legs) {
    if (leg.result) {
      if (leg.result === 'lose') return null;
      const f = factor({ odds: leg.placedOdds, result: leg.result });
      if (!f) return null;
      num *= f[0];
      den *= f[1];
    } else {
      if (!leg.currentOdds || leg.currentOdds <= 0) return null;
      num *= big(leg.placedOdds);
      den *= big(leg.currentOdds);
    }
  }
  return Number(num / den);
}
