import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyWhenOnline } from './connection';

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

afterEach(() => {
  cleanup();
  online = true;
});

describe('lazyWhenOnline', () => {
  it('a part of the page asked for offline waits for the connection, then shows', async () => {
    online = false;
    let loads = 0;
    const Part = lazyWhenOnline(() => {
      loads += 1;
      return Promise.resolve({ default: () => <p>the part</p> });
    });
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Part />
      </Suspense>,
    );
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(loads).toBe(0);
    expect(screen.getByText('waiting')).toBeTruthy();

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('the part')).toBeTruthy();
    expect(loads).toBe(1);
  });
});
