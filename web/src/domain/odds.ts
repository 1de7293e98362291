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

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

/** The fraction n/d (d ≤ 100) closest to (odds − 1000)/1000; ties go to the smaller d. */
function fractional(odds: number): string {
  const p = odds - 1000;
  let best = { n: 0, d: 1, errNum: Infinity, errDen: 1 };
  for (let d = 1; d <= 100; d++) {
    const n = divRound(p * d, 1000);
    // |n/d − p/1000| = |1000n − pd| / 1000d; compare by cross-multiplication.
    const errNum = Math.abs(1000 * n - p * d);
    const errDen = 1000 * d;
    if (errNum * best.errDen < best.errNum * errDen) best = { n, d, errNum, errDen };
  }
  const g = gcd(best.n, best.d) || 1;
  return `${best.n / g}/${best.d / g}`;
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
