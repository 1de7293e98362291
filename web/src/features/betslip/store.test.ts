import { describe, expect, it } from 'vitest';
import { shownTab, slipTabs } from './store';

describe('bet slip panel tabs', () => {
  it.each([
    ['BET_SLIP', true, 'BET_SLIP'],
    ['MY_BETS', true, 'MY_BETS'],
    ['MY_BETS', false, 'BET_SLIP'],
  ] as const)('tab %s with my bets visible %s shows %s', (tab, visible, shown) => {
    expect(shownTab(tab, visible)).toBe(shown);
  });
  it('the slip tab is the only one when my bets are hidden', () => {
    expect(slipTabs(false)).toEqual(['BET_SLIP']);
    expect(slipTabs(true)).toEqual(['BET_SLIP', 'MY_BETS']);
  });
});
