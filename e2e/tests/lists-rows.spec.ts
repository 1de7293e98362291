import { test, expect, type Locator } from './fixtures';
import { takeOverListedPrematchMatches } from './feed';
import { DESKTOP } from './viewports';

// List rows as a bettor of a commercial book expects them: the main market and, where there is
// room, the sport's secondary markets, with a '+N' count of the rest linking to the match page; a
// sport filter on /live; more than the first 30 upcoming matches on the home page; times in the
// locale's conventions (24-hour in English, as European books show them). At a desktop's width,
// where a row has room for the secondary markets.

interface ApiMatch {
  availableMarketsCount: number;
  sport: { key: string };
}

test.use({ viewport: DESKTOP });

test('a football row shows 1x2, total and both teams to score and counts the rest', async ({ page }) => {
  await page.goto('/football');
  const [row] = await takeOverListedPrematchMatches(page, 1);
  const id = Number(await row.getAttribute('data-match-id'));
  const m = (await (await page.request.get(`/api/sportsbook/matches/${id}`)).json()) as ApiMatch;
  const shown = row.locator('[data-testid="row-market"]:visible');
  await expect(shown).toHaveCount(3);
  expect(await shown.evaluateAll((els) => els.map((e) => e.getAttribute('data-market-id')))).toEqual([
    '1',
    '18',
    '29',
  ]);
  await expect(shown.nth(1).getByTestId('odds-label').first()).toHaveText(/^O \d+(\.\d+)?$/);
  const more = row.getByTestId('more-markets');
  // The count for this width (a phone's, of the rest after the 1x2, is in the page, not displayed).
  await expect(more.locator('[aria-hidden="true"]:visible')).toHaveText(`+${m.availableMarketsCount - 3}`);
  await more.click();
  await expect(page).toHaveURL(new RegExp(`-${id}$`));
  await expect(page.getByTestId('market-block').first()).toBeVisible();
});

test('/live filters by sport and back to all', async ({ page }) => {
  await page.goto('/live');
  const filter = page.getByTestId('sport-filter');
  const rows = page.getByTestId('match-row');
  await expect(rows.first()).toBeVisible();
  // The rows shown are as many as the chosen chip counts (live matches come and go meanwhile:
  // both follow the same list).
  const rowsMatch = (chip: Locator) =>
    expect
      .poll(async () => (await rows.count()) === Number(await chip.locator('span').textContent()))
      .toBe(true);
  const tennis = filter.locator('[data-sport="tennis"]');
  await tennis.click();
  await expect(tennis).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\?sport=tennis$/);
  await rowsMatch(tennis);
  const hrefs = await rows.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  for (const h of hrefs) expect(h).toMatch(/^\/tennis\//);
  // The choice is in the address: a reload keeps it.
  await page.reload();
  await expect(filter.locator('[data-sport="tennis"]')).toHaveAttribute('aria-pressed', 'true');
  const all = filter.getByRole('button', { name: /^All/ });
  await all.click();
  await expect(page).toHaveURL(/\/live$/);
  await rowsMatch(all);
  await expect(rows.locator('a[href^="/football/"]').first()).toBeVisible();
});

test('the home lists show more live and upcoming matches on demand, in 24-hour time', async ({ page }) => {
  await page.goto('/');
  const live = page.locator('[data-testid="match-row"][data-live="true"]');
  const upcoming = page.locator('[data-testid="match-row"][data-live="false"]');
  // Pages of 10 (the upcoming one fewer when a match has kicked off since: it moves to the live list).
  await expect(upcoming.first()).toBeVisible();
  expect(await live.count()).toBeLessThanOrEqual(10);
  expect(await upcoming.count()).toBeLessThanOrEqual(10);
  // Matches start and end meanwhile, moving the pages' edges: the list grows, by how much varies.
  const liveBefore = await live.count();
  await page.getByRole('region', { name: 'Live now' }).getByRole('button', { name: 'Show more' }).click();
  await expect.poll(() => live.count()).toBeGreaterThan(liveBefore);
  // A next page that fails says so in place of the button, with Retry, which loads it.
  const upcomingList = page.getByRole('region', { name: 'Upcoming' });
  const nextPage = /\/api\/sportsbook\/matches\?.*match_status=0&page=2/;
  await page.route(nextPage, (route) => route.fulfill({ status: 503, body: '' }));
  const upcomingBefore = await upcoming.count();
  await upcomingList.getByRole('button', { name: 'Show more' }).click();
  await expect(upcomingList.getByRole('alert')).toContainText('Sorry, this could not be loaded.');
  await page.unroute(nextPage);
  await upcomingList.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => upcoming.count()).toBeGreaterThan(upcomingBefore);
  await expect(upcomingList.getByRole('alert')).toHaveCount(0);
  for (const t of await upcoming.getByTestId('start-time').allTextContents()) expect(t).toMatch(/^\d{2}:\d{2}$/);
});
