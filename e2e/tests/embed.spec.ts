import { test, expect, type Frame, type Page } from './fixtures';
import { runClockUntilVisible } from './clock';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSportsbook, type Sportsbook } from '../server';
import { mainMarket, setOdds } from './feed';
import { ROW_ODDS } from './slip';
import { DESKTOP, PHONE } from './viewports';

// Embedded mode (issue 15, part 3; README 'Embedding the sportsbook'): an operator's page on
// another site frames the sportsbook and talks to it with window messages. Three loopback
// servers: the casino on http://localhost (another site than 127.0.0.1, so the frame is
// third-party, as on a real casino: only SameSite=None; Secure; Partitioned cookies and no local
// storage), the sportsbook started here with EMBEDDED and FRAME_ANCESTORS naming the casino, and
// a third origin (127.0.0.1, another port) that is configured nowhere. The casino's page at a
// desktop's width (its first test narrows the frame to a phone's 320 px as well); the mobile app
// on a phone.

interface Message {
  type: string;
  payload: Record<string, unknown>;
}

type Casino = Window & { received: Message[]; send: (type: string, payload?: unknown) => void };
type Product = Window & { __sportsbookEmbed?: { ignored: Record<string, number>; accepted: number } };

/** The casino's page: frames the sportsbook at a path of it (and, with ?intruder, a page of the
 * third origin beside it), keeps every message the sportsbook posts, and sends the test's
 * messages to it. It checks the sender's window as well as its origin, as the README tells an
 * operator to: across a reload, the frame's old page (a cross-site frame runs in a process of its
 * own) can still post while it goes, and the browser hands that to the casino's new page. */
function casinoPage(product: string, third: string, intruder: boolean, at: string, sized: boolean): string {
  return `<!doctype html><html><head><title>Casino</title><style>body{margin:0}iframe{display:block;border:0;width:100%}</style></head><body>
<iframe id="sportsbook" title="Sportsbook" src="${product}${at}" style="height:600px"></iframe>
${intruder ? `<iframe id="intruder" title="Intruder" src="${third}/intruder" style="height:40px"></iframe>` : ''}
<script>
window.received = [];
addEventListener('message', (e) => {
  if (e.origin === ${JSON.stringify(product)} && e.source === document.getElementById('sportsbook').contentWindow) window.received.push(e.data);
});
${
  // The README's sizing of the frame ('Embedding the sportsbook'), word for word.
  sized
    ? `addEventListener('message', (e) => {
  const frame = document.getElementById('sportsbook');
  if (e.origin !== ${JSON.stringify(product)} || e.source !== frame.contentWindow) return;
  const { type, payload } = e.data;
  if (type === 'sportsbook:page-size-changed') frame.style.height = payload.height + 'px';
});`
    : ''
}
window.send = (type, payload) =>
  document.getElementById('sportsbook').contentWindow.postMessage({ type, payload }, ${JSON.stringify(product)});
</script></body></html>`;
}

function serve(handler: (url: URL) => string, host = '127.0.0.1'): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(handler(new URL(req.url ?? '/', 'http://x')));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://${host}:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

let casino: { server: Server; origin: string };
let third: { server: Server; origin: string };
let sportsbook: Sportsbook;

test.beforeAll(async () => {
  test.setTimeout(60_000); // a server start and its feed's first matches
  // The handlers read the sportsbook's origin when asked: it is known once it has started.
  casino = await serve(
    (url) =>
      casinoPage(
        sportsbook.origin,
        third.origin,
        url.searchParams.has('intruder'),
        url.searchParams.get('at') ?? '/',
        url.searchParams.has('sized'),
      ),
    'localhost',
  );
  third = await serve((url) =>
    url.pathname.startsWith('/intruder')
      ? '<!doctype html><title>Intruder</title><p>a page of another origin</p>'
      : `<!doctype html><title>Unknown site</title><iframe id="sportsbook" src="${sportsbook.origin}/"></iframe>`,
  );
  // The feed at its real pace (the slip's test holds a match's prices through the control).
  sportsbook = await startSportsbook({ EMBEDDED: 'true', FRAME_ANCESTORS: casino.origin, FEED_SPEED: '1' });
});

test.afterAll(async () => {
  await sportsbook?.stop();
  await Promise.all([casino, third].map((s) => new Promise((resolve) => s?.server.close(resolve))));
});

