// The connection as the page knows it (spec: "Going offline triggers an error alert", with
// error.connection.*): offline when the browser says so, or when a request failed for want of a
// network while the browser still thinks it is online (a dropped link, an unreachable server).
// Back online when the browser says so or any request gets an answer. A small store outside
// React, so the query cache's callbacks and the route loader can report to it.
import { lazy, useSyncExternalStore } from 'react';
import { completeMessages } from './locale';
import { nextTask, partsDrawn } from './parts';

let browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
let requestsFailing = false;
const listeners = new Set<() => void>();

function set(nextBrowserOffline: boolean, nextFailing: boolean): void {
  if (nextBrowserOffline === browserOffline && nextFailing === requestsFailing) return;
  browserOffline = nextBrowserOffline;
  requestsFailing = nextFailing;
  for (const l of listeners) l();
}

/** Whether the page has no connection now. */
export function isOffline(): boolean {
  return browserOffline || requestsFailing;
}

/** What Vite's chunk loader rejects with when a chunk's stylesheet got no answer: a plain Error. */
const STYLESHEET_UNANSWERED = 'Unable to preload CSS for ';

/** fetch() and import() reject with a TypeError when no answer came at all, Vite's loader with its
 * own Error when a stylesheet got none; aborts and HTTP errors are not that. */
export function isNetworkError(err: unknown): boolean {
  return err instanceof TypeError || (err instanceof Error && err.message.startsWith(STYLESHEET_UNANSWERED));
}

/** Stylesheet links whose load failed. Vite's loader counts a sheet it asked for as loaded, failed
 * or not, and never asks again: loadWhenOnline asks for these again before it retries a chunk. */
const failedStylesheets = new Set<HTMLLinkElement>();

function isStylesheet(target: EventTarget | null): target is HTMLLinkElement {
  const el = target as HTMLLinkElement | null;
  return el?.tagName === 'LINK' && el.rel === 'stylesheet';
}

/** Reloads under way: chunks retried at once share one reload of a sheet. */
const reloads = new Map<HTMLLinkElement, Promise<void>>();

/** A fresh link in place of a failed one; rejects, leaving the failed one to try later, when
 * this one gets no answer either. */
function reloadStylesheet(failed: HTMLLinkElement): Promise<void> {
  let reload = reloads.get(failed);
  if (!reload) {
    reload = newLink(failed).finally(() => reloads.delete(failed));
    reloads.set(failed, reload);
  }
  return reload;
}

function newLink(failed: HTMLLinkElement): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = failed.cloneNode() as HTMLLinkElement;
    link.addEventListener('load', () => {
      failedStylesheets.delete(failed);
      failed.remove();
      resolve();
    });
    link.addEventListener('error', () => {
      failedStylesheets.delete(link);
      link.remove();
      reject(new TypeError(`${STYLESHEET_UNANSWERED}${failed.href}`));
    });
    failed.after(link);
  });
}

/** A request failed: when for want of a network, the page is offline until an answer comes. */
export function reportRequestError(err: unknown): void {
  if (isNetworkError(err)) set(browserOffline, true);
}

/** A request was answered: the server is reachable. */
export function reportRequestAnswered(): void {
  set(browserOffline, false);
}

/** Follows the browser's online and offline events and the stylesheets that fail to load (their
 * error events reach the window only while capturing); returns the unsubscribe function. */
export function watchBrowserConnection(target: Window = window): () => void {
  const online = () => set(false, false);
  const offline = () => set(true, requestsFailing);
  const failed = (e: Event) => {
    if (isStylesheet(e.target)) failedStylesheets.add(e.target);
  };
  target.addEventListener('online', online);
  target.addEventListener('offline', offline);
  target.addEventListener('error', failed, true);
  return () => {
    target.removeEventListener('online', online);
    target.removeEventListener('offline', offline);
    target.removeEventListener('error', failed, true);
  };
}

/** Resolves once the browser is online (at once when it is). */
export function whenBrowserOnline(target: Window = window): Promise<void> {
  if (target.navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => target.addEventListener('online', () => resolve(), { once: true }));
}

/** Resolves once the page has its connection back after a request got no answer: on the browser's
 * online event, or once another request is answered while the browser says it is online. */
function whenReconnected(target: Window): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      target.removeEventListener('online', done);
      resolve();
    };
    const unsubscribe = subscribe(() => {
      if (target.navigator.onLine && !requestsFailing) done();
    });
    target.addEventListener('online', done);
  });
}

/** How many times loadWhenOnline asks for code that gets no answer before it gives up. */
const LOADS = 3;

/**
 * Code loaded once the browser is online. The router and React's lazy keep a failed load for good
 * (only a reload would clear it), so code asked for offline waits for the connection instead, the
 * progress bar running and the offline warning saying why. A load that gets no answer makes the
 * page offline and is tried again when the connection is back, whether or not the browser has
 * noticed yet that it went away (its offline event may come after the failed request), up to
 * LOADS times: an answer to a request sent before the connection dropped can wake a try too early.
 * A chunk whose stylesheet failed is tried again after that sheet loads. With `messages` (all but
 * the home page, whose messages came with the first screen), it comes once the shown locale's
 * messages are whole too (core/locale): code that loads later names messages the first screen's
 * part does not hold.
 */
export async function loadWhenOnline<T>(
  load: () => Promise<T>,
  target: Window = window,
  { messages = true } = {},
): Promise<T> {
  await whenBrowserOnline(target);
  for (let tries = 1; ; tries++) {
    try {
      await Promise.all([...failedStylesheets].map(reloadStylesheet));
      const [code] = await Promise.all([load(), messages ? completeMessages() : undefined]);
      return code;
    } catch (err) {
      if (!isNetworkError(err) || tries === LOADS) throw err;
      reportRequestError(err);
      await whenReconnected(target);
    }
  }
}

/** React's lazy, its code loaded by loadWhenOnline: a part of the page asked for offline (a
 * footer zone, a panel) waits for the connection instead of failing and taking its error
 * boundary's whole page down with it. Its code is asked for a task after the render that met it:
 * asking adds the page a link for each module it needs (the build's preloading), which made up a
 * third of a takeover's part. During a takeover it shows once the parts are drawn (core/parts). */
export const lazyWhenOnline: typeof lazy = (load) =>
  lazy(async () => {
    await nextTask();
    const code = await loadWhenOnline(load);
    await partsDrawn();
    return code;
  });

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, isOffline);
}
