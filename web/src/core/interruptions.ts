// One interruption at a time (issue 27): what comes to the player unasked (the welcome, the sign-up
// and deposit reminders, bonus alerts, a jackpot hit) waits its turn. None comes in a page's first
// seconds, nor while the player acts (a pointer, a key, a scroll in the last seconds), nor over a
// dialog, while they type or while a stream plays; they come one at a time, in the order they
// asked. Imported by those parts only, which all load after the first screen: an input before
// this module came counts as one made as it came.
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/** A page's first seconds, when it is still being read: no interruption. */
export const SETTLE_MS = 3000;
/** How long after the player's last input an interruption may come. */
export const QUIET_MS = 2000;
/** How often a waiting interruption looks again while a dialog, typing or a stream holds it. */
export const RECHECK_MS = 1000;

export interface Moment {
  now: number;
  /** When the page (its path) was opened. */
  pageStart: number;
  lastInput: number;
  /** A dialog is open, the player types or a stream plays. */
  busy: boolean;
}

/** How long an interruption waits before it may come; 0 when it may come now. */
export function interruptionWait(m: Moment): number {
  const wait = Math.max(m.pageStart + SETTLE_MS, m.lastInput + QUIET_MS) - m.now;
  if (wait > 0) return wait;
  return m.busy ? RECHECK_MS : 0;
}

/** Input types that take no typing: a focused checkbox or button is no text being written. */
const NOT_TYPED = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** Whether the focused element takes the player's keystrokes. */
export function isTyping(el: Element | null): boolean {
  if (el instanceof HTMLInputElement) return !NOT_TYPED.has(el.type);
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  return el instanceof HTMLElement && el.isContentEditable === true;
}

function busy(): boolean {
  return (
    document.querySelector('[role="dialog"]') !== null ||
    isTyping(document.activeElement) ||
    [...document.querySelectorAll('video')].some((v) => !v.paused)
  );
}

const queue: string[] = [];
let shown: string | null = null;
let pageStart = 0;
let page: string | null = null;
let lastInput = performance.now();
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'])
  addEventListener(type, () => (lastInput = performance.now()), { capture: true, passive: true });

function schedule(): void {
  clearTimeout(timer);
  if (shown !== null || queue.length === 0) return;
  const wait = interruptionWait({ now: performance.now(), pageStart, lastInput, busy: busy() });
  if (wait > 0) {
    timer = setTimeout(schedule, wait);
    return;
  }
  shown = queue[0]!;
  for (const l of listeners) l();
}

function request(id: string): void {
  if (!queue.includes(id)) queue.push(id);
  schedule();
}

function release(id: string): void {
  const i = queue.indexOf(id);
  if (i >= 0) queue.splice(i, 1);
  if (shown === id) {
    shown = null;
    for (const l of listeners) l();
  }
  schedule();
}

function notePage(path: string): void {
  if (page !== null && page !== path) pageStart = performance.now();
  page = path;
  schedule();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the interruption `id`, wanted, may show now. It keeps its turn while wanted with the
 * same id; a new id (the next bonus) queues again. */
export function useInterruption(id: string, wanted: boolean): boolean {
  const { pathname } = useLocation();
  useEffect(() => notePage(pathname), [pathname]);
  useEffect(() => {
    if (!wanted) return;
    request(id);
    return () => release(id);
  }, [id, wanted]);
  const turn = useSyncExternalStore(
    subscribe,
    () => shown === id,
    () => false,
  );
  return wanted && turn;
}
