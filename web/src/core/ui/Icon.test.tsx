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

    // Spec section 8: a network failure is not reported; a server's failure is.
    const send = vi.fn();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    loadIconSprite('/fe-api/icons.svg?v=1', send);
    await waitFor(() => expect(drawn()).toBe('none'));
    expect(send).not.toHaveBeenCalled();

    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 503 })));
    loadIconSprite('/fe-api/icons.svg?v=1', send);
    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(drawn()).toBe('none');
    expect(String(send.mock.calls[0]?.[0])).toContain('icons: 503');

    const sprite = '<svg xmlns="http://www.w3.org/2000/svg"><defs><symbol id="icon-menu"/></defs></svg>';
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(sprite, { status: 200 })));
    loadIconSprite('/fe-api/icons.svg?v=1');
    await waitFor(() => expect(drawn()).toBe('icon-menu'));
  });
});
