import { describe, expect, it } from 'vitest';
import type { MatchStatistics, StatisticEvent } from '../../../api/types';
import {
  attackArrow,
  minuteOf,
  patchStatistics,
  patchTimeline,
  shares,
  spotOf,
  surfaceOf,
} from './statistics';

const event = (seq: number, kind: string, team: 'home' | 'away' = 'home'): StatisticEvent => ({
  seq,
  kind,
  team,
  period: 1,
  match_time: 600,
});

const message = (seq: number, events: StatisticEvent[]): MatchStatistics => ({
  match_id: 7,
  type: 'statistics',
  totals: [{ kind: 'corners', home: seq, away: 0 }],
  last_event: event(seq, 'corner'),
  events,
});

describe('patchStatistics', () => {
  const cached: MatchStatistics = {
    match_id: 7,
    type: 'statistics',
    totals: [],
    last_event: event(3, 'foul'),
  };
  it.each([
    ['a later message replaces totals and last event', message(4, []), 4],
    ['an earlier message is stale', message(2, []), 3],
    ['another match leaves it', { ...message(9, []), match_id: 8 }, 3],
  ])('%s', (_, msg, seq) => {
    const next = patchStatistics(cached, msg);
    expect(next.last_event?.seq).toBe(seq);
    expect(next.events).toBeUndefined();
    expect(next.type).toBe('statistics');
  });
});

describe('patchTimeline', () => {
  const cached: MatchStatistics = {
    match_id: 7,
    type: 'timeline',
    events: [event(1, 'corner'), event(4, 'goal')],
  };
  it.each([
    ['new events are appended', [event(6, 'yellow_card')], [1, 4, 6]],
    ['events already there are left out', [event(4, 'goal'), event(5, 'corner')], [1, 4, 5]],
    ['nothing new keeps the object', [event(4, 'goal')], [1, 4]],
  ])('%s', (_, events, seqs) => {
    const next = patchTimeline(cached, message(9, events));
    expect(next.events?.map((e) => e.seq)).toEqual(seqs);
    if (seqs.length === 2) expect(next).toBe(cached);
  });
});

describe('shares', () => {
  it.each([
    [{ kind: 'possession', home: 58, away: 42 }, 58, 42],
    [{ kind: 'corners', home: 3, away: 1 }, 75, 25],
    [{ kind: 'corners', home: 0, away: 0 }, 50, 50],
    [{ kind: 'shots', home: 1, away: 2 }, 33, 67],
  ])('%o', (total, home, away) => {
    expect(shares(total)).toEqual({ home, away });
  });
});

describe('tracker', () => {
  it.each([
    ['a home goal is at the right end, flashing', event(2, 'goal'), { x: 96, attack: true, flash: true }],
    ['an away goal is at the left end', event(2, 'goal', 'away'), { x: 4, attack: true, flash: true }],
    ['a home corner is at a flag of the right end', event(4, 'corner'), { x: 100, y: 1 }],
    ['an away corner is at a flag of the left end', event(5, 'corner', 'away'), { x: 0, y: 63 }],
    ['a card is no attack', event(3, 'yellow_card'), { attack: false, flash: false }],
  ])('%s', (_, e, want) => {
    expect(spotOf(e)).toMatchObject(want);
  });
  it.each([
    ['football', 'pitch'],
    ['ice-hockey', 'rink'],
    ['tennis', 'tennis'],
    ['cs2', 'arena'],
  ])('%s is drawn on a %s', (sport, surface) => {
    expect(surfaceOf(sport)).toBe(surface);
  });
  it.each([
    [0, 1],
    [59, 1],
    [60, 2],
    [2700, 46],
  ])('clock %i s is minute %i', (s, minute) => {
    expect(minuteOf(s)).toBe(minute);
  });
});

describe('attackArrow', () => {
  it.each([
    [
      'towards the right end',
      { x: 96, y: 32, attack: true, flash: true },
      { x2: 89.5, y2: 32, head: '92.5,32 89.5,33.6 89.5,30.4' },
    ],
    [
      'towards the left end',
      { x: 4, y: 32, attack: true, flash: true },
      { x2: 10.5, y2: 32, head: '7.5,32 10.5,30.4 10.5,33.6' },
    ],
  ])('%s', (_, spot, want) => {
    expect(attackArrow(spot)).toEqual(want);
  });
});
