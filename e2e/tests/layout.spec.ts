import { test, expect } from './fixtures';

test('a 360 px phone gets the whole page without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of ['/', '/live', '/football']) {
    await page.goto(path);
    await expect(page.getByTestId('match-row').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('e-sports lists only cybersport matches', async ({ page, request }) => {
  const res = await request.get('/api/sportsbook/sports?sport_type=cybersport');
  const cyber = (await res.json()).data.map((s: { key: string }) => s.key) as string[];
  expect(cyber.length).toBeGreaterThanOrEqual(2);
  await page.goto('/cybersport');
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  const links = await page
    .getByTestId('match-row')
    .locator('a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(links.length).toBeGreaterThan(0);
  for (const href of links)
    expect(
      cyber.some((k) => href.startsWith(`/${k}/`)),
      href,
    ).toBe(true);
});

test('the theme toggle switches dark and light and is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const dark = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  await page.getByRole('button', { name: /theme/i }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).not.toBe(
    dark,
  );
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
});

// Nothing moves while the home page loads (issue 25): what comes after the first paint has its
// room kept (the logo's box, the sign-in buttons') or comes below the lists (the jackpots). A row
// the live feed adds to a list or takes off it moves the rows below: that is the feed, not the
// layout, and is left out.
for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`the home page loads without layout shift at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Shift[]) {
          const rows = e.sources.every((s) => s.node instanceof Element && s.node.closest('[data-testid="match-row"]'));
          if (!e.hadRecentInput && !rows) w.layoutShift += e.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await expect(page.getByTestId('match-row').first()).toBeVisible();
    await expect(page.getByTestId('site-header').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByTestId('jackpot-banner').first()).toBeAttached();
    await expect(page.getByTestId('site-footer')).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
  });
}
