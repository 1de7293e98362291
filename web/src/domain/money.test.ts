import { describe, expect, it } from 'vitest';
import vectors from '../../../testdata/vectors/money.json';
import { formatMoney, formatMoneyShort, moneyDecimal, parseMoney, subunitsOf } from './money';

describe('moneyDecimal follows the shared vectors', () => {
  for (const c of vectors.cases) {
    const label = `${c.minor} ${c.currency.code}${c.currency.decimals === undefined ? '' : ` (${c.currency.decimals} decimals)`}`;
    it(`${label} is ${c.decimal}`, () => {
      expect(moneyDecimal(c.minor, c.currency)).toBe(c.decimal);
      expect(moneyDecimal(BigInt(c.minor), c.currency)).toBe(c.decimal);
    });
  }
  it('rejects minor units that are not integers', () => {
    expect(() => moneyDecimal(1.5, { code: 'EUR', subunits: 2 })).toThrow(RangeError);
  });
  it('keeps every digit of amounts beyond 2^53', () => {
    expect(moneyDecimal(12345678901234567890n, { code: 'EUR', subunits: 2 })).toBe('123456789012345678.90');
  });
});

describe('formatMoney: locale symbol and grouping around the exact digits', () => {
  for (const c of vectors.formatted) {
    it(`${c.minor} ${c.currency.code} in ${c.locale} is ${c.formatted}`, () =>
      expect(formatMoney(c.minor, c.currency, c.locale)).toBe(c.formatted));
  }
});

describe('formatMoneyShort: the full amount while it fits, else compact and never more', () => {
  const eur = { code: 'EUR', subunits: 2 };
  const cases: [number, { code: string; subunits: number }, string, string][] = [
    [100000, eur, 'en', '€1,000.00'],
    [9999999, eur, 'en', '€99,999.99'],
    [10000000, eur, 'en', '€100K'],
    [12399999, eur, 'en', '€123K'],
    [99999999, eur, 'en', '€999K'],
    [123456789, eur, 'fr', '1,23\u00a0M\u00a0€'],
    [100000, eur, 'fr', '1\u202f000,00\u00a0€'],
    [5123456, { code: 'BTC', subunits: 8 }, 'en', 'BTC\u00a00.0512'],
    [5000000, { code: 'BTC', subunits: 8 }, 'en', 'BTC\u00a00.05'],
    [-12345678, eur, 'en', '-€123K'],
    [100000, eur, 'ar', formatMoney(100000, eur, 'ar')],
    [10000000, eur, 'ar', '\u200f100\u00a0ألف\u00a0€'],
  ];
  for (const [minor, currency, locale, want] of cases) {
    it(`${minor} ${currency.code} in ${locale} is ${want}`, () =>
      expect(formatMoneyShort(minor, currency, locale)).toBe(want));
  }
});

describe('parseMoney: major units typed in, integer minor units out', () => {
  const cases: [string, number, number | null][] = [
    ['10', 2, 1000],
    ['10.5', 2, 1050],
    ['10,50', 2, 1050],
    ['0.01', 2, 1],
    ['  25 ', 2, 2500],
    ['1 000', 2, 100000],
    ["1'000.25", 2, 100025],
    ['0', 2, 0],
    ['10.', 2, 1000],
    ['10.555', 2, null],
    ['-5', 2, null],
    ['1e3', 2, null],
    ['abc', 2, null],
    ['', 2, null],
    ['.5', 2, null],
    ['0.00000001', 8, 1],
    ['0.123456789', 8, null],
    ['1.5', 8, 150000000],
    ['100', 0, 100],
    ['100.5', 0, null],
    ['0.1', 2, 10],
    ['0.29', 2, 29],
    ['92233720368547758', 2, null],
    ['90071992547409.91', 2, 9007199254740991],
  ];
  for (const [text, subunits, want] of cases)
    it(`${JSON.stringify(text)} with ${subunits} digits → ${want}`, () =>
      expect(parseMoney(text, subunits)).toBe(want));
});

describe('subunitsOf', () => {
  const cases: [string, number][] = [
    ['EUR', 2],
    ['btc', 8],
    ['XYZ', 2],
  ];
  for (const [code, want] of cases) it(code, () => expect(subunitsOf(code)).toBe(want));
});
