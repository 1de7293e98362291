import { test, expect, type Page } from './fixtures';
import { liveMatches, setOddsUntil, takeOverLiveMatch } from './feed';

// Delta compression (spec section 7, realtime: "used when a feature flag is on"): with the
// operator's delta_compression flag on, a match page asks for its channel's messages as fossil
// deltas, and what they carry still reaches the page. Off (every other spec's server), the page
// asks for whole messages (realtime/client.test.ts).
test.use({ serverEnv: { FEATURES: 'delta_compression' } });

/** The match page's first price. */
const mainOdds = (page: Page) =>
  page.getByTestId('market').first().locator('button[aria-pressed]').first().getByTestId('odds');

test('with delta_compression on, a match page subscribes for deltas and its prices still move', async ({
  page,
  request,
}) => {
  const subscribed: Record<string, unknown>[] = [];
  const deltas: string[] = [];
  page.on('websocket', (ws) => {
    ws.on('framesent', (f) => {
      for (const line of String(f.payload).split('\n').filter(Boolean)) {
        const cmd = JSON.parse(line) as { subscribe?: Record<string, unknown> };
        if (cmd.subscribe) subscribed.push(cmd.subscribe);
      }
    });
    ws.on('framereceived', (f) => {
      if (String(f.payload).includes('"delta":true')) deltas.push(String(f.payload));
    });
  });
  const live = await liveMatches(request, 'tennis');
  const market = await takeOverLiveMatch(
    request,
    live.map((m) => m.id),
    2400,
  );
  const slug = live.find((m) => m.id === String(market.matchId))?.slug;
  await page.goto(`/tennis/${slug}`);
  await expect(mainOdds(page)).toHaveText('2.40');

  const channel = `public:en.updates.match.${market.matchId}`;
  await expect.poll(() => subscribed.find((s) => s.channel === channel)).toMatchObject({ delta: 'fossil' });
  // Two prices, so that the second comes as a delta against the first.
  await setOddsUntil(request, market, 0, 3100, async () => (await mainOdds(page).textContent()) === '3.10');
  await setOddsUntil(request, market, 0, 3300, async () => (await mainOdds(page).textContent()) === '3.30');
  expect(deltas.length).toBeGreaterThan(0);
  // The list's channel is not a match channel: whole messages there.
  expect(subscribed.find((s) => s.channel === 'public:en.updates')).not.toHaveProperty('delta');
});
