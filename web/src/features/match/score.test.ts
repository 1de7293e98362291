import { describe, expect, it } from 'vitest';
import type { Match } from '../../api/types';
import { scoreColumns, server, type ScoreMatch } from './score';

const clock = {
  matchTime: 600,
  stoppageTime: 0,
  remainingTime: 0,
  stopped: false,
  clockUpdatedAt: '2026-11-24T00:00:00Z',
};
const sets = [
  { home: 6, away: 2, name: '1st set', number: 1, type: 'regular_period' },
  { home: 3, away: 4, name: '2nd set', number: 2, type: 'regular_period' },
];
const base: ScoreMatch = { status: 1, totalScore: { home: 3, away: 1 }, clock };
const cols = (m: ScoreMatch) => scoreColumns(m).map((c) => `${c.kind} ${c.home}:${c.away}`);

describe('scoreColumns', () => {
  it.each<[string, ScoreMatch, string[]]>([
    ['prematch shows nothing', { ...base, status: 0 }, []],
    ['no score known', { status: 1 }, []],
    ['football live: the total', base, ['total 3:1']],
    ['football stopped at half time: the total', { ...base, status: 2 }, ['total 3:1']],
    ['football finished: the final score', { ...base, status: 4 }, ['total 3:1']],
    ['closed counts as over', { ...base, status: 3 }, ['total 3:1']],
    ['not covered shows nothing', { ...base, status: 5 }, []],
    [
      'tennis live: sets, games of the set, points',
      {
        status: 1,
        totalScore: { home: 1, away: 0 },
        periodScores: sets,
        currentServer: 2,
        gameScore: { home: 30, away: 15 },
      },
      ['total 1:0', 'period 3:4', 'points 30:15'],
    ],
    [
      'tennis advantage reads A',
      {
        status: 1,
        totalScore: { home: 1, away: 0 },
        periodScores: sets,
        currentServer: 1,
        gameScore: { home: 50, away: 40 },
      },
      ['total 1:0', 'period 3:4', 'points A:40'],
    ],
    [
      'volleyball live: sets and points of the set, no server',
      {
        status: 1,
        totalScore: { home: 2, away: 1 },
        periodScores: sets,
        currentServer: 0,
        gameScore: { home: 0, away: 0 },
      },
      ['total 2:1', 'period 3:4'],
    ],
    [
      'tennis finished: sets only',
      {
        status: 4,
        totalScore: { home: 2, away: 0 },
        periodScores: sets,
        currentServer: 1,
        gameScore: { home: 0, away: 0 },
      },
      ['total 2:0'],
    ],
  ])('%s', (_, m, want) => {
    expect(cols(m)).toEqual(want);
  });
});

describe('server', () => {
  it.each<[Match['status'], number | undefined, 'home' | 'away' | null]>([
    [1, 1, 'home'],
    [1, 2, 'away'],
    [2, 2, 'away'],
    [1, 0, null],
    [1, undefined, null],
    [4, 1, null],
    [0, 1, null],
  ])('status %i server %s', (status, currentServer, want) => {
    expect(server({ status, currentServer })).toBe(want);
  });
});
