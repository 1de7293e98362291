import { describe, expect, it } from 'vitest';
import vectors from '../../../testdata/vectors/money.json';
import { formatMoney, moneyDecimal } from './money';

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
