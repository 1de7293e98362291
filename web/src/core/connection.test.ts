import { describe, expect, it, vi } from 'vitest';

/** What core/locale's completeMessages answers: whole messages at once unless a test holds them. */
const messages = vi.hoisted(() => ({ whole: Promise.resolve() }));
vi.mock('./locale', () => ({ completeMessages: () => messages.whole }));
import {
  isNetworkError,
  isOffline,
  reportRequestAnswered,
  reportRequestError,
  watchBrowserConnection,
} from './connection';
import { retryOnNetworkError } from './queryClient';
import { loadWhenOnline } from './connection';

/** A window whose online state the test sets, firing the browser's events. */
function fakeWindow(online: boolean) {
  const target = new EventTarget() as EventTarget & { navigator: { onLine: boolean } };
  target.navigator = { onLine: online };
  const set = (next: boolean) => {
    target.navigator.onLine = next;
    target.dispatchEvent(new Event(next ? 'online' : 'offline'));
  };
  const drop = () => {
    target.navigator.onLine = false;
  };
  return { win: target as unknown as Window, set, drop };
}

describe('connection', () => {
  it.each([
    [new TypeError('Failed to fetch'), true],
    [new Error('Unable to preload CSS for /assets/Footer-x.css'), true],
    [new DOMException('aborted', 'AbortError'), false],
    [new Error('500 INTERNAL_ERROR'), false],
    ['x', false],
  ])('%s is a network error: %s', (err, want) => {
    expect(isNetworkError(err)).toBe(want);
  });

  it('is offline after a request got no answer, online once one is answered', () => {
    reportRequestError(new Error('404'));
    expect(isOffline()).toBe(false);
    reportRequestError(new TypeError('Failed to fetch'));
    expect(isOffline()).toBe(true);
    reportRequestAnswered();
    expect(isOffline()).toBe(false);
  });

  it("follows the browser's offline and online events", () => {
    const { win, set } = fakeWindow(true);
    const stop = watchBrowserConnection(win);
    set(false);
    expect(isOffline()).toBe(true);
    set(true);
    expect(isOffline()).toBe(false);
    stop();
  });

  it('retries only requests that got no answer, a few times', () => {
    expect(retryOnNetworkError(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryOnNetworkError(3, new TypeError('Failed to fetch'))).toBe(false);
    expect(retryOnNetworkError(0, new Error('404 NOT_FOUND'))).toBe(false);
  });
});

describe('loadWhenOnline', () => {
  it('loads at once when online', async () => {
    const { win } = fakeWindow(true);
    await expect(loadWhenOnline(() => Promise.resolve('page'), win)).resolves.toBe('page');
  });

  it('waits for the connection before loading', async () => {
    const { win, set } = fakeWindow(false);
    let calls = 0;
    const page = loadWhenOnline(() => Promise.resolve(++calls), win);
    await Promise.resolve();
    expect(calls).toBe(0);
    set(true);
    await expect(page).resolves.toBe(1);
  });

  it('tries again once online when the load failed on going offline', async () => {
    const { win, set, drop } = fakeWindow(true);
    let calls = 0;
    const page = loadWhenOnline(() => {
      calls += 1;
      if (calls === 1) {
        drop();
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      }
      return Promise.resolve('page');
    }, win);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toBe(1);
    set(true);
    await expect(page).resolves.toBe('page');
    reportRequestAnswered();
  });

  it('tries again once a request is answered when the load got no answer while the browser said online', async () => {
    // The browser's offline event may come after the failed request, or never (a dropped link).
    const { win } = fakeWindow(true);
    let calls = 0;
    const page = loadWhenOnline(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve('page');
    }, win);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toBe(1);
    expect(isOffline()).toBe(true);
    reportRequestAnswered();
    await expect(page).resolves.toBe('page');
    expect(calls).toBe(2);
  });

  it('gives up after three loads without an answer', async () => {
    // An answer to a request sent before the connection dropped can wake a try too early.
    const { win } = fakeWindow(true);
    let calls = 0;
    const page = loadWhenOnline(() => {
      calls += 1;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    }, win);
    for (const answered of [1, 2]) {
      await new Promise((r) => setTimeout(r, 0));
      expect(calls).toBe(answered);
      reportRequestAnswered();
    }
    await expect(page).rejects.toThrow('dynamically imported');
    expect(calls).toBe(3);
  });

  it('passes on a failure while online', async () => {
    const { win } = fakeWindow(true);
    await expect(loadWhenOnline(() => Promise.reject(new Error('broken')), win)).rejects.toThrow('broken');
  });

  it('comes once the messages are whole, but for the home page, whose messages came first', async () => {
    const { win } = fakeWindow(true);
    let whole = () => {};
    messages.whole = new Promise((resolve) => (whole = resolve));
    let later = false;
    const part = loadWhenOnline(() => Promise.resolve('part'), win).then(() => (later = true));
    await expect(loadWhenOnline(() => Promise.resolve('home'), win, { messages: false })).resolves.toBe(
      'home',
    );
    expect(later).toBe(false);
    whole();
    await part;
    expect(later).toBe(true);
    messages.whole = Promise.resolve();
  });
});
