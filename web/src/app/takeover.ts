// The server paints the first screen into #root (internal/firstpaint) with the markup the app's
// first render makes. The app renders into a new root out of the page and then takes the painted
// one's place in one step: the same boxes, so nothing moves and nothing flashes, and every part
// works from that moment. What the visitor pressed or chose on the painted screen meanwhile (kept
// by the page's script, web/index.html) is done again on the app's. A page the server did not
// paint renders in place.
import { drawInParts } from '../core/parts';

/** A press of a button or a link, or a choice in a select, on the painted screen: the element by its path
 * of child indexes from the painted app. */
export interface EarlyAction {
  path: number[];
  value?: string;
}

/** Renders the app with `render` into the page's root, or in place of the painted one once all its
 * parts are drawn (core/parts). */
export async function takeOver(root: HTMLElement, render: (container: HTMLElement) => void): Promise<void> {
  const painted = root.firstElementChild as (Element & { early?: EarlyAction[] }) | null;
  if (!painted) {
    render(root);
    return;
  }
  const app = document.createElement('div');
  app.id = root.id;
  await drawInParts(() => render(app));
  // What has the keyboard's focus keeps it, on the app's element in its place.
  const focused: number[] = [];
  for (let el = document.activeElement; el && el !== painted && painted.contains(el); el = el.parentElement)
    focused.unshift(Array.prototype.indexOf.call(el.parentElement?.children, el));
  root.replaceWith(app);
  if (focused.length > 0) (at(app.firstElementChild, focused) as HTMLElement | undefined)?.focus();
  for (const action of painted.early ?? []) redo(app.firstElementChild, action);
}

/** The element at a path of child indexes. */
function at(appRoot: Element | null, path: number[]): Element | null | undefined {
  return path.reduce<Element | null | undefined>((e, i) => e?.children[i], appRoot);
}

function redo(appRoot: Element | null, { path, value }: EarlyAction): void {
  const el = at(appRoot, path);
  if (el instanceof HTMLSelectElement && value !== undefined) {
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (el instanceof HTMLButtonElement || el instanceof HTMLAnchorElement) el.click();
}
