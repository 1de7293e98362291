import { describe, expect, it } from 'vitest';
import vectors from '../../../../testdata/vectors/handicap.json';
import { shortLabel, specifierPart } from './labels';

describe('shortLabel', () => {
  it.each([
    ['1x2 home', '', '1', 'Guimarães', { kind: 'text', text: '1' }],
    ['1x2 draw', '', 'X', 'Draw', { kind: 'text', text: 'X' }],
    ['1x2 away', '', '2', 'Alverca', { kind: 'text', text: '2' }],
    ['handicap home', 'hcp=+1.5', '1', 'Venlo Town (+1.5)', { kind: 'text', text: '1 +1.5' }],
    [
      'handicap away takes the opposite line',
      'hcp=+1.5',
      '2',
      'Dosbarr (-1.5)',
      { kind: 'text', text: '2 -1.5' },
    ],
    ['negative home line', 'hcp=-0.75', '1', 'A (-0.75)', { kind: 'text', text: '1 -0.75' }],
    ['level handicap', 'hcp=0', '2', 'B (0)', { kind: 'text', text: '2 0' }],
    ['period handicap', 'setnr=1|hcp=-2.5', '2', 'B (+2.5)', { kind: 'text', text: '2 +2.5' }],
    ['over', 'total=2.5', 'over', 'Over 2.5', { kind: 'over', line: '2.5' }],
    [
      'under of a period total',
      'quarternr=1|total=54.5',
      'under',
      'Under 54.5',
      { kind: 'under', line: '54.5' },
    ],
    ['yes keeps its name', '', 'yes', 'Yes', { kind: 'text', text: 'Yes' }],
    ['a correct score keeps its name', '', '2:1', '2:1', { kind: 'text', text: '2:1' }],
  ])('%s', (_, specifier, id, name, want) => {
    expect(shortLabel({ specifier }, { id, name })).toEqual(want);
  });
});

// The cases the server's names (internal/pricing) and painted labels (internal/firstpaint) are held
// to as well: the away side takes the opposite line, and a level line reads 0 for both sides.
describe('shortLabel of a handicap line', () => {
  it('has cases', () => expect(vectors.lines.length).toBeGreaterThan(3));
  it.each(vectors.lines)('hcp=$hcp: 1 $home, 2 $away', ({ hcp, home, away }) => {
    const market = { specifier: `hcp=${hcp}` };
    expect(shortLabel(market, { id: '1', name: 'H' })).toEqual({ kind: 'text', text: `1 ${home}` });
    expect(shortLabel(market, { id: '2', name: 'A' })).toEqual({ kind: 'text', text: `2 ${away}` });
  });
});

describe('specifierPart', () => {
  it.each([
    ['total=2.5', 'total', '2.5'],
    ['setnr=1|hcp=-1.5', 'hcp', '-1.5'],
    ['setnr=1|hcp=-1.5', 'total', undefined],
    ['', 'hcp', undefined],
  ])('%s %s', (spec, key, want) => {
    expect(specifierPart(spec, key)).toBe(want);
  });
});
