import { afterEach, describe, expect, it } from 'vitest';
import { takeOver, type EarlyAction } from './takeover';

afterEach(() => document.body.replaceChildren());

describe('takeOver', () => {
  it('renders in place when the server painted nothing', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    await takeOver(root, (c) => (c.innerHTML = '<p>app</p>'));
    expect(document.getElementById('root')).toBe(root);
    expect(root.innerHTML).toBe('<p>app</p>');
  });

  it('swaps the painted root for the rendered one in one step', async () => {
    document.body.innerHTML = '<div id="root"><p data-painted="true">painted</p></div><script></script>';
    const painted = document.getElementById('root')!;
    let seenWhileRendering = '';
    await takeOver(painted, (c) => {
      c.innerHTML = '<p>app</p>';
      // The painted screen stays until the app's is whole.
      seenWhileRendering = document.getElementById('root')!.textContent ?? '';
    });
    expect(seenWhileRendering).toBe('painted');
    const root = document.getElementById('root')!;
    expect(root).not.toBe(painted);
    expect(root.innerHTML).toBe('<p>app</p>');
    expect(root.nextElementSibling?.tagName).toBe('SCRIPT');
    expect(document.querySelectorAll('#root')).toHaveLength(1);
  });

  it('does again on the app what the visitor pressed and chose on the painted screen', async () => {
    document.body.innerHTML =
      '<div id="root"><div><p><button>a</button><button>b</button></p><select></select><a href="#l">l</a></div></div>';
    const root = document.getElementById('root')!;
    const painted = root.firstElementChild as Element & { early?: EarlyAction[] };
    painted.early = [{ path: [0, 1] }, { path: [1], value: 'fr' }, { path: [2] }, { path: [5] }];
    const seen: string[] = [];
    await takeOver(root, (c) => {
      c.innerHTML =
        '<div><p><button>a</button><button>b</button></p><select><option>en</option><option>fr</option></select><a href="#l">l</a></div>';
      c.querySelectorAll('button, a').forEach((b) =>
        b.addEventListener('click', (e) => {
          e.preventDefault();
          seen.push(b.textContent ?? '');
        }),
      );
      c.querySelector('select')!.addEventListener('change', (e) =>
        seen.push((e.target as HTMLSelectElement).value),
      );
    });
    expect(seen).toEqual(['b', 'fr', 'l']);
  });

  it('keeps the keyboard focus on the app’s element in the focused one’s place', async () => {
    document.body.innerHTML = '<div id="root"><div><p><button>a</button><button>b</button></p></div></div>';
    document.querySelectorAll('button')[1]?.focus();
    await takeOver(document.getElementById('root')!, (c) => {
      c.innerHTML = '<div><p><button>a</button><button>b</button></p></div>';
    });
    expect(document.getElementById('root')?.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.textContent).toBe('b');
  });
});
