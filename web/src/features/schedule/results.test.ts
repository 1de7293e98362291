import { describe, expect, it } from 'vitest';
import type { PlacedBet } from '../mybets/patch';
import { betsByMatch, betTone } from './results';

const bet = (betId: number, matchIds: number[]) =>
  ({ betId, selections: matchIds.map((matchId) => ({ matchId })) }) as unknown as PlacedBet;

describe("the player's bets on the results", () => {
  it('are listed under every match they have a selection on, once each', () => {
    const byMatch = betsByMatch([bet(3, [7, 8]), bet(2, [7, 7]), bet(1, [9])]);
    expect([...byMatch.entries()].map(([m, bs]) => [m, bs.map((b) => b.betId)])).toEqual([
      [7, [3, 2]],
      [8, [3]],
      [9, [1]],
    ]);
  });
  it.each([
    ['waiting_results', 'no_results', 0, 'open'],
    ['done', 'win_entire', 2500, 'won'],
    ['done', 'refund_half_win_other', 1500, 'won'],
    ['cashed_out', 'cashed_out', 800, 'won'],
    ['done', 'lose_entire', 0, 'lost'],
    ['done', 'refund_half_lose_other', 500, 'lost'],
    ['done', 'refund_entire', 1000, 'refunded'],
    ['done', 'canceled', 1000, 'refunded'],
  ] as const)('%s %s paying %d is %s', (status, result, winAmount, want) =>
    expect(betTone({ status, result, winAmount })).toBe(want),
  );
});
