import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SportIcon, sportIconPath } from './SportIcon';

// The sport keys the feed serves (GET /sports).
const FEED_KEYS = [
  'football',
  'tennis',
  'basketball',
  'ice-hockey',
  'volleyball',
  'table-tennis',
  'cs2',
  'dota2',
];

describe('sport icons', () => {
  it.each(FEED_KEYS)('%s has a drawing of its own', (key) => {
    expect(sportIconPath(key).own).toBe(true);
  });

  it('gives every feed sport a different drawing', () => {
    expect(new Set(FEED_KEYS.map((k) => sportIconPath(k).path)).size).toBe(FEED_KEYS.length);
  });

  it.each(['cricket', '', 'Football'])('%j falls back to the neutral icon', (key) => {
    const { path, own } = sportIconPath(key);
    expect(own).toBe(false);
    expect(FEED_KEYS.map((k) => sportIconPath(k).path)).not.toContain(path);
  });

  it('renders a decorative SVG naming its drawing', () => {
    const { container } = render(<SportIcon sportKey="tennis" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('data-icon')).toBe('tennis');
    expect(render(<SportIcon sportKey="darts" />).container.querySelector('svg')?.dataset.icon).toBe(
      'fallback',
    );
  });
});
