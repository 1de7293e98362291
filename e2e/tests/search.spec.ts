import { test, expect, type Page } from './fixtures';
import { liveMatches, takeOverLiveMatch } from './feed';
import { DESKTOP } from './viewports';

// Issue 14, part 3: the search modal over GET /search, used with the keyboard as a bettor would:
// at a desktop's width, where there is a keyboard.

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search' }).click();
  const modal = page.getByTestId('search-modal');
  await expect(modal).toBeVisible();
  return modal;
}

test.use({ viewport: DESKTOP });

test("'ars' by keyboard: a hint under 3 characters, arrow down, Enter opens the match page", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  const modal = await openSearch(page);
  const input = modal.getByRole('combobox', { name: 'Search matches and leagues' });
  await expect(input).toBeFocused();

  await page.keyboard.type('ar');
  await expect(modal.getByTestId('search-status')).toHaveText('Type 3 to 50 characters to search.');
  await expect(modal.getByRole('option')).toHaveCount(0);

  await page.keyboard.type('s');
  const options = modal.getByRole('option');
  await expect(options.first()).toBeVisible();
  // Every result holds the text, grouped under its sport (seed 42: the Bears of ice hockey).
  for (const text of await options.allTextContents()) expect(text.toLowerCase()).toContain('ars');
  await expect(modal.getByRole('group', { name: 'Ice Hockey' })).toBeVisible();

  await page.keyboard.press('ArrowDown');
  const first = options.first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expect(input).toBeFocused();
  if ((await options.count()) > 1) {
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(first).toHaveAttribute('aria-selected', 'true');
  }
  const home = (await first.textContent())!.split(' – ')[0]!;

  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/ice-hockey\/[a-z0-9-]+-\d+$/);
  await expect(page.getByTestId('match-title')).toContainText(home);

  // The query is kept as a recent search, offered while the field is empty, and clearable.
  const again = await openSearch(page);
  const recent = again.getByTestId('recent-searches');
  await expect(recent.getByRole('button', { name: 'ars', exact: true })).toBeVisible();
  await recent.getByRole('button', { name: 'Clear' }).click();
  await expect(recent).toBeHidden();
  await expect(again.getByRole('combobox')).toBeFocused();
});

test('a league found is named with its country: the two Premier Leagues tell apart', async ({ page }) => {
  await page.goto('/');
  const modal = await openSearch(page);
  await page.keyboard.type('premier league');
  const leagues = modal.getByRole('option').filter({ hasText: /League$/ }).filter({ hasText: /^Premier League/ });
  await expect(leagues).toHaveCount(2);
  await expect(leagues.filter({ hasText: 'England · League' })).toHaveCount(1);
  await expect(leagues.filter({ hasText: 'Kazakhstan · League' })).toHaveCount(1);
  // The matches found are grouped under their league, named with its country too.
  await expect(modal.getByRole('group', { name: 'England · Premier League' })).toBeVisible();
});

test('Escape closes the modal and gives focus back to the search button', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Search' });
  const modal = await openSearch(page);
  await page.keyboard.type('bears');
  await expect(modal.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(button).toBeFocused();
});

test('the live filter finds a live match, marked Live, that the upcoming filter leaves out', async ({
  page,
}) => {
  // A live match held by the test's feed control, so that it stays live while the test looks.
  const live = await liveMatches(page.request, 'football');
  const market = await takeOverLiveMatch(
    page.request,
    live.map((m) => m.id),
    2000,
  );
  const res = await page.request.get(`/api/sportsbook/matches?id=${market.matchId}`);
  const held = ((await res.json()) as { data: { nameA: string; nameB: string }[] }).data[0]!;

  await page.goto('/');
  const modal = await openSearch(page);
  await page.keyboard.type(held.nameA);
  const option = modal.getByRole('option', { name: `${held.nameA} – ${held.nameB}` });
  await expect(option).toBeVisible();
  await expect(option.getByTestId('search-live')).toHaveText(/^Live/i);

  await modal.getByRole('radio', { name: 'Live' }).check();
  // The list keeps the previous results, busy, until the filtered ones come: read it after.
  await expect(modal.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
  await expect(option).toBeVisible();
  for (const o of await modal.getByRole('option').all()) await expect(o.getByTestId('search-live')).toBeVisible();

  await modal.getByRole('radio', { name: 'Upcoming' }).check();
  await expect(option).toBeHidden();
});
