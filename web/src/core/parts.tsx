// The takeover of a painted page in parts (app/takeover): the app's first render is drawn out of
// the page one part at a time, each in a task of its own, so that no task holds the page for long
// (on a mid-range phone the whole page was one task of about 300 ms); the painted page stays on
// screen, and works as far as it does, until every part is drawn. Outside a takeover a part is
// drawn at once.
import { options } from 'preact';
import { useLayoutEffect, useState, type ReactNode } from 'react';

/** The parts waiting for their task, in the order they were met. */
const waiting: (() => void)[] = [];
let drawing: Promise<void> | undefined;
let drawn: (() => void) | undefined;

/** Work to do a task each, in order. */
const tasks: (() => void)[] = [];
let channel: MessageChannel | undefined;

/** Runs `work` in a task of its own after those asked for before: a message's task comes without
 * a timer's delay (a timer where there is no MessageChannel, as in the tests' page). */
function inTask(work: () => void): void {
  tasks.push(work);
  if (typeof MessageChannel === 'undefined') {
    setTimeout(runTask);
    return;
  }
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = runTask;
  }
  channel.port2.postMessage(null);
}

function runTask(): void {
  tasks.shift()?.();
}

function drawNext(): void {
  const show = waiting.shift();
  if (!show) {
    drawing = undefined;
    options.requestAnimationFrame = undefined;
    drawn?.();
    return;
  }
  // Its render runs at the end of this task, and meets the parts inside it.
  show();
  inTask(drawNext);
}

/** Renders with `render`, then draws its parts a task each; resolves once all are drawn. */
export function drawInParts(render: () => void): Promise<void> {
  drawing = new Promise((resolve) => (drawn = resolve));
  // The effects of the parts drawn run in tasks of their own too, not all at once after the next
  // frame (Preact's hooks take their scheduler from here).
  options.requestAnimationFrame = inTask;
  render();
  inTask(drawNext);
  return drawing;
}

/** A task later: the boot's steps each in a task of their own (main.tsx). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => inTask(resolve));
}

/** Until a takeover's parts are all drawn, and then a task more for each who asked: what loads
 * later (a part's code) waits for it, so the app takes the page over as the server painted it, not
 * with some of those parts already in; and those parts then come in one at a time. */
export function partsDrawn(): Promise<void> | undefined {
  return drawing?.then(nextTask);
}

/** A part of the page drawn in a task of its own during a takeover. A part that comes `later` (below
 * the first screen: a long list's rows past its first) holds its `room`, a box of its size, through
 * the takeover, and is drawn after it, a task each: the server paints only the first screen
 * (internal/firstpaint), so the page it sends, and the app's work before it answers, stay small. */
export function Part({
  children,
  later = false,
  room = null,
}: {
  children: ReactNode;
  later?: boolean;
  room?: ReactNode;
}) {
  const [shown, show] = useState(!drawing && !later);
  useLayoutEffect(() => {
    if (shown) return;
    if (!later && drawing) {
      waiting.push(() => show(true));
      return;
    }
    let mounted = true;
    void Promise.resolve(partsDrawn()).then(() => inTask(() => mounted && show(true)));
    return () => {
      mounted = false;
    };
  }, [shown, later]);
  return shown ? children : room;
}
