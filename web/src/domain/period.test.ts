import { afterEach, describe, expect, it } from 'vitest';
import {
  ANY_TIME,
  calendarDay,
  parsePeriod,
  periodApplies,
  periodInverted,
  periodSearch,
  periodWindow,
  type PeriodFilter,
} from './period';

/** The start of a day in the time zone the test runs in, as the window writes it. */
const local = (y: number, m: number, d: number) => new Date(y, m - 1, d).toISOString();

describe('calendarDay', () => {
  it.each([
    ['2026-05-01', '2026-05-01'],
    ['2028-02-29', '2028-02-29'],
    ['2026-02-29', ''],
    ['2026-13-01', ''],
    ['2026-5-1', ''],
    ['0000-01-01', ''],
    ['2026-05-01T00:00', ''],
    ['', ''],
    [null, ''],
  ])('%s is %o', (s, want) => expect(calendarDay(s)).toBe(want));
});

describe('the URL', () => {
  it.each([
    ['', ANY_TIME],
    ['period=7d', { period: '7d', from: '', to: '' }],
    ['period=today&from=2026-05-01', { period: 'today', from: '', to: '' }],
    [
      'period=custom&from=2026-05-01&to=2026-05-31',
      { period: 'custom', from: '2026-05-01', to: '2026-05-31' },
    ],
    ['period=custom&to=2026-05-31', { period: 'custom', from: '', to: '2026-05-31' }],
    ['period=custom&from=yesterday&to=2026-02-30', { period: 'custom', from: '', to: '' }],
    ['period=week', ANY_TIME],
  ] as const)('?%s reads as %o', (search, want) => {
    expect(parsePeriod(new URLSearchParams(search))).toEqual(want);
  });

  it.each([
    ['status=open', { period: '30d', from: '', to: '' }, 'status=open&period=30d'],
    ['period=30d&status=open', ANY_TIME, 'status=open'],
    [
      'period=custom&from=2026-05-01',
      { period: 'custom', from: '2026-05-01', to: '2026-05-31' },
      'period=custom&from=2026-05-01&to=2026-05-31',
    ],
    ['period=custom&from=2026-05-01', { period: '7d', from: '2026-05-01', to: '' }, 'period=7d'],
    ['', { period: 'custom', from: '', to: '' }, 'period=custom'],
  ] as const)('?%s with %o is ?%s', (from, f, want) => {
    expect(periodSearch(new URLSearchParams(from), f).toString()).toBe(want);
  });

  it('reads back what it writes', () => {
    const f: PeriodFilter = { period: 'custom', from: '2026-01-31', to: '2026-03-01' };
    expect(parsePeriod(periodSearch(new URLSearchParams(), f))).toEqual(f);
  });
});

describe('periodWindow: days of the player’s calendar', () => {
  // 15:30 on 1 May 2026, where the test runs.
  const now = new Date(2026, 4, 1, 15, 30);
  it.each([
    ['no period', ANY_TIME, {}],
    ['today', { period: 'today', from: '', to: '' }, { from: local(2026, 5, 1), to: local(2026, 5, 2) }],
    [
      'the last 7 days, today among them',
      { period: '7d', from: '', to: '' },
      { from: local(2026, 4, 25), to: local(2026, 5, 2) },
    ],
    [
      'the last 30 days',
      { period: '30d', from: '', to: '' },
      { from: local(2026, 4, 2), to: local(2026, 5, 2) },
    ],
    [
      'the last 90 days, across months',
      { period: '90d', from: '', to: '' },
      { from: local(2026, 2, 1), to: local(2026, 5, 2) },
    ],
    [
      'custom days, the last one whole',
      { period: 'custom', from: '2026-04-10', to: '2026-04-12' },
      { from: local(2026, 4, 10), to: local(2026, 4, 13) },
    ],
    [
      'one custom day',
      { period: 'custom', from: '2026-04-10', to: '2026-04-10' },
      { from: local(2026, 4, 10), to: local(2026, 4, 11) },
    ],
    ['from a day on', { period: 'custom', from: '2025-12-31', to: '' }, { from: local(2025, 12, 31) }],
    [
      'up to a day, the year’s last',
      { period: 'custom', from: '', to: '2025-12-31' },
      { to: local(2026, 1, 1) },
    ],
    ['custom with no day yet', { period: 'custom', from: '', to: '' }, {}],
    ['days the wrong way round', { period: 'custom', from: '2026-04-12', to: '2026-04-10' }, {}],
  ] as const)('%s', (_, f, want) => expect(periodWindow(f, now)).toEqual(want));

  it('starts a new day at midnight', () => {
    const f: PeriodFilter = { period: 'today', from: '', to: '' };
    expect(periodWindow(f, new Date(2026, 4, 1, 23, 59, 59, 999)).from).toBe(local(2026, 5, 1));
    expect(periodWindow(f, new Date(2026, 4, 2)).from).toBe(local(2026, 5, 2));
  });

  describe('in Paris, across the change to summer time (29 March 2026)', () => {
    const tz = process.env.TZ;
    afterEach(() => {
      if (tz === undefined) delete process.env.TZ;
      else process.env.TZ = tz;
    });
    it('counts calendar days, not 24-hour spans', () => {
      process.env.TZ = 'Europe/Paris';
      const f: PeriodFilter = { period: '7d', from: '', to: '' };
      // Midnight of 24 March is 23:00 UTC (winter), midnight of 31 March 22:00 UTC (summer).
      expect(periodWindow(f, new Date(Date.UTC(2026, 2, 30, 10)))).toEqual({
        from: '2026-03-23T23:00:00.000Z',
        to: '2026-03-30T22:00:00.000Z',
      });
    });
  });
});

describe('periodInverted and periodApplies', () => {
  it.each([
    [ANY_TIME, false, false],
    [{ period: '90d', from: '', to: '' }, false, true],
    [{ period: 'custom', from: '', to: '' }, false, false],
    [{ period: 'custom', from: '2026-04-10', to: '' }, false, true],
    [{ period: 'custom', from: '2026-04-10', to: '2026-04-10' }, false, true],
    [{ period: 'custom', from: '2026-04-11', to: '2026-04-10' }, true, true],
  ] as const)('%o: inverted %s, applies %s', (f, inverted, applies) => {
    expect(periodInverted(f)).toBe(inverted);
    expect(periodApplies(f)).toBe(applies);
  });
});
