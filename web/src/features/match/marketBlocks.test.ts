import { describe, expect, it } from 'vitest';
import type { Market } from '../../api/types';
import { baseName, marketBlocks, specifierValue } from './marketBlocks';

const m = (marketId: number, specifier: string, name: string, priority = 0): Market => ({
  matchId: 1,
  matchUrnId: 'sr:match:1',
  marketId,
  name,
  status: 1,
  specifier,
  outcomes: [],
  marketGroups: ['A'],
  priority,
  mostBalanced: false,
  provider: 'sim',
});

describe('specifierValue and baseName', () => {
  it.each([
    ['total=220.5', '220.5'],
    ['hcp=-1.5', '-1.5'],
    ['halfnr=1|total=119.5', '119.5'],
    ['player=1-22|total=19.5', '19.5'],
    ['', ''],
  ])('%s → %s', (s, want) => expect(specifierValue(s)).toBe(want));
  it.each([
    [m(225, 'total=220.5', 'Total points 220.5'), 'Total points'],
    [m(16, 'hcp=+0.5', 'Handicap +0.5'), 'Handicap'],
    [m(1, '', '1x2'), '1x2'],
    [m(9, 'total=2.5', 'Odd/even'), 'Odd/even'],
  ])('%#', (market, want) => expect(baseName(market)).toBe(want));
});

describe('marketBlocks', () => {
  it('groups lines by market, blocks in list order, lines by value', () => {
    const blocks = marketBlocks([
      m(1, '', '1x2', 1000),
      m(223, 'hcp=-1.5', 'Spread -1.5', 900),
      m(223, 'hcp=+0.5', 'Spread +0.5', 890),
      m(225, 'total=220.5', 'Total points 220.5', 800),
      m(223, 'hcp=-3.5', 'Spread -3.5', 890),
      m(225, 'total=216.5', 'Total points 216.5', 790),
    ]);
    expect(blocks.map((b) => [b.title, b.lines.map((l) => l.specifier)])).toEqual([
      ['1x2', ['']],
      ['Spread', ['hcp=-3.5', 'hcp=-1.5', 'hcp=+0.5']],
      ['Total points', ['total=216.5', 'total=220.5']],
    ]);
  });
  it("lines of several halves or players: what they share is the title, the rest each line's label", () => {
    const [half] = marketBlocks([
      m(231, 'halfnr=1|total=123.5', '1st half - total 123.5'),
      m(231, 'halfnr=2|total=119.5', '2nd half - total 119.5'),
      m(231, 'halfnr=1|total=119.5', '1st half - total 119.5'),
    ]);
    expect(half?.title).toBe('Total');
    expect(half?.lines.map((l) => l.specifier)).toEqual([
      'halfnr=1|total=119.5',
      'halfnr=1|total=123.5',
      'halfnr=2|total=119.5',
    ]);
    expect(half?.labels).toEqual(['1st half 119.5', '1st half 123.5', '2nd half 119.5']);
    const [points, winner] = marketBlocks([
      m(240, 'player=1-22|total=19.5', 'Points - G. Dvořák 19.5'),
      m(240, 'player=2-7|total=14.5', 'Points - A. Novak 14.5'),
      m(229, 'halfnr=1', '1st half - 1x2'),
      m(229, 'halfnr=2', '2nd half - 1x2'),
    ]);
    expect([points?.title, points?.labels]).toEqual(['Points', ['G. Dvořák 19.5', 'A. Novak 14.5']]);
    expect([winner?.title, winner?.labels]).toEqual(['1x2', ['1st half', '2nd half']]);
  });
  it('lines that differ by their value only have no labels', () => {
    expect(marketBlocks([m(18, 'total=2.5', 'Total 2.5'), m(18, 'total=3.5', 'Total 3.5')])[0]?.labels).toBe(
      undefined,
    );
  });
  it('lines with different names keep the first name as title', () => {
    const blocks = marketBlocks([m(5, 'x=a', 'First half a'), m(5, 'x=b', 'Second half b')]);
    expect(blocks[0]?.title).toBe('First half a');
  });
});
