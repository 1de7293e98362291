import { test, expect, type Page } from './fixtures';
import { finishMatch, takeOverListedLiveMatch } from './feed';
import { fundedPlayer } from './players';
import { DESKTOP } from './viewports';

// The schedule and the results (spec route table /schedule and /results; the list parameters
// date, sport, sortBy, time, isBettable). Their filters live in the address. A finished match is
// listed on its day's results with its final score, and a player who bet on it sees the bet there.
// Nothing waits on the feed: the test finishes the match it bet on through the feed's control.
// At a desktop's width, where a player browses the days' lists and their filters.

test.use({ viewport: DESKTOP });

const dayTab = (page: Page, i: number) => page.getByTestId('day-tabs').getByRole('button').nth(i);

test('the schedule: a day, a sport, an order, kept in the address', async ({ page }) => {
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
  await expect(dayTab(page, 0)).toHaveText('Today');
  await expect(dayTab(page, 0)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('match-row').first()).toBeVisible();

  await page.getByTestId('list-sport').selectOption('football');
  await expect(page).toHaveURL(/[?&]sport=football/);
  const titles = page.getByTestId('match-group').locator('h3');
  await expect(titles.first()).toHaveText('Football');
  expect(new Set(await titles.allTextContents())).toEqual(new Set(['Football']));

  await page.getByTestId('list-sort').selectOption('league');
  await expect(page).toHaveURL(/[?&]sortBy=league/);
  await expect(page.getByTestId('match-group').first().getByTestId('league-link')).toBeVisible();

  await page.getByTestId('list-bettable').check();
  await expect(page).toHaveURL(/[?&]isBettable=true/);

  await dayTab(page, 1).click();
  await expect(dayTab(page, 1)).toHaveText('Tomorrow');
  await expect(page).toHaveURL(/[?&]date=\d{4}-\d{2}-\d{2}/);
  await page.reload();
  await expect(dayTab(page, 1)).toHaveAttribute('aria-pressed', 'true');
  await expect(dayTab(page, 0)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('list-sport')).toHaveValue('football');
  await expect(page.getByTestId('list-sort')).toHaveValue('league');
  await expect(page.getByTestId('list-bettable')).toBeChecked();
});

test('the results: a finished match with its score, and the player\'s bet on it', async ({ page }) => {
  test.setTimeout(120_000);
  await fundedPlayer(page, 'results', 20, '/live');
  // The first outcome (the home side) at 2.00, held by the test; then the match is finished.
  const { market, button } = await takeOverListedLiveMatch(page, 2000);
  await button.click();
  const slip = page.getByTestId('betslip');
  const toggle = slip.getByTestId('betslip-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await slip.getByTestId('betslip-stake').fill('5');
  await slip.getByTestId('place-bet').click();
  await expect(slip.getByTestId('betslip-receipt')).toBeVisible();
  await finishMatch(page.request, market.matchId);

  const res = await page.request.get(`/api/sportsbook/matches/${market.matchId}`);
  const match = (await res.json()) as {
    startTime: string;
    sport: { key: string };
    totalScore: { home: number; away: number };
    status: number;
  };
  expect(match.status).toBe(4);
  // Its day in the page's time zone: a match that kicked off before midnight is yesterday's.
  const day = await page.evaluate((t) => {
    const d = new Date(t);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }, match.startTime);
  await page.goto(`/results?date=${day}&sport=${match.sport.key}`);
  await expect(page.getByRole('heading', { name: 'Results', level: 1 })).toBeVisible();
  const row = page.locator(`[data-testid="result-row"][data-match-id="${market.matchId}"]`);
  const more = page.getByTestId('show-more');
  // The day's results come newest first, 50 a page: show more until the match is there.
  // isVisible answers at once. The click waits for the button to be enabled, within its own
  // limit: the last page's answer removes the button, and a wait with none (isEnabled's, or
  // a bare click's) would then last until the test's timeout, as toPass cannot stop a step.
  await expect(async () => {
    if (!(await row.isVisible()) && (await more.isVisible())) await more.click({ timeout: 5_000 });
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass();
  const { home, away } = match.totalScore;
  await expect(row.getByTestId('result-score')).toHaveAttribute('aria-label', `Final score ${home}:${away}`);
  const bet = row.getByTestId('result-bet');
  await expect(bet).toHaveCount(1);
  await expect(bet).toHaveAttribute('data-outcome', home > away ? 'won' : 'lost');
  await expect(bet).toContainText(home > away ? 'Single: Won €10.00' : 'Single: Lost');
});

// A sport's special page keys (spec section 2): top, all and outrights, each its own address.
test("a sport's outrights and top matches", async ({ page }) => {
  await page.goto('/football');
  const views = page.getByTestId('sport-views');
  await expect(views.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');

  await views.getByRole('link', { name: 'Outrights' }).click();
  await expect(page).toHaveURL(/\/football\/outrights$/);
  await expect(views.getByRole('link', { name: 'Outrights' })).toHaveAttribute('aria-current', 'page');
  // Every row is an outright: one name (the league winner market) and a link to its outcomes.
  const rows = page.getByTestId('match-row');
  await expect(rows.first()).toContainText(/\d+ outcomes/);
  for (const text of await rows.allTextContents()) expect(text).toMatch(/\d+ outcomes/);
  await page.reload();
  await expect(rows.first()).toContainText(/\d+ outcomes/);

  await views.getByRole('link', { name: 'Top' }).click();
  await expect(page).toHaveURL(/\/football\/top$/);
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allTextContents()) expect(text).not.toMatch(/\d+ outcomes/);

  await page.goto('/football/all');
  await expect(page).toHaveURL(/\/football$/);
});
