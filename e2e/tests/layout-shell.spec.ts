import { test, expect, type Page } from './fixtures';
import { confirmedPlayer, signInThroughApi } from './players';

// Issue 12, parts 3 and 6: the sticky one-row header, the footer, sport icons, the offline warning
// and recovery, and page loads that ask for nothing the visitor or player is not entitled to.

const WIDTHS = [360, 1280] as const;

async function headerBox(page: Page) {
  const box = await page.getByTestId('site-header').boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('the header is one row and stays at the top while the page scrolls', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('match-row').first()).toBeVisible();
      const before = await headerBox(page);
      // One row: logo, sign-in and (on phones) the menu button share it, 64 px at most.
      expect(before.height).toBeLessThanOrEqual(64);
      const brand = await page.getByRole('link', { name: 'Sportsbook' }).boundingBox();
      const signIn = await page.getByRole('button', { name: 'Sign in' }).boundingBox();
      expect(brand!.y + brand!.height).toBeLessThanOrEqual(before.y + before.height);
      expect(signIn!.y + signIn!.height).toBeLessThanOrEqual(before.y + before.height);
      // The first content starts right under it.
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(heading!.y).toBeLessThan(before.height + (width < 780 ? 120 : 60));

      await page.mouse.wheel(0, 2000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      const after = await headerBox(page);
      expect(after.y).toBe(0);
      expect(after.height).toBe(before.height);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeInViewport();
    });

    test('the footer has the licence, 18+, responsible gambling and the terms', async ({ page }) => {
      await page.goto('/');
      const footer = page.getByTestId('site-footer');
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByRole('img', { name: 'Only for players aged 18 and over' })).toHaveText('18+');
      await expect(footer.getByTestId('licence')).toContainText('licence');
      await expect(footer.getByText('Terms and conditions')).toBeVisible();
      await expect(footer.getByText(/settled on the official result/)).toBeHidden();
      await footer.getByText('Terms and conditions').click();
      await expect(footer.getByText(/settled on the official result/)).toBeVisible();
      await footer.getByRole('link', { name: 'Responsible gambling' }).click();
      await expect(page).toHaveURL(/\/profile\/responsible-gambling$/);
      await expect(page.getByRole('heading', { name: 'Responsible gambling', level: 1 })).toBeVisible();
    });

    test('every sport of the menu has its own SVG icon', async ({ page, request }) => {
      const sports = ((await (await request.get('/api/sportsbook/sports')).json()).data as { key: string }[]).map(
        (s) => s.key,
      );
      await page.goto('/');
      const menu = page.getByTestId('sport-menu');
      for (const key of sports) {
        const link = menu.locator(`a[href="/${key}"]`);
        await expect(link.locator('svg')).toHaveAttribute('data-icon', `sport-${key}`);
      }
      await expect(menu.locator('svg[data-icon="sport-ball"]')).toHaveCount(0);
    });

    test('offline: a warning, a click that waits, and the page carries on once online', async ({ page, context }) => {
      await page.goto('/');
      await expect(page.getByTestId('match-row').first()).toBeVisible();
      await expect(page.getByTestId('offline-warning')).toHaveCount(0);

      await context.setOffline(true);
      const warning = page.getByTestId('offline-warning');
      await expect(warning).toBeVisible();
      await expect(warning).toContainText('No connection');
      await expect(warning).toBeInViewport();

      // A page asked for offline waits for the connection instead of breaking.
      await page.getByTestId('sport-menu').locator('a[href="/tennis"]').click();
      await expect(page.getByTestId('error-page')).toHaveCount(0);

      await context.setOffline(false);
      await expect(warning).toHaveCount(0);
      await expect(page).toHaveURL(/\/tennis$/);
      await expect(page.getByTestId('match-row').first()).toBeVisible();
      await expect(page.getByTestId('error-page')).toHaveCount(0);
    });

    test('offline while a part of the page is still loading: it waits for the connection, the page stays', async ({
      page,
      context,
    }) => {
      // The footer row's items (navigation.yaml) and the footer's stylesheet load after the first
      // screen: the test holds them back until the page is offline, then lets their requests fail
      // as offline requests do.
      let offline: () => void = () => {};
      const wentOffline = new Promise<void>((resolve) => (offline = resolve));
      const heldBack = [/\/assets\/ExtraItems-[^/]+\.js$/, /\/assets\/Footer-[^/]+\.css$/];
      for (const url of heldBack) {
        await page.route(url, async (route) => {
          await wentOffline;
          await route.abort('internetdisconnected');
        });
      }
      await page.goto('/');
      const row = page.getByTestId('nav-footer');
      await expect(row).toBeAttached();
      await context.setOffline(true);
      // The page learns of it a moment later than the test: the chunk fails once it knows, as it
      // would on a connection that dropped (connection.test.ts covers the other order).
      await page.waitForFunction(() => !navigator.onLine);
      offline();
      await expect(page.getByTestId('offline-warning')).toBeVisible();
      await expect(page.getByTestId('error-page')).toHaveCount(0);
      await expect(page.getByRole('alert').filter({ hasText: /unexpected error/i })).toHaveCount(0);

      for (const url of heldBack) await page.unroute(url);
      await context.setOffline(false);
      await expect(row.getByRole('button', { name: 'Help' })).toBeVisible();
      await expect(page.getByTestId('match-row').first()).toBeVisible();
      // The footer's links sit in a row, not in a bulleted column: its stylesheet came too.
      await expect(page.getByTestId('site-footer').getByRole('list').first()).toHaveCSS('display', 'flex');
    });
  });
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the links and settings fold into the menu, which closes on navigation', async ({ page }) => {
    await page.goto('/');
    const live = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Live/ });
    await expect(live).toBeHidden();
    // The header's button (the phone bar has a Menu of its own: layout-phonebar.spec).
    const menu = page.getByTestId('site-header').getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('odds-format')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(live).toBeHidden();
    await menu.click();
    await live.click();
    await expect(page).toHaveURL(/\/live$/);
    await expect(live).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('requests the page is entitled to', () => {
  for (const width of WIDTHS) {
    test(`a visitor's page load makes no 401 request at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      const refused: string[] = [];
      page.on('response', (r) => {
        if (r.status() === 401) refused.push(r.url());
      });
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByTestId('match-row').first()).toBeVisible();
      await page.goto('/football');
      await expect(page.getByTestId('match-row').first()).toBeVisible();
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      expect(refused).toEqual([]);
    });
  }

  test('a signed-in load without a reality-check limit gets no 4xx', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const email = await confirmedPlayer(page, 'layout-rc');
    await signInThroughApi(page, email);
    await page.goto('/');
    await expect(page.getByTestId('header-balance')).toBeVisible();
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
    });
    const limits = page.waitForResponse((r) => r.url().endsWith('/api/platform/user_limits'));
    await page.reload();
    await expect(page.getByTestId('header-balance')).toBeVisible();
    // The watcher reads the limits; with no reality check among them it asks nothing more.
    expect((await limits).status()).toBe(200);
    await expect(page.getByTestId('match-row').first()).toBeVisible();
    expect(refused).toEqual([]);
  });
});
