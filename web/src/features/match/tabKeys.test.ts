import { describe, expect, it } from 'vitest';
import { nextTab } from './tabKeys';

describe('nextTab', () => {
  it.each([
    ['ArrowRight', 0, false, 1],
    ['ArrowRight', 2, false, 0],
    ['ArrowLeft', 0, false, 2],
    ['ArrowRight', 0, true, 2],
    ['ArrowLeft', 1, true, 2],
    ['Home', 2, false, 0],
    ['End', 0, true, 2],
    ['Enter', 1, false, undefined],
  ])('%s from %i (rtl %s) goes to %s', (key, index, rtl, want) => {
    expect(nextTab(key, index, 3, rtl)).toBe(want);
  });
});
