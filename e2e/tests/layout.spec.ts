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
