import { describe, expect, it } from 'vitest';
import { clockSeconds, mmss } from './clock';

const at = '2026-11-22T20:00:00Z';
const t0 = Date.parse(at);
const clock = (over: Partial<Parameters<typeof clockSeconds>[0]> = {}) => ({
  matchTime: 600,
  stoppageTime: 0,
  remainingTime: 0,
  stopped: false,
  clockUpdatedAt: at,
  ...over,
});

describe('clockSeconds', () => {
  const cases: [string, ReturnType<typeof clock>, number, number][] = [
    ['counts up from the reading', clock(), t0 + 65_000, 665],
    ['a stopped clock stands', clock({ stopped: true }), t0 + 65_000, 600],
    ['remaining time counts down', clock({ remainingTime: 300 }), t0 + 10_000, 290],
    ['never below zero', clock({ remainingTime: 5 }), t0 + 60_000, 0],
    ['a reading from the future does not run backwards', clock(), t0 - 5_000, 600],
  ];
  for (const [name, c, now, want] of cases) it(name, () => expect(clockSeconds(c, now)).toBe(want));
});

describe('mmss', () => {
  it.each([
    [0, '0:00'],
    [65, '1:05'],
    [5590, '93:10'],
  ])('%i → %s', (s, want) => expect(mmss(s)).toBe(want));
});
