import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { prematchRows, ROW_ODDS } from './slip';

// The feed's test control (FEED_CONTROL, served to this machine only): a test sets the prices it
// needs instead of waiting for the random feed to move them. A match a test has touched is the
// test's: the simulator plays it no more, so nothing else moves, suspends or ends it.
//
// A page learns of a change over its realtime channels, which it subscribes to some time after
// it loaded; a subscription does not replay what was published before it. So a test either sets
// prices before the page loads (the page then reads them), or offers them until the page shows
// them (setOddsUntil).

export interface MainMarket {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomes: { id: string; odds: number }[];
}

/** The main market of a match, as the API lists it. */
export async function mainMarket(request: APIRequestContext, matchId: number): Promise<MainMarket> {
  const res = await request.get(`/api/sportsbook/matches?id=${matchId}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as {
    data: { mainMarket?: { marketId: number; specifier: string; outcomes: { id: string; odds: number }[] } }[];
  };
  const market = body.data[0]?.mainMarket;
  if (!market) throw new Error(`match ${matchId} has no main market`);
  return { matchId, marketId: market.marketId, specifier: market.specifier, outcomes: market.outcomes };
}

/** Offers outcome `outcome` (its index) of the market at `odds` (thousandths), the market open;
 * false when the match is no longer open (it ended since the page listed it). */
export async function setOdds(request: APIRequestContext, market: MainMarket, outcome: number, odds: number): Promise<boolean> {
  const res = await request.post('/dev/feed/odds', {
    data: {
      match_id: market.matchId,
      market_id: market.marketId,
      specifier: market.specifier,
      outcome_id: market.outcomes[outcome]?.id,
      odds,
    },
  });
  if (res.status() === 404) return false;
  expect(res.status(), await res.text()).toBe(204);
  return true;
}

/** Sends a change again until `shown` says the page shows it (see above). */
async function until(send: () => Promise<boolean>, shown: () => Promise<boolean>): Promise<void> {
  await expect.poll(async () => (await send()) && (await shown()), { intervals: [250, 500, 1000] }).toBe(true);
}

/** Offers the odds until the page shows the change. */
export async function setOddsUntil(
  request: APIRequestContext,
  market: MainMarket,
  outcome: number,
  odds: number,
  shown: () => Promise<boolean>,
): Promise<void> {
  await until(() => setOdds(request, market, outcome, odds), shown);
}

/** Suspends the market (open false) or opens it again, until the page shows the change. */
export async function setMarketOpenUntil(
  request: APIRequestContext,
  market: MainMarket,
  open: boolean,
  shown: () => Promise<boolean>,
): Promise<void> {
  await until(async () => {
    const res = await request.post('/dev/feed/market', {
      data: { match_id: market.matchId, market_id: market.marketId, specifier: market.specifier, open },
    });
    expect(res.status(), await res.text()).toBe(204);
    return true;
  }, shown);
}

/** A match's status and clock, as the API lists it. */
async function listedMatch(
  request: APIRequestContext,
  matchId: number,
): Promise<{ status: number; startTime: string; clock?: { stopped: boolean } } | undefined> {
  const res = await request.get(`/api/sportsbook/matches?id=${matchId}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { status: number; startTime: string; clock?: { stopped: boolean } }[] };
  return body.data[0];
}

/** Whether a match is being played (live, its clock not stopped for a break or an interruption),
 * as the API lists it. */
async function inPlay(request: APIRequestContext, matchId: number): Promise<boolean> {
  const match = await listedMatch(request, matchId);
  return match?.status === 1 && !(match.clock?.stopped ?? false);
}

/** Takes over the first of the live matches listed on the page whose main market the feed still
 * has open, offering its first outcome at `odds`; returns that market. The match must be live as
 * the API then lists it (taken over first, it stays so): one stopped since the page listed it (an
 * interruption) shows its prices suspended. With `inPlay`, only a match being played (not between
 * periods), so that it can score. */
export async function takeOverLiveMatch(
  request: APIRequestContext,
  matchIds: (string | null)[],
  odds: number,
  options: { inPlay?: boolean } = {},
): Promise<MainMarket> {
  for (const id of matchIds) {
    const market = await mainMarket(request, Number(id)).catch(() => null);
    if (
      market &&
      (await setOdds(request, market, 0, odds)) &&
      (options.inPlay
        ? await inPlay(request, market.matchId)
        : (await listedMatch(request, market.matchId))?.status === 1)
    )
      return market;
  }
  throw new Error('no live match left to take over');
}

/** Takes over a live match listed on the page (/live), its first outcome offered at `odds`, and
 * loads the page again so that it shows that price; returns the main market and the row's button
 * of that outcome. */
export async function takeOverListedLiveMatch(
  page: Page,
  odds: number,
  options: { inPlay?: boolean } = {},
): Promise<{ market: MainMarket; button: Locator }> {
  const rows = page.locator('[data-testid="match-row"][data-live="true"]');
  await expect(rows.first()).toBeVisible();
  const ids = await rows.evaluateAll((els) => els.map((r) => r.getAttribute('data-match-id')));
  const market = await takeOverLiveMatch(page.request, ids, odds, options);
  await page.reload();
  return { market, button: page.locator(`[data-match-id="${market.matchId}"] ${ROW_ODDS}`).first() };
}

/** Takes over a live football match with its home win at `odds`, opens the match's page and
 * picks that win once the page shows the price; returns the match's main market. `control` is
 * where the feed's control answers: the page's server, unless another instance runs the feed. */
