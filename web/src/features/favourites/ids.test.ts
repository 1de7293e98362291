import { describe, expect, it } from 'vitest';
import { rolledBack, toggled } from './ids';

describe('toggled', () => {
  it.each([
    { name: 'adds first', ids: [3, 2], id: 7, on: true, want: [7, 3, 2] },
    { name: 'adding a favourite again keeps its place', ids: [3, 7, 2], id: 7, on: true, want: [3, 7, 2] },
    { name: 'removes', ids: [3, 7, 2], id: 7, on: false, want: [3, 2] },
    { name: 'removing an absent one changes nothing', ids: [3, 2], id: 7, on: false, want: [3, 2] },
    { name: 'adds to nothing', ids: [], id: 7, on: true, want: [7] },
  ])('$name', ({ ids, id, on, want }) => {
    expect(toggled(ids, id, on)).toEqual(want);
  });
});

describe('rolledBack', () => {
  it.each([
    { name: 'a failed add leaves it out', ids: [7, 3], id: 7, want: [3] },
    { name: 'a failed removal leaves it out too', ids: [3], id: 7, want: [3] },
  ])('$name', ({ ids, id, want }) => {
    expect(rolledBack(ids, id)).toEqual(want);
  });
});
