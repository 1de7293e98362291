import { test, expect, type Page } from '@playwright/test';

// A bettor browses the catalogue: home, the sport menu, a sport, a league, a live match.

async function oddsSnapshot(page: Page): Promise<string[]> {
  return page.getByTestId('odds').evaluateAll((els) => els.map((e) => e.getAttribute('data-odds') ?? ''));
}

test('home shows the sport menu with counters and matches with odds', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  const menu = page.getByRole('navigation', { name: /sports/i });
  await expect(menu.getByRole('link', { name: /football/i })).toBeVisible();
  await expect(menu.getByRole('link', { name: /football/i })).toContainText(/\d+/);
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  await expect(page.getByTestId('odds').first()).toHaveText(/^\d+\.\d{2}$/);
});

test('sport, league and match pages are reachable by navigation', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: /sports/i })
    .getByRole('link', { name: /football/i })
    .click();
  await expect(page).toHaveURL(/\/football$/);
  await expect(page.locator('h1')).toContainText(/football/i);

  const leagueLink = page.getByTestId('league-link').first();
  const leagueName = (await leagueLink.textContent())?.trim() ?? '';
  await leagueLink.click();
  await expect(page).toHaveURL(/\/football\/[a-z0-9-]+$/);
  await expect(page.locator('h1')).toContainText(leagueName);

  await page.getByTestId('match-row').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/football\/[a-z0-9-]+-\d+$/);
  await expect(page.getByTestId('market').first()).toBeVisible();
});

test('a live match shows its markets and its odds move without a reload', async ({ page }) => {
  await page.goto('/live');
  await expect(page.locator('[data-testid="match-row"][data-live="true"]').first()).toBeVisible();
  // A live match may end between the list and its page (the e2e clock runs at 30×): then the next
  // one is opened.
  const ids = await page
    .locator('[data-testid="match-row"][data-live="true"]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-match-id')));
  for (const id of ids.slice(0, 5)) {
    await page.locator(`[data-match-id="${id}"]`).getByRole('link').first().click();
    if (await page.getByTestId('market').nth(2).waitFor({ timeout: 5_000 }).then(() => true, () => false)) break;
    await page.goBack();
  }
  await expect(page.getByTestId('market').nth(2)).toBeVisible();
  await expect(page.getByRole('tab').first()).toBeVisible();

  // A marker on window proves that what follows happens without a page load.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  // Right after a goal every market is suspended (locked, no prices) for a few seconds.
  await expect.poll(async () => (await oddsSnapshot(page)).length, { timeout: 20_000 }).toBeGreaterThan(4);
  const before = await oddsSnapshot(page);
  await expect
    .poll(async () => (await oddsSnapshot(page)).join(',') !== before.join(','), {
      timeout: 40_000,
      intervals: [500],
    })
    .toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
