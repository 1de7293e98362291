import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadIconSprite } from './Icon';
import { SportIcon } from './SportIcon';

// A sprite document of the shape GET /fe-api/icons.svg serves (internal/icons): general and sport
// groups. Which sport keys have drawings is the server's (internal/icons/icons_test.go).
const SPRITE =
  '<svg xmlns="http://www.w3.org/2000/svg"><defs id="icons-general"><symbol id="icon-menu"/></defs>' +
  '<defs id="icons-sports"><symbol id="sport-tennis"/><symbol id="sport-ball"/></defs></svg>';

const use = (c: HTMLElement) => c.querySelector('use')?.getAttribute('href');
const drawing = (c: HTMLElement) => c.querySelector('svg')?.getAttribute('data-icon');

describe('sport icons', () => {
  it('draws from the sprites, a generic ball for a sport they have no drawing of', async () => {
    const before = render(<SportIcon sportKey="darts" />).container;
    // Until the sprites arrive every sport asks for its own drawing.
    expect(drawing(before)).toBe('sport-darts');
    expect(use(before)).toBe('#sport-darts');
    expect(before.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');

    const fetch = vi.fn(() => Promise.resolve(new Response(SPRITE, { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    loadIconSprite('/fe-api/icons.svg?v=1');
    loadIconSprite('/fe-api/icons.svg?v=1');
    await waitFor(() => expect(document.getElementById('sport-tennis')).not.toBeNull());
    expect(fetch).toHaveBeenCalledTimes(1);

    await waitFor(() => expect(drawing(before)).toBe('sport-ball'));
    expect(use(before)).toBe('#sport-ball');
    const tennis = render(<SportIcon sportKey="tennis" />).container;
    expect(drawing(tennis)).toBe('sport-tennis');
    expect(use(tennis)).toBe('#sport-tennis');
    vi.unstubAllGlobals();
  });
});
