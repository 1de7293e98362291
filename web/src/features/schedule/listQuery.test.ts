import { describe, expect, it } from 'vitest';
import {
  isoDay,
  listDays,
  readListQuery,
  resultsRequest,
  scheduleRequest,
  startRange,
  writeListQuery,
  type ListQuery,
} from './listQuery';

// Local dates and instants are built with the Date constructor, so the expectations hold in the
// time zone the tests run in.
const local = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h);

describe('the days a list offers', () => {
  it('are local days, forward for the schedule and back for the results, across a month', () => {
    expect(isoDay(local(2026, 3, 9))).toBe('2026-03-09');
    expect(listDays(local(2026, 11, 29, 23), 4, 1)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(listDays(local(2026, 12, 2, 1), 3, -1)).toEqual(['2026-12-02', '2026-12-01', '2026-11-30']);
  });
});

describe('the list query in the address', () => {
  const days = ['2026-11-24', '2026-11-25'];
  const plain: ListQuery = {
    date: '2026-11-24',
    sport: null,
    sortBy: 'time',
    time: 'all',
    isBettable: false,
  };
  it.each([
    ['', plain],
    [
      'date=2026-11-25&sport=tennis&sortBy=league&time=evening&isBettable=true',
      {
        date: '2026-11-25',
        sport: 'tennis',
        sortBy: 'league',
        time: 'evening',
        isBettable: true,
      },
    ],
    ['date=2020-01-01', plain],
    ['sortBy=odds&time=night&isBettable=1&sport=', plain],
  ] as const)('%s', (query, want) => expect(readListQuery(new URLSearchParams(query), days)).toEqual(want));

  it('is written without its defaults, keeping other parameters and dropping the page', () => {
    const p = new URLSearchParams('page=3&btag=x&sortBy=league');
    expect(writeListQuery(p, plain, days).toString()).toBe('btag=x');
    const q = { ...plain, date: '2026-11-25', sport: 'tennis', time: 'morning' as const, isBettable: true };
    expect(readListQuery(writeListQuery(p, q, days), days)).toEqual({ ...q, sortBy: 'time' });
  });
});

describe('the requests', () => {
  it('bound a part of a local day, its last millisecond included', () => {
    expect(startRange('2026-11-24', 'all')).toEqual({
      from: local(2026, 11, 24).toISOString(),
      to: new Date(local(2026, 11, 25).getTime() - 1).toISOString(),
    });
    expect(startRange('2026-11-24', 'afternoon')).toEqual({
      from: local(2026, 11, 24, 12).toISOString(),
      to: new Date(local(2026, 11, 24, 18).getTime() - 1).toISOString(),
    });
  });
  const q: ListQuery = {
    date: '2026-11-24',
    sport: 'football',
    sortBy: 'time',
    time: 'morning',
    isBettable: true,
  };
  const { from, to } = startRange('2026-11-24', 'morning');
  it("the schedule asks for the day's matches not finished, parameters in alphabetical order", () => {
    expect(scheduleRequest(q)).toBe(
      `GET /matches?bettable=true&limit=50&match_status=0,1&sort_by=start_time:asc&sport_key=football&start_from=${from}&start_to=${to}&type=match`,
    );
    expect(scheduleRequest({ ...q, sport: null, isBettable: false, sortBy: 'league' })).toBe(
      `GET /matches?limit=50&match_status=0,1&sort_by=sport_priority:desc,tournament_priority:desc,tournament_id:asc,start_time:asc&start_from=${from}&start_to=${to}&type=match`,
    );
  });
  it("the results ask for the day's finished matches, the latest first", () => {
    expect(resultsRequest(q)).toBe(
      `GET /matches?limit=50&match_status=4&sort_by=start_time:desc&sport_key=football&start_from=${from}&start_to=${to}&type=match`,
    );
  });
});
