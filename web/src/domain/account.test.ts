import { describe, expect, it } from 'vitest';
import { compPointsProgress, groupAllows, isInGroup, phoneVerificationNeeded, unseenBetIds } from './account';

const player = { statuses: [{ id: 'silver' }, { id: 'spi_test' }] };

describe('isInGroup and groupAllows', () => {
  it.each([
    [player, 'spi_test', true, true],
    [player, 'silver', true, true],
    [player, 'vip', false, false],
    [player, undefined, false, true],
    [player, '', false, true],
    [null, 'vip', false, false],
    [null, undefined, false, true],
    [{}, 'vip', false, false],
  ])('%j in %j: member %s, allowed %s', (p, group, member, allowed) => {
    expect(isInGroup(p, group)).toBe(member);
    expect(groupAllows(p, group)).toBe(allowed);
  });
});

describe('phoneVerificationNeeded', () => {
  const unverified = { number: '+447700900123', verified: false };
  it.each([
    ['required, no phone', { id: 1, phones: [] }, true, true],
    ['required, an unverified phone', { id: 1, phones: [unverified] }, true, true],
    ['required, a verified phone', { id: 1, phones: [unverified, { verified: true }] }, true, false],
    ['not required', { id: 1, phones: [] }, false, false],
    ['a visitor', { phones: [] }, true, false],
    ['no profile yet', null, true, false],
  ])('%s', (_, player, required, want) => {
    expect(phoneVerificationNeeded(player, required)).toBe(want);
  });
});

describe('compPointsProgress', () => {
  it.each([
    [
      { persistent_points: 0, condition: { min: 0, max: 100 } },
      { points: 0, next: 100, toNext: 100, percent: 0, top: false },
    ],
    [
      { persistent_points: 250, condition: { min: 100, max: 1000 } },
      { points: 250, next: 1000, toNext: 750, percent: 16, top: false },
    ],
    [
      { persistent_points: 999, condition: { min: 100, max: 1000 } },
      { points: 999, next: 1000, toNext: 1, percent: 99, top: false },
    ],
    [
      { persistent_points: 7000, condition: { min: 5000, max: 5000 } },
      { points: 7000, next: 5000, toNext: 0, percent: 100, top: true },
    ],
    [{ persistent_points: 12 }, { points: 12, next: 0, toNext: 0, percent: 100, top: true }],
  ])('%j', (cp, want) => {
    expect(compPointsProgress(cp)).toEqual(want);
  });
});

describe('unseenBetIds', () => {
  it('keeps the settled bets not seen yet', () => {
    expect(
      unseenBetIds([
        { betId: 1, status: 'done', seen: false },
        { betId: 2, status: 'done', seen: true },
        { betId: 3, status: 'waiting_results', seen: false },
        { betId: 4, status: 'cashed_out', seen: false },
        { betId: 5, status: 'done' },
      ]),
    ).toEqual([1, 4]);
  });
});
