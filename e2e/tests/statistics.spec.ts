import { test, expect, type APIRequestContext, type Locator, type Page } from './fixtures';
import { holdPrematchMatch, liveMatches, recordStatistic, score, setOddsUntil, takeOverLiveMatch } from './feed';
import { PHONE } from './viewports';

// The match centre's statistics follow a live match without a reload: the test holds a live
// football match, records a corner through the feed's control and sees the corner count and the
// tracker change, then scores a goal and sees the shots on target rise and the goal on the
// timeline. A match not started yet shows a note instead. On a phone, where a player follows a live
// match.

test.use({ viewport: PHONE });

interface ApiMatch {
  matchId: number;
  slug: string;
  nameA: string;
  nameB: string;
}

async function apiMatch(request: APIRequestContext, id: number): Promise<ApiMatch> {
  const res = await request.get(`/api/sportsbook/matches/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ApiMatch;
}

/** A total's home and away values as the bar shows them. */
async function total(bar: Locator): Promise<{ home: number; away: number }> {
  return {
    home: Number(await bar.getAttribute('data-home')),
    away: Number(await bar.getAttribute('data-away')),
  };
}

/** Holds a live football match being played and opens its page, subscribed to its channel once
 * a price offered until it shows does show; returns the match. */
async function openHeldLiveMatch(page: Page): Promise<ApiMatch> {
  const live = await liveMatches(page.request, 'football');
  const market = await takeOverLiveMatch(
    page.request,
    live.map((m) => m.id),
    2500,
    { inPlay: true },
  );
  const match = await apiMatch(page.request, market.matchId);
  await page.goto(`/football/${match.slug}`);
  const first = page.getByTestId('market').first().getByTestId('odds').first();
  await setOddsUntil(page.request, market, 0, 2600, async () => (await first.textContent()) === '2.60');
  return match;
}

test('statistics change on a live match', async ({ page }) => {
  const match = await openHeldLiveMatch(page);

  // The match centre's statistics, above the markets (a match with video opens on its stream).
  const sections = page.getByRole('tablist', { name: 'Match sections' });
  const tab = sections.getByRole('tab', { name: 'Statistics' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('market-block').first()).toBeVisible();

  const corners = page.getByTestId('stat-corners');
  await expect(corners).toBeVisible();
  const before = await total(corners);
  const tracker = page.getByTestId('match-tracker');
  await expect(tracker).toBeVisible();

  await recordStatistic(page.request, match.matchId, 'corner', 'home');
  await expect(corners).toHaveAttribute('data-home', String(before.home + 1));
  await expect(corners.locator('[data-side="home"]').first()).toHaveText(String(before.home + 1));
  await expect(corners).toHaveAttribute('data-away', String(before.away));
  const caption = page.getByTestId('tracker-last-event');
  await expect(caption).toContainText(`Corner — ${match.nameA}`);
  await expect(tracker.locator('[data-kind="corner"][data-side="home"]')).toBeVisible();
  await expect(page.getByTestId('statistics-timeline').locator('li').first()).toContainText(
    `Corner — ${match.nameA}`,
  );

  const shots = page.getByTestId('stat-shots_on_target');
  const shotsBefore = await total(shots);
  await score(page.request, match.matchId, 'away');
  await expect(shots).toHaveAttribute('data-away', String(shotsBefore.away + 1));
  await expect(shots).toHaveAttribute('data-home', String(shotsBefore.home));
  await expect(caption).toContainText(`Goal — ${match.nameB}`);
  await expect(page.getByTestId('statistics-timeline').locator('li').first()).toContainText(
    `Goal — ${match.nameB}`,
  );
});

test('a match not started yet has no statistics to show', async ({ page }) => {
  const res = await page.request.get('/api/sportsbook/matches?match_status=0&type=match&sport_key=football&limit=20');
  const ids = ((await res.json()) as { data: { matchId: number }[] }).data.map((m) => m.matchId);
  // Held: the simulator no longer starts it.
  let held: number | undefined;
  for (const id of ids) {
    if (await holdPrematchMatch(page.request, id)) {
      held = id;
      break;
    }
  }
  if (held === undefined) throw new Error('no prematch football match to hold');
  const match = await apiMatch(page.request, held);
  await page.goto(`/football/${match.slug}`);
  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(page.getByTestId('statistics-empty')).toHaveText('Statistics appear here once the match starts.');
  await expect(page.getByTestId('match-tracker')).toHaveCount(0);
});
