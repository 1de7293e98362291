import { test, expect, type Page, type Request } from './fixtures';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSportsbook, type Sportsbook } from '../server';
import { DESKTOP } from './viewports';

// Error reporting (spec section 8): without ERROR_REPORTING_DSN the browser's reports reach the
// server log through POST /api/sportsbook/client-errors; with one they go, as Sentry envelopes, to
// the DSN's service. What the filter drops (a resize-observer loop, a chunk that failed to load)
// is never sent. At a desktop's width: what is reported does not depend on the page's size.

test.use({ viewport: DESKTOP });

const isReport = (r: Request) =>
  r.method() === 'POST' && new URL(r.url()).pathname === '/api/sportsbook/client-errors';

/** Throws in the page, outside any handler: the browser's uncaught error. */
async function throwInPage(page: Page, message: string): Promise<void> {
  await page.evaluate((m) => {
    setTimeout(() => {
      throw new Error(m);
    });
  }, message);
}

test('an uncaught error reaches the server log; a resize-observer loop and a failed chunk do not', async ({
  page,
}) => {
  const reported: Request[] = [];
  page.on('request', (r) => {
    if (isReport(r)) reported.push(r);
  });
  await page.goto('/');
  await expect(page.getByTestId('match-row').first()).toBeVisible();

  const boom = page.waitForRequest((r) => isReport(r) && r.postDataJSON().message === 'e2e boom');
  await throwInPage(page, 'e2e boom');
  const req = await boom;
  expect(req.postDataJSON()).toMatchObject({
    message: 'e2e boom',
    kind: 'error',
    page_url: expect.stringMatching(/\/$/),
    stack: expect.stringContaining('e2e boom'),
  });
  expect((await req.response())?.status()).toBe(204);

  // Chrome's resize-observer loop error, and a lazy chunk that is not there: both dropped.
  await page.evaluate(() =>
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'ResizeObserver loop completed with undelivered notifications.',
      }),
    ),
  );
  // A string, so that the test's own compiler leaves this import() alone.
  const chunkError = await page.evaluate(`new Promise((resolve) => {
    window.addEventListener('unhandledrejection', (e) => resolve(String(e.reason)), { once: true });
    import('/assets/no-such-chunk.js');
  })`);
  expect(chunkError).toMatch(/Failed to fetch dynamically imported module/);
  // Reports leave in order: once this one is sent, the two above would have been.
  const after = page.waitForRequest((r) => isReport(r) && r.postDataJSON().message === 'e2e after');
  await throwInPage(page, 'e2e after');
  await after;
  const messages = reported.map((r) => String(r.postDataJSON().message));
  expect(messages).toEqual(['e2e boom', 'e2e after']);
});

test.describe('with ERROR_REPORTING_DSN', () => {
  let service: Server;
  let envelopes: { url: string; body: string }[];
  let server: Sportsbook;
  let dsn: string;

  test.beforeAll(async () => {
    envelopes = [];
    // The error-reporting service: a loopback HTTP server that keeps what it receives.
    service = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        envelopes.push({ url: req.url ?? '', body });
        res.writeHead(200, { 'Access-Control-Allow-Origin': '*' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    dsn = `http://pub123@127.0.0.1:${(service.address() as AddressInfo).port}/42`;
    // A second server of the same binary, with a DSN (the worker's has none), and no feed.
    server = await startSportsbook({ FEED_ENABLED: 'false', ERROR_REPORTING_DSN: dsn });
  });

  test.afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => service?.close(resolve));
  });

  test("an uncaught error reaches the DSN's service as an envelope", async ({ page }) => {
    const toServerLog: Request[] = [];
    page.on('request', (r) => {
      if (isReport(r)) toServerLog.push(r);
    });
    const res = await page.goto(server.origin + '/');
    expect(res?.headers()['content-security-policy']).toContain(
      `connect-src 'self' ${new URL(dsn).origin};`,
    );
    await expect(page.locator('meta[name="error-reporting-dsn"]')).toHaveAttribute('content', dsn);

    const message = 'e2e boom via the DSN';
    const sent = page.waitForRequest((r) => r.url().includes('/api/42/envelope/'));
    await throwInPage(page, message);
    const req = await sent;
    expect(req.url()).toBe(`${new URL(dsn).origin}/api/42/envelope/?sentry_key=pub123&sentry_version=7`);
    await expect.poll(() => envelopes.find((e) => e.body.includes(message))).toBeTruthy();
    const [header, item, event] = envelopes
      .find((e) => e.body.includes(message))!
      .body.trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(header).toMatchObject({ dsn });
    expect(item).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      platform: 'javascript',
      exception: {
        values: [{ type: 'Error', value: message, mechanism: { type: 'error', handled: false } }],
      },
      request: { url: server.origin + '/' },
    });
    expect(toServerLog).toEqual([]);
  });
});
