import {
  test,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type WebSocket,
} from '@playwright/test';
import { liveMatches, pickLiveHomeWin, setOdds, setOddsUntil, takeOverLiveMatch } from '../tests/feed';
import { fundedPlayer, signInThroughApi } from '../tests/players';
import { returningVisitor } from '../tests/returning';
import { ROW_ODDS } from '../tests/slip';
import { stack, type Instance } from './stack';

// Two instances behind haproxy, on one PostgreSQL and one Redis (scale/stack.ts). What a player
// does through one instance reaches their pages on the other; the feed runs on one instance at a
// time, and moves to the other when that one dies. The feed's control answers on the instance
// that runs the feed only, so each test asks which one that is.
//
// The last test kills an instance: it stays last.

const { url: balancer, instances } = stack();
const [a, b] = instances;

/** A page of a fresh browser context whose relative URLs go to baseURL (an instance, or the
 * load balancer). */
async function pageOn(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: returningVisitor(baseURL) });
  contexts.push(context);
  return context.newPage();
}

// The contexts a test opened close when it ends: left open, each test's live pages went on
// rendering every odds change beside the next test's, which then ran out of time.
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/** Whether the feed runs on the instance. */
async function runsFeed(request: APIRequestContext, instance: Instance): Promise<boolean> {
  const res = await request.get(`${instance.url}/dev/feed/status`);
  return res.status() === 204;
}

/** The instance the feed runs on, and the other one. */
async function feedInstance(request: APIRequestContext): Promise<{ feed: Instance; other: Instance }> {
  if (await runsFeed(request, a)) return { feed: a, other: b };
  if (await runsFeed(request, b)) return { feed: b, other: a };
  throw new Error('the feed runs on neither instance');
}

/**
 * Resolves with the URL of the page's realtime connection once it has subscribed to the signed-in
 * player's private channel: from then on, what the player does elsewhere reaches the page. Read
 * from the connection's frames (centrifuge's JSON protocol: one command or reply a line), since
 * nothing on the page shows it.
 */
function privateChannelSubscribed(page: Page): Promise<string> {
  interface Frame {
    id?: number;
    subscribe?: { channel?: string };
  }
  const frames = (payload: string | Buffer): Frame[] =>
    String(payload)
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Frame);
  return new Promise((resolve) => {
    page.on('websocket', (ws: WebSocket) => {
      const asked = new Set<number>();
      ws.on('framesent', ({ payload }) => {
        for (const f of frames(payload))
          if (f.id !== undefined && f.subscribe?.channel?.startsWith('$private:')) asked.add(f.id);
      });
      ws.on('framereceived', ({ payload }) => {
        for (const f of frames(payload))
          if (f.id !== undefined && asked.has(f.id) && f.subscribe) resolve(ws.url());
      });
    });
  });
}

/** The price of the first outcome of a match's row on a list page. */
function firstOdds(page: Page, matchId: number): Locator {
  return page.locator(`[data-match-id="${matchId}"] ${ROW_ODDS}`).first().getByTestId('odds');
}

/** The price of the first outcome of the main market on a match's page. */
function mainOdds(page: Page): Locator {
  return page.getByTestId('market').first().locator('button[aria-pressed]').first().getByTestId('odds');
}

/** The ids of the live matches that every page (a list page) shows. */
async function liveIds(pages: Page[]): Promise<string[]> {
  let shared: string[] | undefined;
  for (const page of pages) {
    const rows = page.locator('[data-testid="match-row"][data-live="true"]');
    await expect(rows.first()).toBeVisible();
    const ids = await rows.evaluateAll((els) => els.map((r) => r.getAttribute('data-match-id') ?? ''));
    shared = shared ? shared.filter((id) => ids.includes(id)) : ids;
  }
  return shared ?? [];
}

