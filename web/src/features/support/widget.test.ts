import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps the script it loaded: each test starts from a fresh one.
async function fresh() {
  vi.resetModules();
  return import('./widget');
}

// The scripts the widget adds to the head, kept out of the document (happy-dom would fetch them)
// so that the test says when one loads or fails.
let added: HTMLScriptElement[] = [];
function scripts(): HTMLScriptElement[] {
  return added.filter((s) => !s.dataset.removed);
}

beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const n of nodes) {
      const el = n as HTMLScriptElement;
      el.remove = () => {
        el.dataset.removed = 'true';
      };
      added.push(el);
    }
  });
  delete window.sportsbookChatWidget;
});
afterEach(() => {
  vi.restoreAllMocks();
  delete (window as unknown as Record<string, unknown>).Chat;
});

describe('globalFunction', () => {
  it('finds a function at a dotted path, bound to its owner', async () => {
    const { globalFunction } = await fresh();
    const root = {
      Tawk_API: {
        opened: false,
        maximize() {
          this.opened = true;
        },
      },
    };
    globalFunction('Tawk_API.maximize', root)?.();
    expect(root.Tawk_API.opened).toBe(true);
  });
  it.each(['Missing.open', 'Tawk_API.nothing', 'Tawk_API.value', 'Tawk_API.value.deeper'])(
    '%s: none',
    async (path) => {
      const { globalFunction } = await fresh();
      expect(globalFunction(path, { Tawk_API: { value: 3 } })).toBeUndefined();
    },
  );
});

describe('openWidget', () => {
  it('loads the script once, with the settings before it runs, and opens the widget each time', async () => {
    const { openWidget } = await fresh();
    const open = vi.fn();
    const w = { script: 'https://chat.example/w.js', open: 'Chat.open', settings: { siteId: 'abc' } };
    const first = openWidget(w, 'fr');
    const [el] = scripts();
    expect(scripts()).toHaveLength(1);
    expect(el?.src).toBe('https://chat.example/w.js');
    expect(window.sportsbookChatWidget).toEqual({ settings: { siteId: 'abc' }, locale: 'fr' });
    // The provider's script defines its API as it runs.
    (window as unknown as Record<string, unknown>).Chat = { open };
    el?.dispatchEvent(new Event('load'));
    await first;
    expect(open).toHaveBeenCalledTimes(1);
    await openWidget(w, 'fr');
    expect(scripts()).toHaveLength(1);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('fails when the script does not load, and tries again on the next open', async () => {
    const { openWidget } = await fresh();
    const w = { script: 'https://chat.example/w.js' };
    const first = openWidget(w, 'en');
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('did not load');
    expect(scripts()).toHaveLength(0);
    const again = openWidget(w, 'en');
    expect(scripts()).toHaveLength(1);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBeUndefined();
  });
});
