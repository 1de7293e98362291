import { test, expect } from '@playwright/test';
import fr from '../../web/src/i18n/messages/fr.json' with { type: 'json' };

test('/fr shows French strings and French links', async ({ page }) => {
  const res = await page.goto('/fr');
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const live = (fr as Record<string, string>)['nav.live'];
  expect(live).toBeTruthy();
  await expect(page.getByRole('link', { name: live }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: live }).first()).toHaveAttribute('href', /^\/fr\/live/);
});

test('/ar renders right to left', async ({ page }) => {
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The sport menu starts on the right in a right-to-left layout.
  const menu = page.getByRole('navigation', { name: /./ }).first();
  await expect(menu).toBeVisible();
});

test('the server renders canonical and alternate-language links', async ({ request }) => {
  const html = await (await request.get('/fr/football')).text();
  expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/fr\/football"/);
  expect(html).toMatch(/hreflang="x-default" href="http[^"]+\/football"/);
  expect(html).toMatch(/hreflang="de" href="http[^"]+\/de\/football"/);
});
