import { describe, expect, it } from 'vitest';
import vectors from '../../../testdata/vectors/odds-formats.json';
import { capOdds, formatOdds, MAX_ODDS, NO_ODDS, ODDS_TYPES } from './odds';

describe('formatOdds follows the shared vectors', () => {
  for (const c of vectors.cases) {
    for (const type of ODDS_TYPES) {
      it(`${c.odds} as ${type} is ${c[type]}`, () => {
        expect(formatOdds(c.odds, type)).toBe(c[type]);
      });
    }
  }
});

describe('odds above 40 are capped', () => {
  for (const c of vectors.cap) {
    it(`${c.odds} → ${c.capped}`, () => expect(capOdds(c.odds)).toBe(c.capped));
  }
});

describe('values that are not odds show a dash in every format', () => {
  for (const odds of vectors.invalid) {
    it(String(odds), () => {
      for (const type of ODDS_TYPES) expect(formatOdds(odds, type)).toBe(NO_ODDS);
    });
  }
});

describe('tables', () => {
  it("lists the six formats in the spec's order, and caps at 40.00", () => {
    expect([...ODDS_TYPES]).toEqual([
      'european',
      'british',
      'hongkong',
      'american',
      'indonesian',
      'malaysian',
    ]);
    expect(MAX_ODDS).toBe(40000);
  });
});
