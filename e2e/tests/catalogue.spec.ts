import { test, expect } from '@playwright/test';
import { setOddsUntil, takeOverListedLiveMatch } from './feed';

// A bettor browses the catalogue: home, the sport menu, a sport, a league, a live match.

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
  // The test takes a live match over through the feed's control: nothing but the test moves it.
  const { market } = await takeOverListedLiveMatch(page, 2500);
  await page.locator(`[data-match-id="${market.matchId}"]`).getByRole('link').first().click();
  await expect(page.getByRole('tab').first()).toBeVisible();
  // The main market comes first; its first outcome is the one the test set.
  const first = page.getByTestId('market').first().getByTestId('odds').first();
  await expect(first).toHaveText('2.50');

  // A marker on window proves that what follows happens without a page load.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await setOddsUntil(page.request, market, 0, 3100, async () => (await first.textContent()) === '3.10');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
