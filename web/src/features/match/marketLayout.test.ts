import { describe, expect, it } from 'vitest';
import { arrange, isOpen, parseChoices, parsePinned, togglePin } from './marketLayout';

const blocks = [1, 2, 3, 4].map((marketId) => ({ marketId }));
const ids = (bs: { marketId: number }[]) => bs.map((b) => b.marketId);

describe('arrange', () => {
  it.each([
    { pinned: [], first: [], rest: [1, 2, 3, 4] },
    { pinned: [3], first: [3], rest: [1, 2, 4] },
    // In the order pinned, not the list's.
    { pinned: [4, 2], first: [4, 2], rest: [1, 3] },
    // A pinned type this match does not offer is left out.
    { pinned: [9, 1], first: [1], rest: [2, 3, 4] },
  ])('pinned $pinned', ({ pinned, first, rest }) => {
    const out = arrange(blocks, pinned);
    expect(ids(out.pinned)).toEqual(first);
    expect(ids(out.rest)).toEqual(rest);
  });
});

describe('isOpen', () => {
  it.each<{ index: number; count: number; pinned: boolean; choices: Record<string, boolean>; open: boolean }>(
    [
      // Few blocks: all open.
      { index: 9, count: 10, pinned: false, choices: {}, open: true },
      // Many: the first five open, the rest collapsed.
      { index: 4, count: 11, pinned: false, choices: {}, open: true },
      { index: 5, count: 11, pinned: false, choices: {}, open: false },
      { index: 140, count: 150, pinned: false, choices: {}, open: false },
      // A pinned one is open wherever it is.
      { index: 7, count: 150, pinned: true, choices: {}, open: true },
      // The player's choice wins either way.
      { index: 40, count: 150, pinned: false, choices: { '7': true }, open: true },
      { index: 0, count: 3, pinned: true, choices: { '7': false }, open: false },
      { index: 40, count: 150, pinned: false, choices: { '8': true }, open: false },
    ],
  )('block $index of $count, pinned $pinned, choices $choices', ({ index, count, pinned, choices, open }) => {
    expect(isOpen(7, index, count, pinned, choices)).toBe(open);
  });
});

describe('stored choices', () => {
  it.each([
    { stored: null, pinned: [] },
    { stored: '[3,1]', pinned: [3, 1] },
    { stored: '[3,"x",1.5,2]', pinned: [3, 2] },
    { stored: '{"a":1}', pinned: [] },
    { stored: 'not json', pinned: [] },
  ])('pins from $stored', ({ stored, pinned }) => {
    expect(parsePinned(stored)).toEqual(pinned);
  });

  it.each([
    { stored: null, choices: {} },
    { stored: '{"3":false,"4":true}', choices: { '3': false, '4': true } },
    { stored: '{"3":"yes","4":true}', choices: { '4': true } },
    { stored: '[true]', choices: {} },
    { stored: '{', choices: {} },
  ])('choices from $stored', ({ stored, choices }) => {
    expect(parseChoices(stored)).toEqual(choices);
  });

  it.each([
    { pinned: [], id: 3, after: [3] },
    { pinned: [1], id: 3, after: [1, 3] },
    { pinned: [1, 3, 2], id: 3, after: [1, 2] },
  ])('pressing $id with $pinned', ({ pinned, id, after }) => {
    expect(togglePin(pinned, id)).toEqual(after);
  });
});