export async function pickLiveHomeWin(
  page: Page,
  odds: number,
  control: APIRequestContext = page.request,
): Promise<MainMarket> {
  const live = await liveMatches(page.request, 'football');
  const market = await takeOverLiveMatch(
    control,
    live.map((m) => m.id),
    odds,
  );
  await page.goto(`/football/${live.find((m) => m.id === String(market.matchId))?.slug}`);
  const home = page.getByTestId('market').first().locator('button[aria-pressed]').first();
  await expect(home.getByTestId('odds')).toHaveText((odds / 1000).toFixed(2));
  await home.click();
  return market;
}

/** Holds a prematch match at about the price of its main market's first outcome, no lower than
 * `atLeast` (thousandths): the simulator then neither moves its prices nor starts it. False when
 * it has no open main market or has kicked off since it was listed (it is then not the test's). */
export async function holdPrematchMatch(request: APIRequestContext, matchId: number, atLeast = 0): Promise<boolean> {
  const market = await mainMarket(request, matchId).catch(() => null);
  // Held at whole hundredths: the odds a page shows (two decimals) are then the odds a bet
  // takes, so a test that prices a combo from the shown odds gets the slip's figure.
  const current = market?.outcomes[0]?.odds;
  const odds = current && Math.max(Math.round(current / 10) * 10, atLeast);
  return Boolean(
    market &&
      odds &&
      (await setOdds(request, market, 0, odds)) &&
      (await listedMatch(request, matchId))?.status === 0,
  );
}

/** Takes over the first `count` prematch matches listed on the page with a price open, each held at
 * about the prices it has (the simulator moves prematch prices now and then, and starts the matches), and
 * loads the page again so that it shows them; returns their rows. */
export async function takeOverListedPrematchMatches(
  page: Page,
  count: number,
  opts: { atLeast?: number } = {},
): Promise<Locator[]> {
  const rows = prematchRows(page);
  await expect(rows.nth(count - 1)).toBeVisible();
  const listed = await rows.evaluateAll((els) => els.map((r) => Number(r.getAttribute('data-match-id'))));
  // The soonest first: a list of the next matches keeps them when the simulator adds a match that
  // starts sooner than its last (a held match never starts, so it then stays at the list's head).
  const starts = new Map<number, number>();
  for (const id of listed) {
    const match = await listedMatch(page.request, id);
    starts.set(id, match ? Date.parse(match.startTime) : Infinity);
  }
  const ids = [...listed].sort((a, b) => (starts.get(a) ?? Infinity) - (starts.get(b) ?? Infinity));
  const held: number[] = [];
  for (const id of ids) {
    if (held.length === count) break;
    if (await holdPrematchMatch(page.request, id, opts.atLeast)) held.push(id);
  }
  if (held.length < count) throw new Error(`only ${held.length} prematch matches to take over`);
  await page.reload();
  return held.map((id) => page.locator(`[data-testid="match-row"][data-match-id="${id}"]`));
}

/** Gives a team a goal (a point in a points or set sport) of a live match the test holds, being
 * played; its markets are re-priced on the new score. */
export async function score(
  request: APIRequestContext,
  matchId: number,
  team: 'home' | 'away',
): Promise<void> {
  const res = await request.post('/dev/feed/score', { data: { match_id: matchId, team } });
  expect(res.status(), await res.text()).toBe(204);
}

/** Records an event of a statistic (a corner, a yellow card) for a team of a live match the test
 * holds, at its clock: its statistics change as in play. */
export async function recordStatistic(
  request: APIRequestContext,
  matchId: number,
  kind: string,
  team: 'home' | 'away',
): Promise<void> {
  const res = await request.post('/dev/feed/statistic', { data: { match_id: matchId, kind, team } });
  expect(res.status(), await res.text()).toBe(204);
}

/** Plays a match to its end at once and settles its markets: bets on it settle as usual. */
export async function finishMatch(request: APIRequestContext, matchId: number): Promise<void> {
  const res = await request.post('/dev/feed/finish', { data: { match_id: matchId } });
  expect(res.status(), await res.text()).toBe(204);
}

/** The ids and slugs of a sport's live matches, as the API lists them. */
export async function liveMatches(request: APIRequestContext, sportKey: string): Promise<{ id: string; slug: string }[]> {
  const res = await request.get(`/api/sportsbook/matches?match_status=1&type=match&sport_key=${sportKey}&limit=50`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { matchId: number; slug: string }[] };
  return body.data.map((m) => ({ id: String(m.matchId), slug: m.slug }));
}

/** A match as the API lists it, with what a stream test needs. */
export interface ApiMatch {
  matchId: number;
  slug: string;
  hasVideo: boolean;
}

/** Live football matches with or without video, as the API lists them. */
export async function liveFootball(request: APIRequestContext, hasVideo: boolean): Promise<ApiMatch[]> {
  const res = await request.get(
    `/api/sportsbook/matches?match_status=1&type=match&sport_key=football&has_video=${hasVideo}&limit=50`,
  );
  expect(res.status()).toBe(200);
  const list = ((await res.json()) as { data: ApiMatch[] }).data.filter((m) => m.hasVideo === hasVideo);
  expect(list.length, `live football matches with hasVideo ${hasVideo}`).toBeGreaterThan(0);
  return list;
}

/** Holds a live football match with video (the feed then never ends it) and returns it. */
export async function heldMatchWithVideo(request: APIRequestContext): Promise<ApiMatch> {
  const list = await liveFootball(request, true);
  const market = await takeOverLiveMatch(
    request,
    list.map((m) => String(m.matchId)),
    2500,
  );
  return list.find((m) => m.matchId === market.matchId)!;
}
