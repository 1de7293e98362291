import { test, expect, type Page } from './fixtures';
import { confirmedPlayer, signInThroughApi } from './players';

// Every page runs under a Content-Security-Policy that allows its own scripts only: the app, the
// inline theme script (by its hash), and the payment page inside the deposit frame (by a nonce).
// A violation would mean either a broken page or a policy too loose to matter; none may happen.

type Watched = Window & { __violations?: string[] };

async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as Watched;
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations?.push(`${e.effectiveDirective} ${e.blockedURI} (${document.location.pathname})`),
    );
  });
}

/** The violations of the page's current documents (each navigation starts a new list). */
async function violations(page: Page): Promise<string[]> {
  const all = await Promise.all(
    page.frames().map((f) => f.evaluate(() => (window as Watched).__violations ?? []).catch(() => [])),
  );
  return all.flat();
}

test('pages and the framed payment page run under their policy without a violation', async ({ page }) => {
  await watchViolations(page);
  const res = await page.goto('/');
  const csp = res?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' 'sha256-");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(res?.headers()['x-frame-options']).toBe('SAMEORIGIN');
  // The inline theme script ran: it is allowed by its hash.
  await expect(page.locator('html')).toHaveAttribute('data-theme', /^(dark|light)$/);
  await expect(page.getByTestId('odds').first()).toBeVisible();
  await page.getByTestId('match-row').first().getByRole('link').first().click();
  await expect(page.getByTestId('market').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.goto('/ar/live');
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // The watcher does see a violation: a script injected into the page is refused.
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'document.title = "injected"';
    document.body.append(s);
  });
  await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-elem inline/)]);
  await expect(page).not.toHaveTitle('injected');

  const email = await confirmedPlayer(page, 'csp', { names: true });
  await signInThroughApi(page, email);
  await page.goto('/profile/wallet/deposit');
  await page.getByRole('main').getByLabel('Amount').fill('7');
  await page.getByRole('main').getByRole('button', { name: 'Deposit in a window' }).click();
  const frame = page.getByTestId('iframe-deposit-modal').frameLocator('iframe');
  await frame.getByRole('button', { name: 'Pay' }).click();
  // The frame's nonce-allowed script told the page, which closed the modal and shows the balance.
  await expect(page.getByTestId('iframe-deposit-modal')).toHaveCount(0);
  await expect(page.getByTestId('header-balance')).toContainText('7.00');
  expect(await violations(page)).toEqual([]);
  for (const path of ['/profile/responsible-gambling', '/profile/bets']) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  }
});

test('another site cannot frame the sportsbook, nor read the outbox through a proxy', async ({ page, request, baseURL }) => {
  // A page of another origin (about:blank's is opaque) frames the site: the browser refuses, and
  // shows its error page in the frame instead.
  await page.goto('about:blank');
  await page.setContent(`<iframe src="${baseURL}/"></iframe>`);
  await expect
    .poll(() => page.frames().find((f) => f !== page.mainFrame())?.url())
    .toMatch(/^chrome-error:/);

  // The outbox answers loopback clients only, and never through a proxy that forwards for someone.
  expect((await request.get('/dev/outbox?format=json')).status()).toBe(200);
  expect((await request.get('/dev/outbox?format=json', { headers: { 'X-Forwarded-For': '203.0.113.9' } })).status()).toBe(404);
});
