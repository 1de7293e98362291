import { test, expect } from './fixtures';
import { confirmedPlayer, signInThroughApi } from './players';
import { chooseSetting } from './header';
import { DESKTOP } from './viewports';

// Pages that never leave a bettor guessing (issue 27, item 7): a list whose request failed says so
// and offers Retry, which brings it; an empty page says why and where to go.

test.use({ viewport: DESKTOP });

test('a sport page whose matches fail to load says so, and Retry brings them', async ({ page }) => {
  // The tennis page's list of matches, and only it, answers 500 until the bettor's second try.
  let failing = true;
  let asked = 0;
  await page.route(
    (url) =>
      url.pathname === '/api/sportsbook/matches' &&
      url.searchParams.get('sport_key') === 'tennis' &&
      url.searchParams.get('limit') === '100',
    async (route) => {
      asked++;
      if (failing)
        await route.fulfill({
          status: 500,
          json: { code: 'INTERNAL', message: 'error.internal' },
        });
      else await route.continue();
    },
  );

  await page.goto('/');
  await page.getByTestId('sport-menu').locator('a[href="/tennis"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tennis' })).toBeVisible();
  const failure = page.getByTestId('load-failed');
  await expect(failure).toHaveAttribute('role', 'alert');
  await expect(failure).toContainText('Sorry, this could not be loaded.');
  await expect(page.getByTestId('match-row')).toHaveCount(0);
  expect(asked).toBe(1);

  failing = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  await expect(page.getByTestId('match-group').first().getByTestId('league-link')).toHaveAttribute(
    'href',
    /^\/tennis\//,
  );
  await expect(failure).toHaveCount(0);
  expect(asked).toBe(2);
});

test("a new player's My bets says there are none yet and leads to a match", async ({ page }) => {
  const email = await confirmedPlayer(page, 'loadstates');
  await signInThroughApi(page, email);
  await page.goto('/profile/bets');
  await expect(page.getByRole('heading', { name: 'My bets' })).toBeVisible();
  await expect(page.getByTestId('bets-empty')).toHaveText('No bets yet.');
  await expect(page.getByTestId('bet-card')).toHaveCount(0);

  await page.getByRole('link', { name: 'Find a match to bet on' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('match-row').first()).toBeVisible();
});

/** Answers 500 to the requests `matches` picks until `state.failing` is turned off; counts them.
 * With `hold`, the answers wait until `state.answer()` is called: meanwhile the page shows what it
 * shows while its request runs. */
async function failUntilFixed(
  page: import('@playwright/test').Page,
  matches: (url: URL) => boolean,
  { hold = false } = {},
): Promise<{ failing: boolean; asked: number; answer: () => void }> {
  let answer = () => {};
  const held = hold ? new Promise<void>((resolve) => (answer = resolve)) : Promise.resolve();
  const state = { failing: true, asked: 0, answer: () => answer() };
  await page.route(matches, async (route) => {
    state.asked++;
    if (state.failing) await held;
    if (state.failing)
      await route.fulfill({
        status: 500,
        json: { code: 'INTERNAL', message: 'error.internal' },
      });
    else await route.continue();
  });
  return state;
}

test('a sport page whose countries and leagues fail to load says so, and Retry brings them', async ({
  page,
}) => {
  const state = await failUntilFixed(
    page,
    (url) => url.pathname === '/api/sportsbook/tournaments' && url.searchParams.get('sport_key') === 'tennis',
  );
  await page.goto('/');
  await page.getByTestId('sport-menu').locator('a[href="/tennis"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tennis' })).toBeVisible();
  const failure = page.getByTestId('load-failed');
  await expect(failure).toContainText('Sorry, this could not be loaded.');
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  await expect(page.getByText(/^Countries and leagues/)).toHaveCount(0);

  state.failing = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(/^Countries and leagues \(\d+\)$/)).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('an account page whose comp points fail to load says so, and Retry brings them', async ({ page }) => {
  // The comp points come with the sign-in's profile load, which works; the account page asks for
  // them again, and that request fails until the player's second try.
  const email = await confirmedPlayer(page, 'loadstates');
  await signInThroughApi(page, email);
  const state = await failUntilFixed(page, (url) => url.pathname === '/api/platform/player/comp_points');
  state.failing = false;
  await page.goto('/');
  await page.getByTestId('profile-menu-button').click();
  state.failing = true;
  state.asked = 0;
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  const points = page.getByTestId('comp-points');
  const failure = points.getByTestId('load-failed');
  await expect(failure).toContainText('Sorry, this could not be loaded.');
  await expect(page.getByTestId('status-groups')).toBeVisible();
  expect(state.asked).toBe(1);

  state.failing = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(points.getByTestId('comp-points-value')).toHaveAttribute('data-points', '0');
  await expect(failure).toHaveCount(0);
});

