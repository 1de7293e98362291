import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadIconSprite, useSpriteIcon } from './Icon';

afterEach(() => vi.unstubAllGlobals());

function Drawn({ ids }: { ids: string[] }) {
  return <output>{useSpriteIcon(ids) ?? 'none'}</output>;
}

describe('the icon sprites', () => {
  it('failing to load: no icon to draw (a stand-in shows), and the next page view tries again', async () => {
    const view = render(<Drawn ids={['icon-live', 'icon-menu']} />);
    const drawn = () => view.container.textContent;
    // Until they arrive, the first id keeps its box.
    expect(drawn()).toBe('icon-live');

    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 503 })));
    loadIconSprite('/fe-api/icons.svg?v=1');
    await waitFor(() => expect(drawn()).toBe('none'));

    const sprite = '<svg xmlns="http://www.w3.org/2000/svg"><defs><symbol id="icon-menu"/></defs></svg>';
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(sprite, { status: 200 })));
    loadIconSprite('/fe-api/icons.svg?v=1');
    await waitFor(() => expect(drawn()).toBe('icon-menu'));
  });
});