/** The casino page with the sportsbook framed, as a returning visitor of the sportsbook (no
 * cookie notice, and unless `welcomed` is false, no welcome over what the test clicks). The
 * casino is another site: Chromium denies a frame of it local storage, so what the sportsbook
 * remembers there is in its cookies (domain/furniture, seenOnceCookie). */
async function openCasino(
  page: Page,
  { intruder = false, welcomed = true, consented = true, at = '/', sized = false } = {},
): Promise<Frame> {
  await page.addInitScript(
    ([origin, seen, consent]) => {
      if (location.origin !== origin) return;
      // A frame of another site keeps only SameSite=None cookies, partitioned by the top-level site.
      const cookie = (name: string) => (document.cookie = `${name}=1; path=/; SameSite=None; Secure; Partitioned`);
      if (consent) cookie('sb_consent');
      cookie('sb_deposit_reminder');
      cookie('sb_seen_signUpReminder');
      if (seen) cookie('sb_seen_welcomingPopup');
    },
    [sportsbook.origin, welcomed, consented] as const,
  );
  const query = new URLSearchParams({ at, ...(intruder ? { intruder: '' } : {}), ...(sized ? { sized: '' } : {}) });
  await page.goto(`${casino.origin}/?${query}`);
  const frame = page.frame({ url: (u) => u.origin === sportsbook.origin });
  expect(frame).toBeTruthy();
  return frame!;
}

const received = (page: Page) => page.evaluate(() => (window as unknown as Casino).received);
const send = (page: Page, type: string, payload?: unknown) =>
  page.evaluate(([t, p]) => (window as unknown as Casino).send(t as string, p), [type, payload] as const);
const ofType = async (page: Page, type: string) => (await received(page)).filter((m) => m.type === type);
const ignored = (frame: Frame) => frame.evaluate(() => ({ ...(window as Product).__sportsbookEmbed?.ignored }));

test.use({ viewport: DESKTOP });

test('the casino hears pages and sizes, asks for sign-in and the sportsbook answers', async ({ page }) => {
  const frame = await openCasino(page);
  const product = page.frameLocator('#sportsbook');
  await expect(product.getByTestId('match-row').first()).toBeVisible();
  await expect(frame.locator('body')).toHaveAttribute('data-iframe', 'true');

  // Ready, the home page, and its size at the frame's width.
  await expect
    .poll(() => ofType(page, 'sportsbook:initialized'))
    .toEqual([{ type: 'sportsbook:initialized', payload: { protocol: 1, signedIn: false, locale: 'en' } }]);
  await expect
    .poll(() => ofType(page, 'sportsbook:page-loaded'))
    .toContainEqual({
      type: 'sportsbook:page-loaded',
      payload: { path: '/', page: 'home', locale: 'en' },
    });
  await expect
    .poll(async () => (await ofType(page, 'sportsbook:page-size-changed')).at(-1)?.payload.width)
    .toBe(DESKTOP.width);
  // The casino narrows the frame: the sportsbook tells it its new size.
  await page.locator('#sportsbook').evaluate((el: HTMLIFrameElement) => (el.style.width = '320px'));
  await expect
    .poll(async () => (await ofType(page, 'sportsbook:page-size-changed')).at(-1)?.payload)
    .toMatchObject({ width: 320, height: expect.any(Number) });

  // No casino has said it listens yet: sign-in and sign-up stay, disabled, with their reason.
  const signIn = product.getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeDisabled();
  await expect(signIn).toHaveAccessibleDescription(/has not connected/);
  await expect(product.getByRole('button', { name: 'Sign up' })).toBeDisabled();

  // The handshake: the casino takes over sign-in and leaves sign-up to the sportsbook.
  await send(page, 'sportsbook:initialized', { listens: ['sign-in'] });
  await expect.poll(async () => (await ofType(page, 'sportsbook:initialized')).length).toBe(2);
  await expect(signIn).toBeEnabled();
  await signIn.click();
  await expect
    .poll(() => ofType(page, 'sportsbook:sign-in'))
    .toEqual([{ type: 'sportsbook:sign-in', payload: {} }]);
  await expect(product.getByRole('dialog')).toHaveCount(0);
  await product.getByRole('button', { name: 'Sign up' }).click();
  await expect(product.getByRole('dialog')).toBeVisible();
  await expect
    .poll(() => ofType(page, 'sportsbook:notify-modal-triggered'))
    .toContainEqual({ type: 'sportsbook:notify-modal-triggered', payload: { modal: 'signUp' } });
  await product.getByRole('dialog').press('Escape');
  await expect(product.getByRole('dialog')).toHaveCount(0);

  // The casino has no accounts of its own: it asks the sportsbook to sign the player in.
  await send(page, 'sportsbook:open-sign-in');
  const dialog = product.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => ofType(page, 'sportsbook:notify-modal-triggered'))
    .toContainEqual({ type: 'sportsbook:notify-modal-triggered', payload: { modal: 'signIn' } });
  await dialog.getByLabel('Email').fill('demo@sportsbook.test');
  await dialog.getByLabel('Password', { exact: true }).fill('demo-bets-2026');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  // Signed in inside the frame (its cookies are SameSite=None; Secure; Partitioned): the
  // casino hears the balance and the currency.
  await expect
    .poll(async () => (await ofType(page, 'sportsbook:balance-changed')).at(-1)?.payload)
    .toMatchObject({
      balance: expect.any(Number),
      currency: expect.any(String),
      subunits: expect.any(Number),
    });
  await expect
    .poll(async () => (await ofType(page, 'sportsbook:notify-currency-changed')).length)
    .toBeGreaterThan(0);
  // The body names the signed-in player's country (the demo player lives in Germany).
  await expect(frame.locator('body')).toHaveAttribute('data-country', 'DE');

  // A match opened from the home page is a top event; its page is reported.
  const row = product.getByTestId('match-row').first();
  const matchId = Number(await row.getAttribute('data-match-id'));
  await row.getByRole('link').first().click();
  await expect(product.getByTestId('market').first()).toBeVisible();
  await expect
    .poll(async () => (await ofType(page, 'sportsbook:top-event-clicked')).at(-1)?.payload)
    .toMatchObject({ matchId });
  await expect
    .poll(async () => (await ofType(page, 'sportsbook:page-loaded')).at(-1)?.payload)
    .toMatchObject({ page: 'match' });

  // The casino navigates the sportsbook.
  await send(page, 'sportsbook:navigate', { path: '/live' });
  await expect
    .poll(async () => (await ofType(page, 'sportsbook:page-loaded')).at(-1)?.payload)
    .toEqual({ path: '/live', page: 'live', locale: 'en' });
});

