import { describe, expect, it, vi } from 'vitest';
import { startBridge, type EmbedWindow } from './bridge';

describe('startBridge', () => {
  const dispatch = (data: unknown, origin: string, source: MessageEventSource | null) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

  it('counts what it ignores by reason, hands on what it accepts, and learns the parent at the handshake', () => {
    const got: unknown[] = [];
    const bridge = startBridge(window as EmbedWindow, ['https://casino.example.com'], (m) => got.push(m));
    const debug = (window as EmbedWindow).__sportsbookEmbed;
    // happy-dom's top window is its own parent: the parent window is `window` here.
    dispatch({ type: 'sportsbook:navigate', payload: { path: '/live' } }, 'https://evil.example', null);
    dispatch({ type: 'sportsbook:nope' }, 'https://casino.example.com', window);
    dispatch({ type: 'sportsbook:navigate', payload: { path: 7 } }, 'https://casino.example.com', window);
    expect(debug?.ignored).toEqual({ origin: 1, type: 1, payload: 1 });
    expect(got).toEqual([]);
    expect(debug?.parentOrigin).toBeNull();
    dispatch(
      { type: 'sportsbook:initialized', payload: { listens: ['deposit'] } },
      'https://casino.example.com',
      window,
    );
    expect(got).toEqual([{ type: 'initialized', listens: ['deposit'] }]);
    expect(debug?.parentOrigin).toBe('https://casino.example.com');
    expect(debug?.accepted).toBe(1);

    const posted = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => {});
    bridge.post('page-size-changed', { height: 10, width: 20 });
    expect(posted).toHaveBeenCalledWith(
      { type: 'sportsbook:page-size-changed', payload: { height: 10, width: 20 } },
      'https://casino.example.com',
    );
    bridge.stop();
    dispatch({ type: 'sportsbook:open-sign-in' }, 'https://casino.example.com', window);
    expect(got).toHaveLength(1);
    posted.mockRestore();
  });
});
