// The operator's support chat provider (site.yaml chat.widget): its script loads on the first
// open of the chat toggle, never before (it is someone else's code and weight), with the
// provider's settings on window.sportsbookChatWidget; each open then calls the global function
// the operator named. The server allows the script's origin in the pages' policy.
import type { ChatWidget } from '../../api/types';

declare global {
  interface Window {
    sportsbookChatWidget?: { settings: Record<string, string>; locale: string };
  }
}

let loading: { src: string; done: Promise<void> } | undefined;

/** Loads the widget's script once (a failed load is tried again on the next open). */
function load(w: ChatWidget, locale: string): Promise<void> {
  if (loading?.src === w.script) return loading.done;
  window.sportsbookChatWidget = { settings: { ...(w.settings ?? {}) }, locale };
  const done = new Promise<void>((resolve, reject) => {
    const el = document.createElement('script');
    el.src = w.script;
    el.async = true;
    el.dataset.chatWidget = '';
    el.onload = () => resolve();
    el.onerror = () => {
      el.remove();
      loading = undefined;
      reject(new Error(`chat widget: ${w.script} did not load`));
    };
    document.head.append(el);
  });
  loading = { src: w.script, done };
  return done;
}

/** The global function at a dotted path (Tawk_API.maximize), bound to its owner; none: undefined. */
export function globalFunction(path: string, root: object = window): (() => unknown) | undefined {
  let owner: unknown;
  let value: unknown = root;
  for (const name of path.split('.')) {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return undefined;
    owner = value;
    value = (value as Record<string, unknown>)[name];
  }
  return typeof value === 'function' ? () => (value as () => unknown).call(owner) : undefined;
}

/** Opens the widget, loading it first if it is not yet. */
export async function openWidget(w: ChatWidget, locale: string): Promise<void> {
  await load(w, locale);
  if (w.open) globalFunction(w.open)?.();
}
