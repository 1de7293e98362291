import { test, expect } from './fixtures';
import { liveMatches, score, setOddsUntil, takeOverListedLiveMatch, takeOverLiveMatch } from './feed';

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

  // The league list re-orders as the feed moves: read the name and the address of one link in one
  // go (two reads could see two links), then click the very link of that address.
  const [leagueName, leagueHref] = await page
    .getByTestId('league-link')
    .first()
    .evaluate((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? '']);
  await page.locator(`[data-testid="league-link"][href="${leagueHref}"]`).first().click();
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

test('a goal the feed scores shows on the live match page without a reload', async ({ page }) => {
  // A football match being played, taken over: nothing but the test scores in it.
  const live = await liveMatches(page.request, 'football');
  const market = await takeOverLiveMatch(
    page.request,
    live.map((m) => m.id),
    2500,
    { inPlay: true },
  );
  await page.goto(`/football/${live.find((m) => m.id === String(market.matchId))?.slug}`);
  const odds = page.getByTestId('market').first().getByTestId('odds').first();
  await expect(odds).toHaveText('2.50');
  // The page hears of the goal once subscribed: a price offered until it shows proves it is.
  await setOddsUntil(page.request, market, 0, 3100, async () => (await odds.textContent()) === '3.10');
  const shown = page.getByTestId('score');
  const [home, away] = ((await shown.textContent()) ?? '').split(':').map((n) => Number(n.trim()));
  expect(Number.isInteger(home) && Number.isInteger(away)).toBe(true);

  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await score(page.request, market.matchId, 'home');
  await expect(shown).toHaveText(`${(home ?? 0) + 1} : ${away}`);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