test('a bet placed through instance A reaches the player’s page on instance B', async ({
  browser,
  playwright,
  request,
}) => {
  // The player's page is served by B, and its realtime connection is B's. The pages of this test
  // show one match or none: a list's live rows kept a core busy, and beside a second run of the
  // suite the page on A took over 20 s to draw its header.
  const pageB = await pageOn(browser, b.url);
  const subscribed = privateChannelSubscribed(pageB);
  const email = await fundedPlayer(pageB, 'scale', 50, '/profile');
  expect(new URL(await subscribed).host).toBe(new URL(b.url).host);

  // The same player places a 10.00 single at 2.00 on a page of A, the price held through the feed.
  const { feed } = await feedInstance(request);
  const control = await playwright.request.newContext({ baseURL: feed.url });
  const pageA = await pageOn(browser, a.url);
  await signInThroughApi(pageA, email);
  await pickLiveHomeWin(pageA, 2000, control);
  await expect(pageA.getByTestId('header-balance')).toContainText('50.00');
  const slipA = pageA.getByTestId('betslip');
  await slipA.getByTestId('betslip-stake').fill('10');
  await slipA.getByTestId('place-bet').click();
  await expect(slipA.getByTestId('betslip-receipt')).toBeVisible();
  await expect(pageA.getByTestId('header-balance')).toContainText('40.00');

  // B's page follows without a reload: the balance, and the bet in the slip's MY_BETS tab.
  await expect(pageB.getByTestId('header-balance')).toContainText('40.00');
  const slipB = pageB.getByTestId('betslip');
  await slipB.getByTestId('betslip-toggle').click();
  await slipB.getByRole('tab', { name: 'My bets' }).click();
  const card = slipB.getByTestId('bet-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('bet-stake')).toContainText('10.00');
  await control.dispose();
});

test('live odds set through the feed reach pages on both instances and through the load balancer', async ({
  browser,
  playwright,
  request,
}) => {
  // The page of one live tennis match on each instance and through the load balancer: list pages
  // of live matches kept the two cores busy drawing every other match's odds, and beside a second
  // run of the suite each took 5-9 s to load. The match is the test's from the start, held at 2.40.
  const { feed } = await feedInstance(request);
  const control = await playwright.request.newContext({ baseURL: feed.url });
  const live = await liveMatches(control, 'tennis');
  const market = await takeOverLiveMatch(
    control,
    live.map((m) => m.id),
    2400,
  );
  const path = `/tennis/${live.find((m) => m.id === String(market.matchId))?.slug}`;
  const pages = [await pageOn(browser, a.url), await pageOn(browser, b.url), await pageOn(browser, balancer)];
  for (const page of pages) {
    await page.goto(path);
    await expect(mainOdds(page)).toHaveText('2.40');
  }

  // Each instance serves what the feed instance stored since it last answered: its cached
  // answers follow the catalogue's version, which every instance sees.
  expect(await setOdds(control, market, 0, 2500)).toBe(true);
  for (const page of pages) {
    await page.reload();
    await expect(mainOdds(page), `${page.url()} shows the stored price`).toHaveText('2.50');
  }
  // A new price reaches every page live.
  await setOddsUntil(control, market, 0, 3100, async () => {
    for (const page of pages) if ((await mainOdds(page).textContent()) !== '3.10') return false;
    return true;
  });
  await control.dispose();
});

test('killing the instance that runs the feed moves the feed to the other, and odds keep moving', async ({
  browser,
  playwright,
  request,
}) => {
  const { feed, other } = await feedInstance(request);
  const survivor = await pageOn(browser, other.url);
  const player = await pageOn(browser, balancer);
  // Live tennis, not every live match: see the test above.
  await survivor.goto('/live?sport=tennis');
  await player.goto('/live?sport=tennis');
  const ids = await liveIds([survivor, player]);

  process.kill(feed.pid, 'SIGKILL');
  await expect.poll(() => runsFeed(request, other), { timeout: 20_000 }).toBe(true);

  // The feed's control answers on the survivor now; a price set there reaches its pages, and the
  // load balancer's, whose realtime connection may have been the dead instance's.
  const control = await playwright.request.newContext({ baseURL: other.url });
  const market = await takeOverLiveMatch(control, ids, 2600);
  await setOddsUntil(control, market, 0, 3300, async () => {
    for (const page of [survivor, player])
      if ((await firstOdds(page, market.matchId).textContent()) !== '3.30') return false;
    return true;
  });
  await control.dispose();
});
