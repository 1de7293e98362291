// Money display (spec section 9: 2 decimals for fiat, the configured count for crypto). Amounts
// are integer minor units; the decimal string is built with integer (BigInt) arithmetic, and Intl
// only supplies the symbol, the sign position and the digit grouping. Digits are always Latin, as
// for odds. testdata/vectors/money.json holds the cases.

export interface Currency {
  /** ISO 4217 code, or a crypto ticker such as BTC. */
  code: string;
  /** Digits of the minor unit: 2 for EUR (cents), 8 for BTC (satoshi). */
  subunits: number;
  /** A configured number of decimals to show; rounds half away from zero when below subunits. */
  decimals?: number;
}

/**
 * Decimals shown: the configured count when given; else 2 for fiat (subunits up to 2); else
 * (crypto) the subunits with trailing zeros trimmed, never fewer than 2.
 */
function shownDecimals(abs: bigint, currency: Currency): number {
  if (currency.decimals !== undefined) return currency.decimals;
  if (currency.subunits <= 2) return 2;
  let d = currency.subunits;
  let v = abs;
  while (d > 2 && v % 10n === 0n) {
    v /= 10n;
    d--;
  }
  return d;
}

/** The amount as a plain decimal string, e.g. -1234.50; no grouping, no symbol. */
export function moneyDecimal(minor: number | bigint, currency: Currency): string {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor))
    throw new RangeError(`minor units must be an integer: ${minor}`);
  const m = BigInt(minor);
  const negative = m < 0n;
  let abs = negative ? -m : m;
  const decimals = shownDecimals(abs, currency);
  let scale = currency.subunits;
  if (decimals < scale) {
    const div = 10n ** BigInt(scale - decimals);
    abs = (abs * 2n + div) / (2n * div); // half away from zero (on the absolute value)
    scale = decimals;
  } else if (decimals > scale) {
    abs *= 10n ** BigInt(decimals - scale);
    scale = decimals;
  }
  const unit = 10n ** BigInt(scale);
  const whole = abs / unit;
  const fraction = scale > 0 ? (abs % unit).toString().padStart(scale, '0') : '';
  const sign = negative && abs !== 0n ? '-' : '';
  return sign + whole.toString() + (fraction ? '.' + fraction : '');
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, code: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${code}|${decimals}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      numberingSystem: 'latn',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, f);
  }
  return f;
}

/** The amount with the locale's symbol, sign and grouping, e.g. €1,234.50 or 1 234,50 €. */
export function formatMoney(minor: number | bigint, currency: Currency, locale: string): string {
  const plain = moneyDecimal(minor, currency);
  const negative = plain.startsWith('-');
  const [wholeText = '0', fraction = ''] = (negative ? plain.slice(1) : plain).split('.');
  // Intl formats the whole part (a BigInt, exact); our fraction digits replace its zeros.
  const whole = BigInt(wholeText);
  const value = negative ? (whole === 0n ? -0 : -whole) : whole;
  const parts = numberFormat(locale, currency.code, fraction.length).formatToParts(value);
  return parts.map((p) => (p.type === 'fraction' ? fraction : p.value)).join('');
}

/**
 * Where room is short (the phone header): the full amount while it is at most `maxChars` long
 * (€99,999.99), else the locale's compact form with three significant digits, cut rather than
 * rounded so it never shows more money than there is (€123K, 1,23 M €, BTC 0.0512).
 */
export function formatMoneyShort(
  minor: number | bigint,
  currency: Currency,
  locale: string,
  maxChars = 10,
): string {
  const full = formatMoney(minor, currency, locale);
  // Bidirectional marks (Arabic puts one before the symbol) take no room.
  if (full.replace(/[\u200e\u200f\u061c]/g, '').length <= maxChars) return full;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.code,
    numberingSystem: 'latn',
    notation: 'compact',
    maximumSignificantDigits: 3,
    roundingMode: 'trunc',
  }).format(Number(moneyDecimal(minor, { ...currency, decimals: undefined })));
}

/** The platform's wallet currencies and their minor-unit digits, in the sign-up order. */
export const WALLET_CURRENCIES: readonly Currency[] = [
  { code: 'EUR', subunits: 2 },
  { code: 'USD', subunits: 2 },
  { code: 'GBP', subunits: 2 },
  { code: 'BRL', subunits: 2 },
  { code: 'KZT', subunits: 2 },
  { code: 'BTC', subunits: 8 },
];

/** The minor-unit digits of a currency code: the wallet's table, else 2. */
export function subunitsOf(code: string): number {
  return WALLET_CURRENCIES.find((c) => c.code === code.toUpperCase())?.subunits ?? 2;
}

const AMOUNT = /^(\d+)(?:[.,](\d*))?$/;

/**
 * Parses an amount typed in major units ("10", "10.5", "0,001") into integer minor units of a
 * currency with `subunits` digits, with string arithmetic only (never a float). Spaces and
 * apostrophes between digit groups are ignored. Null when the text is not a positive-or-zero
 * number, has more decimals than the currency has digits, or is beyond exact integers.
 */
export function parseMoney(text: string, subunits: number): number | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  const m = AMOUNT.exec(compact);
  if (!m) return null;
  const whole = m[1] ?? '0';
  const fraction = m[2] ?? '';
  if (fraction.length > subunits) return null;
  const minor = BigInt(whole) * 10n ** BigInt(subunits) + BigInt(fraction.padEnd(subunits, '0') || '0');
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(minor);
}
