import { test, expect, type APIRequestContext, type Page } from './fixtures';
import { holdPrematchMatch, liveMatches, mainMarket, setOdds, takeOverLiveMatch } from './feed';
import { openSlip } from './slip';

// The server paints the first screen (issue 25, internal/firstpaint): without JavaScript a bettor
// sees the lists with their teams and prices, as the catalogue holds them when the page is asked
// for; with it, the app takes the painted screen over, and a price pressed before that is not lost.

const UPCOMING = '/api/sportsbook/matches?limit=10&match_status=0&sort_by=start_time:asc&type=match';

interface Listed {
  matchId: number;
  nameA: string;
  nameB: string;
}

/** An upcoming match of the home page's list, held by the test with its first price at `odds`. */
async function heldUpcoming(request: APIRequestContext, odds: number): Promise<Listed> {
  const list = ((await (await request.get(UPCOMING)).json()) as { data: Listed[] }).data;
  for (const m of list) {
    if (!(await holdPrematchMatch(request, m.matchId))) continue;
    if (await setOdds(request, await mainMarket(request, m.matchId), 0, odds)) return m;
  }
  throw new Error('no upcoming match to hold');
}

/** Holds the app's code back until the returned function is called: the painted page stays. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('home, the live list, a sport and a match page show the teams and prices', async ({ page, request }) => {
    const match = await heldUpcoming(request, 2340);
    await page.goto('/');
    const row = page.locator(`[data-testid="match-row"][data-match-id="${match.matchId}"]`);
    await expect(row).toContainText(match.nameA);
    await expect(row).toContainText(match.nameB);
    await expect(row.getByTestId('odds').first()).toHaveText('2.34');
    await expect(page.getByTestId('sport-menu').getByRole('link', { name: 'Football' })).toBeVisible();

    // A live match the test holds, its first price set.
    const listed = await liveMatches(request, 'football');
    const held = await takeOverLiveMatch(request, listed.map((m) => m.id), 3170);
    await page.goto('/live');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live betting');
    const live = page.locator(`[data-testid="match-row"][data-match-id="${held.matchId}"]`);
    await expect(live).toContainText('Live');
    await expect(live.getByTestId('odds').first()).toHaveText('3.17');

    await page.goto('/football');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Football');
    await expect(page.getByTestId('match-group').first().getByTestId('league-link')).toBeVisible();
    await expect(page.locator(`[data-match-id="${held.matchId}"]`).getByTestId('odds').first()).toHaveText('3.17');

    // The match's own page: its header and its markets, the held price among them.
    const shown = (await (await request.get(`/api/sportsbook/matches/${held.matchId}`)).json()) as Listed;
    await page.goto(`/football/${listed.find((m) => m.id === String(held.matchId))?.slug}`);
    const title = page.getByTestId('match-title');
    await expect(title).toContainText(shown.nameA);
    await expect(title).toContainText(shown.nameB);
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    const main = page.locator(
      `[data-testid="market"][data-market-id="${held.marketId}"][data-specifier="${held.specifier}"]`,
    );
    await expect(main.getByTestId('odds').first()).toHaveText('3.17');
  });
});

test('a price pressed on the painted page is picked once the app takes it over', async ({ page, request }) => {
  const match = await heldUpcoming(request, 2560);
  // The app's code waits until the price has been pressed.
  const release = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  const painted = page.locator('#root > [data-painted]');
  const row = page.locator(`[data-testid="match-row"][data-match-id="${match.matchId}"]`);
  await expect(painted).toBeAttached();
  await row.getByTestId('odds').first().click();
  release();

  await expect(painted).toHaveCount(0);
  await expect(row.locator('button[aria-pressed="true"]')).toHaveCount(1);
  await expect(await openSlip(page)).toContainText(match.nameA);
});

test.describe('a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the painted cookie notice, accepted before the app comes, stays accepted', async ({ page, context }) => {
    const release = await holdAppCode(page);
    await page.goto('/', { waitUntil: 'commit' });
    const notice = page.getByTestId('cookie-notice');
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toBeHidden();
    release();

    await expect(page.locator('#root > [data-painted]')).toHaveCount(0);
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'sb_consent')?.value)
      .toBe('1');
    await expect(notice).toHaveCount(0);
  });
});
