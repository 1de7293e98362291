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

// Nothing moves while a page loads (issue 25; issue 27, 'no jumps': home, /live, a sport and a
// match page): the app takes the page the server painted over in the same boxes, and what comes
// after has its room kept (the logo's box, the sign-in buttons', a page whose code is on its way)
// or comes below the lists (the jackpots). A row or a market that the live feed adds or takes off
// moves the ones below: that is the feed, not the layout, and is left out.
for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`home, /live, a sport and a live match page load without layout shift at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
      const fed = '[data-testid="match-row"], [data-testid="market-block"]';
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Shift[]) {
          const feed = e.sources.every((s) => s.node instanceof Element && s.node.closest(fed));
          if (!e.hadRecentInput && !feed) w.layoutShift += e.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const shifted = () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    const signIn = page.getByTestId('site-header').getByRole('button', { name: 'Sign in' });

    const res = await request.get('/api/sportsbook/matches?match_status=1&type=match&limit=1');
    const match = ((await res.json()) as { data: { slug: string; sport: { key: string } }[] }).data[0];
    if (!match) throw new Error('no live match');
    const pages: [string, string, () => Promise<void>][] = [
      ['/', 'match-row', () => expect(page.getByTestId('jackpot-banner').first()).toBeAttached()],
      ['/live', 'match-row', () => expect(page.getByTestId('sport-filter')).toBeVisible()],
      [`/${match.sport.key}`, 'match-row', async () => {}],
      [`/${match.sport.key}/${match.slug}`, 'market-block', async () => {}],
    ];
    for (const [path, content, arrived] of pages) {
      // The server painted the page, and the app took it over (app/takeover) with all that comes
      // after the first paint.
      expect(await (await request.get(path)).text(), path).toContain('data-painted="true"');
      await page.goto(path);
      await expect(page.getByTestId(content).first()).toBeVisible();
      await expect(page.locator('#root > [data-painted]')).toHaveCount(0);
      await expect(signIn).toBeVisible();
      await expect(page.getByTestId('site-footer')).toBeAttached();
      await arrived();
      expect(await shifted(), path).toBeLessThan(0.01);
    }
  });
}