/** Whether the frame is as tall as the page in it: the page neither scrolls inside the frame nor
 * leaves room below it. */
const fits = (frame: Frame) =>
  frame.evaluate(() => {
    const content = document.body.getBoundingClientRect().height;
    return document.documentElement.scrollHeight <= innerHeight && Math.abs(content - innerHeight) <= 1;
  });

// A layout test: at a phone's, a tablet's and a desktop's width. The frame's height used to grow
// without end from 780 px up: the page stayed about 125 px taller than any frame (the sports
// column at least a screen tall, the footer below it).
test("a casino that sizes the frame with the README's code settles on the page's height, and follows it down", async ({
  page,
}) => {
  for (const width of [360, 1024, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    const frame = await openCasino(page, { sized: true });
    await expect(frame.getByTestId('match-row').first()).toBeVisible();
    await expect.poll(() => fits(frame), { message: `at ${width} px` }).toBe(true);
    // A shorter page: the frame follows it down.
    const tall = await page.locator('#sportsbook').evaluate((el) => el.getBoundingClientRect().height);
    await frame.goto(`${sportsbook.origin}/no-such-page`);
    await expect(frame.getByRole('heading', { name: /can't find that page/ })).toBeVisible();
    await expect.poll(() => fits(frame), { message: `the short page at ${width} px` }).toBe(true);
    expect(await page.locator('#sportsbook').evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(tall);
  }
});

test('a message from a third origin is ignored and counted', async ({ page }) => {
  const frame = await openCasino(page, { intruder: true });
  await expect(page.frameLocator('#sportsbook').getByTestId('match-row').first()).toBeVisible();
  // The bridge loads after the page: its own initialized says it listens, before the handshake.
  await expect.poll(async () => (await ofType(page, 'sportsbook:initialized')).length).toBe(1);
  await send(page, 'sportsbook:initialized', { listens: [] });
  await expect.poll(async () => (await ofType(page, 'sportsbook:initialized')).length).toBe(2);
  const before = await ignored(frame);

  // The third origin's page, beside the sportsbook in the casino, tells it to navigate.
  const intruder = page.frame({ url: (u) => u.origin === third.origin });
  await intruder!.evaluate(() => {
    const target = window.parent.frames[0];
    target?.postMessage({ type: 'sportsbook:navigate', payload: { path: '/live' } }, '*');
    target?.postMessage({ type: 'sportsbook:initialized', payload: { listens: ['sign-in'] } }, '*');
  });
  await expect.poll(async () => (await ignored(frame)).origin).toBe((before.origin ?? 0) + 2);
  expect(new URL(frame.url()).pathname).toBe('/');
  await expect(page.frameLocator('#sportsbook').getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await page.frameLocator('#sportsbook').getByRole('button', { name: 'Sign in' }).click();
  // The intruder's handshake changed nothing: sign-in is still the sportsbook's own.
  await expect(page.frameLocator('#sportsbook').getByRole('dialog')).toBeVisible();
  expect(await ofType(page, 'sportsbook:sign-in')).toEqual([]);

  // The casino's own messages: an unknown type and a malformed one are counted too.
  await send(page, 'sportsbook:cash-out', {});
  await send(page, 'sportsbook:navigate', { path: '//evil.example' });
  await expect
    .poll(() => ignored(frame))
    .toMatchObject({ type: (before.type ?? 0) + 1, payload: (before.payload ?? 0) + 1 });
  expect(new URL(frame.url()).pathname).toBe('/');
});

test("a visitor's Place bet waits for the handshake, then asks the casino to sign in", async ({
  page,
  playwright,
}) => {
  await openCasino(page);
  const product = page.frameLocator('#sportsbook');
  const rows = product
    .locator('[data-testid="match-row"]:not([data-live="true"])')
    .filter({ has: product.locator(`${ROW_ODDS}:not([disabled])`) });
  await expect(rows.first()).toBeVisible();
  // The match is the test's: held at its price, nothing moves it while the visitor picks (the
  // page loads again to read it held).
  const matchId = Number(await rows.first().getAttribute('data-match-id'));
  const api = await playwright.request.newContext({ baseURL: sportsbook.origin });
  const market = await mainMarket(api, matchId);
  expect(await setOdds(api, market, 0, market.outcomes[0]!.odds)).toBe(true);
  await api.dispose();
  await page.reload();
  const row = product.locator(`[data-testid="match-row"][data-match-id="${matchId}"]`);
  await row.locator(`${ROW_ODDS}:not([disabled])`).first().click();
  const slip = product.getByTestId('betslip');
  const toggle = slip.getByTestId('betslip-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(slip.getByTestId('betslip-selection')).toHaveCount(1);
  await slip.getByTestId('betslip-stake').fill('5');

  // No casino has said it listens: Place bet (a visitor's way to sign in) is disabled, says why,
  // and pressed anyway opens nothing.
  const place = slip.getByTestId('place-bet');
  await expect(place).toBeDisabled();
  await expect(place).toHaveAccessibleDescription(/has not connected/);
  await place.click({ force: true });
  await expect(product.getByTestId('sign-in-modal')).toHaveCount(0);

  await expect.poll(async () => (await ofType(page, 'sportsbook:initialized')).length).toBe(1);
  await send(page, 'sportsbook:initialized', { listens: ['sign-in'] });
  await expect(place).toBeEnabled();
  await place.click();
  await expect
    .poll(() => ofType(page, 'sportsbook:sign-in'))
    .toEqual([{ type: 'sportsbook:sign-in', payload: {} }]);
  await expect(product.getByTestId('sign-in-modal')).toHaveCount(0);
});

test('a frame opened at the sign-in route waits for the handshake, then asks the casino', async ({ page }) => {
  await openCasino(page, { at: '/users/sign-in' });
  const product = page.frameLocator('#sportsbook');
  // The route shows the home page under its dialog; embedded before the handshake the dialog
  // is the operator's, so nothing opens yet.
  await expect(product.getByTestId('match-row').first()).toBeVisible();
  await expect.poll(async () => (await ofType(page, 'sportsbook:initialized')).length).toBe(1);
  await expect(product.getByTestId('sign-in-modal')).toHaveCount(0);
  expect(await ofType(page, 'sportsbook:sign-in')).toEqual([]);

  await send(page, 'sportsbook:initialized', { listens: ['sign-in'] });
  await expect
    .poll(() => ofType(page, 'sportsbook:sign-in'))
    .toEqual([{ type: 'sportsbook:sign-in', payload: {} }]);
  await expect(product.getByTestId('sign-in-modal')).toHaveCount(0);
});

test('a frame opened at the sign-in route opens its own dialog when the casino leaves sign-in to it', async ({
  page,
}) => {
  await openCasino(page, { at: '/users/sign-in' });
  const product = page.frameLocator('#sportsbook');
  await expect(product.getByTestId('match-row').first()).toBeVisible();
  await expect.poll(async () => (await ofType(page, 'sportsbook:initialized')).length).toBe(1);
  await expect(product.getByTestId('sign-in-modal')).toHaveCount(0);

  await send(page, 'sportsbook:initialized', { listens: ['deposit'] });
  await expect(product.getByTestId('sign-in-modal')).toBeVisible();
  await expect
    .poll(() => ofType(page, 'sportsbook:notify-modal-triggered'))
    .toContainEqual({ type: 'sportsbook:notify-modal-triggered', payload: { modal: 'signIn' } });
  expect(await ofType(page, 'sportsbook:sign-in')).toEqual([]);
});

test('a visitor welcomed inside the frame is not welcomed again after a reload', async ({ page }) => {
  await page.clock.install();
  const frame = await openCasino(page, { welcomed: false });
  const product = page.frameLocator('#sportsbook');
  const welcome = product.getByTestId('welcoming-popup');
  await runClockUntilVisible(page, welcome);
  await expect
    .poll(() => ofType(page, 'sportsbook:notify-modal-triggered'))
    .toContainEqual({ type: 'sportsbook:notify-modal-triggered', payload: { modal: 'welcome' } });
  // The premise: no local storage in this frame of another site; the welcome is kept in the
  // sportsbook's partitioned cookie instead.
  expect(
    await frame.evaluate(() => {
      try {
        void localStorage.length;
        return 'allowed';
      } catch {
        return 'denied';
      }
    }),
  ).toBe('denied');
  expect(await frame.evaluate(() => document.cookie)).toContain('sb_seen_welcomingPopup=1');
  await welcome.getByRole('button', { name: 'Look around' }).click();
  await expect(welcome).toHaveCount(0);

  await page.reload();
  await expect(product.getByTestId('match-row').first()).toBeVisible();
  await expect.poll(async () => (await ofType(page, 'sportsbook:initialized')).length).toBe(1);
  // The page is the visitor's: search opens over it (a welcome would have made it inert), and
  // the casino hears of that dialog only.
  await product.getByRole('button', { name: 'Search' }).click();
  await expect(product.getByTestId('search-modal')).toBeVisible();
  await expect(welcome).toHaveCount(0);
  await expect
    .poll(() => ofType(page, 'sportsbook:notify-modal-triggered'))
    .toEqual([{ type: 'sportsbook:notify-modal-triggered', payload: { modal: 'search' } }]);
});

test.describe('inside the mobile app', () => {
  test.use({ viewport: PHONE, userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile SportsbookApp/3.1' });

  test('the sportsbook runs no frame listener and shows no extra: its own dialogs, no messages, no cookie notice', async ({
    page,
  }) => {
    // A visitor who has handled nothing: outside the app the cookie notice would show (spec
    // section 2: the mobile app skips every extra).
    const frame = await openCasino(page, { consented: false, welcomed: false });
    const product = page.frameLocator('#sportsbook');
    await expect(product.getByTestId('match-row').first()).toBeVisible();
    await expect(product.getByTestId('cookie-notice')).toHaveCount(0);
    await expect(frame.locator('#root > [data-painted]')).toHaveCount(0);
    await expect(frame.locator('body')).toHaveAttribute('data-iframe', 'true');
    // Nothing waits for a handshake: sign-in opens the sportsbook's own dialog.
    await product.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(product.getByRole('dialog')).toBeVisible();
    expect(await frame.evaluate(() => (window as Product).__sportsbookEmbed)).toBeUndefined();
    expect(await received(page)).toEqual([]);
    await expect(product.getByTestId('cookie-notice')).toHaveCount(0);
  });
});

test('a site not configured as a parent cannot frame the sportsbook', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/frame-ancestors/.test(m.text())) violations.push(m.text());
  });
  await page.goto(`${third.origin}/`);
  await expect
    .poll(() =>
      page
        .frames()
        .find((f) => f !== page.mainFrame())
        ?.url(),
    )
    .toMatch(/^chrome-error:/);
  expect(violations.join('\n')).toContain(casino.origin);
  // Nothing of the sportsbook rendered in it.
  await expect(page.frameLocator('#sportsbook').getByTestId('site-header')).toHaveCount(0);
});
