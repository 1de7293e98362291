import { describe, expect, it } from 'vitest';
import { choiceName, predictionMode } from './prediction';

describe('predictionMode', () => {
  it.each([
    { open: true, mine: undefined, status: 0, want: 'vote' },
    { open: true, mine: undefined, status: 1, want: 'vote' },
    { open: true, mine: 'home' as const, status: 0, want: 'split' },
    { open: false, mine: undefined, status: 0, want: 'split' },
    { open: false, mine: 'draw' as const, status: 4, want: 'split' },
    // The match finished since the prediction was fetched: the live status closes the vote.
    { open: true, mine: undefined, status: 4, want: 'split' },
    { open: true, mine: undefined, status: 2, want: 'split' },
    { open: true, mine: undefined, status: 3, want: 'split' },
  ])('open $open, mine $mine, match status $status: $want', ({ open, mine, status, want }) => {
    expect(predictionMode({ open, mine }, status)).toBe(want);
  });
});

describe('choiceName', () => {
  const match = { nameA: 'Arsenal', nameB: 'Chelsea' };
  it.each([
    { choice: 'home' as const, want: { team: 'Arsenal' } },
    { choice: 'away' as const, want: { team: 'Chelsea' } },
    { choice: 'draw' as const, want: { messageKey: 'prediction.draw' } },
  ])('$choice', ({ choice, want }) => {
    expect(choiceName(choice, match)).toEqual(want);
  });
});
