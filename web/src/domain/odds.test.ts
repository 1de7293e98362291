import { describe, expect, it } from 'vitest';
import vectors from '../../../testdata/vectors/odds-formats.json';
import { capOdds, formatOdds, FRACTIONAL_LADDER, MAX_ODDS, NO_ODDS, ODDS_TYPES } from './odds';

describe('formatOdds follows the shared vectors', () => {
  for (const c of vectors.cases) {
    for (const type of ODDS_TYPES) {
      it(`${c.odds} as ${type} is ${c[type]}`, () => {
        expect(formatOdds(c.odds, type)).toBe(c[type]);
      });
    }
  }
});

describe('the fractional ladder', () => {
  it('is the rungs the vectors were generated from', () => {
    expect([...FRACTIONAL_LADDER]).toEqual(vectors.ladder);
  });

  it('shows each rung for the odds it stands for', () => {
    // A rung n/d is odds 1000 + 1000n/d; where that is a whole thousandth it must show itself.
    let checked = 0;
    for (const rung of FRACTIONAL_LADDER) {
      const [n = 0, d = 1] = rung.split('/').map(Number);
      if ((1000 * n) % d !== 0) continue;
      expect(formatOdds(1000 + (1000 * n) / d, 'british')).toBe(rung);
      checked++;
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('shows nothing off the ladder up to the cap', () => {
    for (let odds = 1001; odds <= MAX_ODDS; odds++) {
      const shown = formatOdds(odds, 'british');
      if (!FRACTIONAL_LADDER.includes(shown)) throw new Error(`${odds} shows ${shown}, off the ladder`);
    }
  });
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