test('a language that fails to load says so, and Retry brings it and its address', async ({ page }) => {
  // German's messages (their chunk, assets/de-<hash>.js) fail until the player's second try.
  const state = await failUntilFixed(page, (url) => /\/assets\/de-[\w-]{8}\.js$/.test(url.pathname));
  await page.goto('/');
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  await chooseSetting(page, 'language', 'de');
  const alert = page.getByTestId('language-error');
  await expect(alert.getByRole('alert')).toContainText('Something went wrong');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  state.failing = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(alert).toHaveCount(0);
});

test("a bonus's terms show a skeleton while they load, say when they failed, and Retry brings them", async ({
  page,
}) => {
  const email = await confirmedPlayer(page, 'loadstates');
  await signInThroughApi(page, email);
  const state = await failUntilFixed(
    page,
    (url) => /^\/api\/sportsbook\/bonuses\/freebets\/\d+\/terms$/.test(url.pathname),
    { hold: true },
  );
  await page.goto('/promotions');
  const card = page.getByTestId('bonus-card').filter({ hasText: 'Welcome free bet €5' });
  await card.getByRole('button', { name: 'Details' }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByTestId('skeleton')).toBeVisible();
  await expect(detail.getByTestId('skeleton')).toHaveAccessibleName('Loading…');

  state.answer();
  const failure = detail.getByTestId('load-failed');
  await expect(failure).toContainText('Sorry, this could not be loaded.');
  await expect(detail.getByTestId('skeleton')).toHaveCount(0);
  expect(state.asked).toBe(1);

  state.failing = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(detail.getByTestId('bonus-terms')).toContainText(
    "The free bet's stake is not paid out with a win",
  );
  await expect(failure).toHaveCount(0);
  expect(state.asked).toBe(2);
});

test('the virtual games page shows a skeleton while the settings load, says when they failed, and Retry brings them', async ({
  page,
}) => {
  // The server paints a page without an answer it could not get (internal/web pageAnswers): here
  // the site's settings, which the page then asks for itself.
  await page.route(
    (url) => url.pathname === '/racing',
    async (route) => {
      const res = await route.fetch();
      const html = (await res.text()).replace(
        /(<script id="__INITIAL_DATA__" type="application\/json">)(.*?)(<\/script>)/s,
        (_, open: string, json: string, close: string) => {
          const initial = JSON.parse(json) as { data: Record<string, unknown> };
          delete initial.data['GET /settings'];
          return open + JSON.stringify(initial) + close;
        },
      );
      await route.fulfill({ response: res, body: html });
    },
  );
  const state = await failUntilFixed(page, (url) => url.pathname === '/api/sportsbook/settings', {
    hold: true,
  });
  await page.goto('/racing');
  const games = page.getByTestId('virtual-games');
  await expect(games.getByRole('heading', { name: 'Horse racing' })).toBeVisible();
  await expect(games.getByTestId('skeleton')).toBeVisible();

  state.answer();
  const failure = games.getByTestId('load-failed');
  await expect(failure).toContainText('Sorry, this could not be loaded.');
  await expect(games.getByTestId('skeleton')).toHaveCount(0);

  state.failing = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  // The test server offers the demo virtual wallet: a visitor is asked to sign in to play.
  await expect(games.getByTestId('virtual-sign-in')).toContainText('Sign in to play.');
  await expect(failure).toHaveCount(0);
});
