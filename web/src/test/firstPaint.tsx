// The server paints a page's first screen (internal/firstpaint) with the markup of the app's first
// render, which then takes its place (app/takeover): the two must be the same, element for element,
// or the page would change under the bettor's eyes. Each case of testdata/vectors/first-paint is a
// page's inlined data and the bettor's preferences (name.json) and what the server paints from
// them (name.html, which the Go test holds); here the app renders from the same file.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { initLocale } from '../core/locale';
import { rememberPageHint, type ServerPage } from '../core/initialData';
import type { Locale } from '../domain/locale';
import { createQueryClient } from '../core/queryClient';
import { firstMessages } from '../i18n';
import { App, routerReady } from '../app/App';
import { drawInParts } from '../core/parts';
import { localePages, routes } from '../app/router';

const WEB = join(__dirname, '../..');
const VECTORS = join(WEB, '../testdata/vectors/first-paint');

interface Fixture {
  kind: string;
  locale: string;
  path: string;
  query: string;
  now: string;
  prefs: { theme: string; oddsType: string; menuCollapsed: boolean };
  consent?: boolean;
  data: Record<string, unknown>;
}

/** Vitest names a CSS module's class `_local_hash`, the hash of its file's path; the build (and
 * the server) `Module_local` (vite.config.ts scopedName). */
