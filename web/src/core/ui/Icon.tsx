// The icon sprites (GET /fe-api/icons.svg, internal/icons): one SVG document of general and sport
// symbols, fetched once after the first paint and put at the start of the body, so that every
// icon is a <use href="#…"> of a few bytes. Until it arrives the icons are empty boxes of their
// final size: nothing moves when they fill in. If it cannot be had, what has a stand-in (a speed
// dial's letter) shows that instead of an empty box.
import { useSyncExternalStore } from 'react';
import { report } from '../reporting/report';

type SpriteState = 'idle' | 'loading' | 'ready' | 'failed';
let state: SpriteState = 'idle';
const listeners = new Set<() => void>();

function setState(next: SpriteState) {
  state = next;
  listeners.forEach((l) => l());
}

/** Fetches the sprites at url (versioned, cached for good) and inlines them, once per page. After
 * a failed fetch the next page view tries again. A failure is reported unless the network's (spec
 * section 8: a fetch that could not reach the server rejects with a TypeError). */
export function loadIconSprite(url: string, send: typeof report = report): void {
  if (state === 'loading' || state === 'ready' || !url) return;
  setState('loading');
  fetch(url)
    .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`icons: ${r.status}`))))
    .then((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      const svg = doc.documentElement;
      if (svg.localName !== 'svg') throw new Error('icons: not an SVG document');
      const node = document.importNode(svg, true);
      node.setAttribute('aria-hidden', 'true');
      node.setAttribute('width', '0');
      node.setAttribute('height', '0');
      node.style.position = 'absolute';
      node.dataset.testid = 'icon-sprite';
      document.body.prepend(node);
      setState('ready');
    })
    .catch((err: unknown) => {
      setState('failed');
      if (!(err instanceof TypeError)) send(err);
    });
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Where the sprites are (re-renders when they arrive or fail). */
function useSpriteState(): SpriteState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => 'idle',
  );
}

/** Whether the inlined sprites hold a symbol of this id. */
export function hasIcon(id: string): boolean {
  return document.getElementById(id)?.localName === 'symbol';
}

/** Which of `ids` to draw: the first the sprites hold, undefined when they hold none of them or
 * failed to load. Until they arrive, the first: its empty box keeps the place of whatever is
 * drawn there later. */
export function useSpriteIcon(ids: readonly string[]): string | undefined {
  const sprite = useSpriteState();
  if (sprite === 'ready') return ids.find(hasIcon);
  return sprite === 'failed' ? undefined : ids[0];
}

/** A decorative icon of the sprites: its button or link carries the name. */
export function Icon({ id, size = 20, className }: { id: string; size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} aria-hidden="true" data-icon={id}>
      <use href={`#${id}`} />
    </svg>
  );
}
