import { describe, expect, it } from 'vitest';
import { typedAmount } from './stakeInput';

describe('typedAmount: what a stake field keeps of what was typed', () => {
  const cases: [string, number, string][] = [
    ['10', 2, '10'],
    ['10.5', 2, '10.5'],
    ['10,50', 2, '10,50'],
    ['1a0', 2, '10'],
    ['abc', 2, ''],
    ['-5', 2, '5'],
    ['1e3', 2, '13'],
    ['10.555', 2, '10.55'],
    ['1.2.3', 2, '1.23'],
    ['1,5.', 2, '1,5'],
    ['.5', 2, '.5'],
    ['100.5', 0, '1005'],
    ['0.123456789', 8, '0.12345678'],
    ['1 000', 2, '1000'],
    ['', 2, ''],
  ];
  for (const [text, subunits, want] of cases)
    it(`${JSON.stringify(text)} with ${subunits} digits keeps ${JSON.stringify(want)}`, () =>
      expect(typedAmount(text, subunits)).toBe(want));
});
