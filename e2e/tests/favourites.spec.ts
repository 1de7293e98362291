import { test, expect, type Page } from './fixtures';
import { takeOverListedPrematchMatches } from './feed';
import { confirmedPlayer, signInThroughApi } from './players';
import { PHONE } from './viewports';

// Favourites as a new player would use them, on a phone (where a player follows their matches):
// star a prematch match on the football page (a match the test holds, so the feed neither starts
// nor ends it) and its league; after a reload /favorites lists the match among the upcoming ones
// and the league as a link; unstarring the match there takes it off, for good. The football
// page's favorites key lists it too. A visitor's star asks them to sign in.

function starred(page: Page, method: 'POST' | 'DELETE', path: string) {
  return page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname === path);
}

test.use({ viewport: PHONE });

test('a starred match and league are on /favorites after a reload; an unstarred match is gone', async ({ page }) => {
  const email = await confirmedPlayer(page, 'fav');
  await signInThroughApi(page, email);
  await page.goto('/football');
  await expect(page.getByTestId('profile-menu-button')).toBeVisible();

  const [row] = await takeOverListedPrematchMatches(page, 1);
  const id = await row!.getAttribute('data-match-id');
  const star = row!.getByTestId('favourite-star');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  const name = ((await star.getAttribute('aria-label')) ?? '').replace('Favourite: ', '');
  expect(name).toContain(' – ');
  const added = starred(page, 'POST', `/api/sportsbook/favourites/matches/${id}`);
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  expect((await added).status()).toBe(204);

  const group = page.getByTestId('match-group').filter({ has: row! });
  const league = (await group.getByTestId('league-link').textContent()) ?? '';
  const leagueStar = group.locator('[data-testid="favourite-star"][data-type="tournaments"]');
  await expect(leagueStar).toHaveAccessibleName(`Favourite: ${league}`);
  const leagueAdded = starred(page, 'POST', `/api/sportsbook/favourites/tournaments/${await leagueStar.getAttribute('data-id')}`);
  await leagueStar.click();
  await expect(leagueStar).toHaveAttribute('aria-pressed', 'true');
  expect((await leagueAdded).status()).toBe(204);

  // The sport's favorites page key lists it too, and keeps to the address.
  await page.getByTestId('sport-views').getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/football\/favorites$/);
  await expect(page.getByTestId('favourites-upcoming').locator(`[data-match-id="${id}"]`)).toBeVisible();

  await page.goto('/favorites');
  await page.reload();
  const upcoming = page.getByTestId('favourites-upcoming');
  const favourite = upcoming.locator(`[data-testid="match-row"][data-match-id="${id}"]`);
  await expect(favourite).toBeVisible();
  await expect(favourite.getByTestId('favourite-star')).toHaveAccessibleName(`Favourite: ${name}`);
  await expect(favourite.getByTestId('favourite-star')).toHaveAttribute('aria-pressed', 'true');
  const leagues = page.getByTestId('favourites-leagues');
  await expect(leagues.getByRole('link', { name: league, exact: true })).toBeVisible();

  const removed = starred(page, 'DELETE', `/api/sportsbook/favourites/matches/${id}`);
  await favourite.getByTestId('favourite-star').click();
  expect((await removed).status()).toBe(204);
  await expect(page.locator(`[data-match-id="${id}"]`)).toHaveCount(0);
  await page.reload();
  await expect(leagues.getByRole('link', { name: league, exact: true })).toBeVisible();
  await expect(page.locator(`[data-match-id="${id}"]`)).toHaveCount(0);
  await expect(page.getByTestId('favourites-upcoming')).toHaveCount(0);
});

test("a visitor's star opens the sign-in modal", async ({ page }) => {
  await page.goto('/football');
  const star = page.getByTestId('match-row').first().getByTestId('favourite-star');
  await star.click();
  await expect(page.getByRole('dialog').getByLabel('Email')).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
});
