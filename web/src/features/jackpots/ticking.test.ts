import { describe, expect, it } from 'vitest';
import { tickedAmount, TICK_MS } from './ticking';

describe('tickedAmount', () => {
  const cases: { name: string; from: number; to: number; elapsed: number; want: number }[] = [
    { name: 'starts where it was', from: 5000, to: 6000, elapsed: 0, want: 5000 },
    { name: 'ends on the target', from: 5000, to: 6000, elapsed: TICK_MS, want: 6000 },
    { name: 'after the end, the target', from: 5000, to: 6000, elapsed: TICK_MS * 3, want: 6000 },
    { name: 'half way is past half (ease-out)', from: 0, to: 1000, elapsed: TICK_MS / 2, want: 875 },
    { name: 'whole minor units, rounded toward the start', from: 0, to: 3, elapsed: TICK_MS / 10, want: 0 },
    { name: 'down after a hit', from: 25000, to: 5000, elapsed: TICK_MS / 2, want: 7500 },
    { name: 'no change', from: 7, to: 7, elapsed: 10, want: 7 },
  ];
  for (const c of cases)
    it(c.name, () => {
      expect(tickedAmount(c.from, c.to, c.elapsed)).toBe(c.want);
    });

  it('never leaves the range and never goes back', () => {
    let last = 100;
    for (let ms = 0; ms <= TICK_MS; ms += 7) {
      const v = tickedAmount(100, 4321, ms);
      expect(v).toBeGreaterThanOrEqual(last);
      expect(v).toBeLessThanOrEqual(4321);
      expect(Number.isInteger(v)).toBe(true);
      last = v;
    }
  });
});
