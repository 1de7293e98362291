import { test, expect } from './fixtures';

test('an unknown path answers 404 and shows the not-found page', async ({ page }) => {
  const res = await page.goto('/no-such-sport/at-all');
  expect(res?.status()).toBe(404);
  await expect(page.getByText("Oops, sorry. We can't find that page.")).toBeVisible();
  await page.getByRole('link', { name: /go to home page/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('match-row').first()).toBeVisible();
});

test('an unknown match answers 404', async ({ request }) => {
  const res = await request.get('/football/nobody-nobody-999999999');
  expect(res.status()).toBe(404);
});
