// Odds display formats (spec: european, british, hongkong, american, indonesian, malaysian).
// Odds are integer thousandths (1.85 is 1850); every rule works in integers and rounds half away
// from zero, exactly as testdata/vectors/odds-formats.json states and the Go side checks.

export const ODDS_TYPES = ['european', 'british', 'hongkong', 'american', 'indonesian', 'malaysian'] as const;
export type OddsType = (typeof ODDS_TYPES)[number];

export const DEFAULT_ODDS_TYPE: OddsType = 'european';

/** Odds above 40 are capped to this value (spec section 5). */
export const MAX_ODDS = 40000;

/** Odds above {@link MAX_ODDS} become MAX_ODDS; lower odds are unchanged. */
export function capOdds(odds: number): number {
  return Math.min(odds, MAX_ODDS);
}

export function isOddsType(value: string): value is OddsType {
  return (ODDS_TYPES as readonly string[]).includes(value);
}

/** num/den rounded to an integer, half away from zero; den > 0. */
function divRound(num: number, den: number): number {
  const q = Math.floor((2 * Math.abs(num) + den) / (2 * den));
  return num < 0 ? -q : q;
}

/** A value in hundredths written with 2 decimals. */
function hundredths(h: number): string {
  const sign = h < 0 ? '-' : '';
  const a = Math.abs(h);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/**
 * The standard fractional ladder of UK bookmakers, shortest first, each rung written as bookmakers
 * write it (4/6, 6/4 and 85/40 unreduced; evens as 1/1, which needs no translation). Decimal odds
 * are capped at 40.00 (39/1), so the ladder stops at 40/1, the first rung past the cap.
 */
export const FRACTIONAL_LADDER: readonly string[] = (
  '1/100 1/66 1/50 1/40 1/33 1/25 1/20 1/16 1/14 1/12 1/10 1/9 1/8 1/7 1/6 1/5 2/9 1/4 2/7 3/10 ' +
  '1/3 4/11 2/5 4/9 1/2 8/15 4/7 8/13 4/6 8/11 4/5 5/6 10/11 1/1 21/20 11/10 6/5 5/4 11/8 6/4 ' +
  '13/8 7/4 15/8 2/1 85/40 9/4 5/2 11/4 3/1 10/3 7/2 4/1 9/2 5/1 11/2 6/1 13/2 7/1 15/2 8/1 17/2 ' +
  '9/1 10/1 11/1 12/1 14/1 16/1 18/1 20/1 25/1 33/1 40/1'
).split(' ');

const RUNGS = FRACTIONAL_LADDER.map((r): [number, number] => {
  const [n = '', d = ''] = r.split('/');
  return [Number(n), Number(d)];
});

/**
 * The ladder's rung closest to the profit (odds − 1000)/1000. Half-way between two rungs the lower
 * one wins, so the price shown never promises more than the bet pays. Past the top rung (only combo
 * totals get there) bookmakers write whole numbers: the profit rounded, over 1.
 */
function fractional(odds: number): string {
  const p = odds - 1000; // profit in thousandths
  if (RUNGS.every(([n, d]) => p * d > 1000 * n)) return `${divRound(p, 1000)}/1`;
  let best = { n: 0, d: 1, errNum: Infinity, errDen: 1 };
  for (const [n, d] of RUNGS) {
    // |n/d − p/1000| = |1000n − pd| / 1000d; compared exactly by cross-multiplication, and strictly,
    // so a tie keeps the lower rung found first.
    const errNum = Math.abs(1000 * n - p * d);
    const errDen = 1000 * d;
    if (errNum * best.errDen < best.errNum * errDen) best = { n, d, errNum, errDen };
  }
  return `${best.n}/${best.d}`;
}

/** What every format shows for a value that is not odds (not an integer above 1000). */
export const NO_ODDS = '\u2014';

/** Odds (integer thousandths) written in one of the six display formats. */
export function formatOdds(odds: number, type: OddsType): string {
  if (!Number.isSafeInteger(odds) || odds <= 1000) return NO_ODDS;
  const profit = odds - 1000; // thousandths
  switch (type) {
    case 'european':
      return hundredths(divRound(odds, 10));
    case 'hongkong':
      return hundredths(divRound(profit, 10));
    case 'british':
      return fractional(odds);
    case 'american':
      return odds >= 2000 ? `+${divRound(profit, 10)}` : `-${divRound(100000, profit)}`;
    case 'indonesian':
      return odds >= 2000 ? hundredths(divRound(profit, 10)) : hundredths(-divRound(100000, profit));
    case 'malaysian':
      return odds <= 2000 ? hundredths(divRound(profit, 10)) : hundredths(-divRound(100000, profit));
  }
}
