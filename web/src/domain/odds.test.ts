import { describe, expect, it } from 'vitest';
import vectors from '../../../testdata/vectors/odds-formats.json';
import { capOdds, formatOdds, ODDS_TYPES } from './odds';

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