const MODULES = new Map(
  readdirSync(join(WEB, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.module.css'))
    .map((f) => {
      const path = relative(WEB, join(WEB, 'src', f));
      const hash = createHash('sha1').update(path).digest('hex').slice(0, 6);
      return [hash, (f.split('/').pop() ?? '').replace('.module.css', '')];
    }),
);

function buildClass(name: string): string {
  const m = /^_(.+)_([0-9a-f]{6})$/.exec(name);
  const module = m && MODULES.get(m[2] ?? '');
  return m && module ? `${module}_${m[1]}` : name;
}

/** The elements and text of a tree, one line each, in a form both sides share: attributes
 * sorted, the server's own (data-paint*) left out, ids named by their order, a select by its value. */
function lines(root: Element, fromApp: boolean): string[] {
  const ids = new Map<string, string>();
  const idOf = (v: string) => {
    if (!ids.has(v)) ids.set(v, `id${ids.size}`);
    return ids.get(v) ?? v;
  };
  const out: string[] = [];
  const walk = (el: Element, depth: number) => {
    const attrs: string[] = [];
    for (const a of Array.from(el.attributes)) {
      if (a.name.startsWith('data-paint') || a.name === 'selected') continue;
      let v = a.value;
      if (a.name === 'class' && fromApp) v = v.split(' ').map(buildClass).join(' ');
      if (['id', 'aria-controls', 'aria-labelledby', 'for'].includes(a.name)) v = idOf(v);
      if (a.name === 'style') v = v.replace(/;\s*$/, '').replace(/\s+/g, ' ');
      attrs.push(`${a.name}=${JSON.stringify(v)}`);
    }
    // The app sets a select's value; the server marks the option.
    if (el instanceof HTMLSelectElement) {
      const marked = el.querySelector<HTMLOptionElement>('option[selected]') ?? el.options[0];
      const value = fromApp ? el.value : marked?.value;
      attrs.push(`(value)=${JSON.stringify(value)}`);
    }
    out.push(`${'  '.repeat(depth)}<${el.tagName.toLowerCase()} ${attrs.sort().join(' ')}>`);
    let text = '';
    const flush = () => {
      if (text !== '') out.push(`${'  '.repeat(depth + 1)}${JSON.stringify(text)}`);
      text = '';
    };
    for (const n of Array.from(el.childNodes)) {
      if (n.nodeType === Node.TEXT_NODE) text += n.textContent ?? '';
      else if (n instanceof Element) {
        flush();
        walk(n, depth + 1);
      }
    }
    flush();
  };
  walk(root, 0);
  return out;
}

/** The kinds of content blocks the server paints; the page's others come with the app, after. */
const PAINTED_KINDS = new Set(['label', 'liveEvents', 'prematchEvents']);

/** The painted page as the browser shows it: arrived in the page, and fixed by its script
 * (web/index.html). */
async function paintedPage(fx: Fixture, html: string): Promise<Element> {
  const script = /<script>\s*(\/\/ The first screen the server paints[\s\S]*?)<\/script>/.exec(
    readFileSync(join(WEB, 'index.html'), 'utf8'),
  )?.[1];
  if (!script) throw new Error('index.html has no script for the painted screen');
  document.documentElement.lang = fx.locale;
  document.body.innerHTML = '<div id="root"></div>';
  new Function(script)();
  const root = document.getElementById('root');
  if (root) root.innerHTML = html;
  // The script's observer hears of it (its callback is a microtask queued before this one).
  await Promise.resolve();
  const painted = root?.firstElementChild;
  if (!painted) throw new Error('nothing painted');
  return painted;
}

/** The app's first render, in lines, as the boot draws it and then shows it; and the cookie notice it shows once that part's code has
 * come, when the server painted one. */
async function firstRender(fx: Fixture, painted: Element): Promise<{ app: string[]; notice: string[] }> {
  document.cookie = fx.consent ? 'sb_consent=1; path=/' : 'sb_consent=; max-age=0; path=/';
  localStorage.setItem('theme', fx.prefs.theme);
  localStorage.setItem('activeOddsType', fx.prefs.oddsType);
  localStorage.setItem('leftSidebarCollapsed', String(fx.prefs.menuCollapsed));
  // The page's address, and, as the boot does, the server's word on it (its kind and requests).
  history.replaceState(null, '', fx.path);
  rememberPageHint(fx.path, { locale: fx.locale, page: fx.kind as ServerPage, status: 200, data: fx.data });
  const { messages, complete } = await firstMessages(fx.locale);
  initLocale(fx.locale as Locale, messages, complete);
  const queryClient = createQueryClient();
  for (const [request, body] of Object.entries(fx.data)) queryClient.setQueryData([request], body);
  const router = createMemoryRouter(routes(fx.locale), {
    initialEntries: [fx.query ? `${fx.path}?${fx.query}` : fx.path],
    patchRoutesOnNavigation: localePages(fx.locale),
  });
  await routerReady(router);
  // As the boot does: drawn out of the page part by part (core/parts), read once all are drawn.
  const container = document.createElement('div');
  const root = createRoot(container);
  await drawInParts(() => root.render(<App queryClient={queryClient} router={router} />));
  const app = container.firstElementChild;
  if (!app) throw new Error('the app rendered nothing');
  // The content blocks after the painted ones are drawn by the app alone, below them.
  const paintedBlocks = painted.querySelectorAll('[data-testid="cms-block"]').length;
  const later = Array.from(app.querySelectorAll('[data-testid="cms-block"]')).slice(paintedBlocks);
  expect(later.filter((b) => PAINTED_KINDS.has(b.getAttribute('data-kind') ?? ''))).toEqual([]);
  later.forEach((b) => b.remove());
  const out = lines(app, true);
  let notice: string[] = [];
  if (document.querySelector('[data-paint-notice]')) {
    const shown = await vi.waitFor(
      () => {
        const n = container.querySelector('[data-testid="cookie-notice"]');
        if (!n) throw new Error('the app shows no cookie notice');
        return n;
      },
      { timeout: 10_000 },
    );
    notice = lines(shown, true);
    // It took the painted one's place.
    expect(document.querySelector('[data-paint-notice]')).toBeNull();
  }
  root.unmount();
  return { app: out, notice };
}

/** Checks one case of testdata/vectors/first-paint. Each case has its own test file: a first
 * render is a cold load, and in one file the lazy parts a case loaded would render at once in the
 * next. */
export function checkFirstPaint(name: string): void {
  describe(`the painted first screen of ${name} is the app’s first render`, () => {
    const tz = process.env.TZ;
    beforeAll(() => {
      // The page's fetch, which the app's effects call while its parts are drawn, or later: no
      // answer comes in this test, as none has come yet when the boot takes the page over. Kept
      // to the end of the file's run (each case runs alone): a request that reached the network
      // after the test, or a socket left open, kept the test's process from ending for minutes.
      const never = () => new Promise<Response>(() => {});
      vi.spyOn(window, 'fetch').mockImplementation(never);
      vi.spyOn(globalThis, 'fetch').mockImplementation(never);
      // Nor does the realtime connection.
      vi.stubGlobal(
        'WebSocket',
        class {
          readyState = 0;
          close() {}
          send() {}
        },
      );
      // The server writes start times in UTC; the page's script then writes them in the
      // visitor's zone, as the app does (web/index.html).
      process.env.TZ = 'UTC';
    });
    afterAll(() => {
      // (An assigned undefined would be the zone "undefined", which slows every date after it.)
      if (tz === undefined) delete process.env.TZ;
      else process.env.TZ = tz;
      vi.useRealTimers();
      localStorage.clear();
      document.body.replaceChildren();
    });

    it('element for element', async () => {
      const fx = JSON.parse(readFileSync(join(VECTORS, `${name}.json`), 'utf8')) as Fixture;
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(fx.now) });
      const painted = await paintedPage(fx, readFileSync(join(VECTORS, `${name}.html`), 'utf8'));
      // The painted dock, after the app (the page has it after the root element).
      const dock = painted.nextElementSibling;
      expect(dock === null).toBe(fx.consent === true);
      const paintedNotice = dock?.firstElementChild ? lines(dock.firstElementChild, false) : [];
      const { app, notice } = await firstRender(fx, painted);
      expect(painted.getAttribute('data-painted')).toBe('true');
      expect(lines(painted, false).join('\n')).toBe(app.join('\n'));
      expect(paintedNotice.join('\n')).toBe(notice.join('\n'));
    });
  });
}

/** The cases, by name. */
export function firstPaintCases(): string[] {
  return readdirSync(VECTORS)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''));
}
