import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { holdPrematchMatch, mainMarket, type MainMarket } from './feed';
import { csrf } from './players';

// Bets placed through the API, as the slip sends them, for tests about what comes after placing
// (the slip's own tests place through the slip).

/** The main markets of the first `count` prematch matches of a sport that the test could take
 * over, each held at its price (feed.ts: the simulator then neither moves nor starts them). */
export async function heldPrematchMarkets(
  request: APIRequestContext,
  sportKey: string,
  count: number,
): Promise<MainMarket[]> {
  const res = await request.get(`/api/sportsbook/matches?match_status=0&type=match&sport_key=${sportKey}&limit=20`);
  expect(res.status()).toBe(200);
  const held: MainMarket[] = [];
  for (const { matchId } of ((await res.json()) as { data: { matchId: number }[] }).data) {
    if (held.length === count) break;
    if (await holdPrematchMatch(request, matchId)) held.push(await mainMarket(request, matchId));
  }
  if (held.length < count) throw new Error(`only ${held.length} ${sportKey} matches to take over`);
  return held;
}

/** Places bets for the player signed in on `page`, in one request: each a stake in euros on the
 * first outcome of each market, at the odds the market offers. */
export async function placeBetsThroughApi(
  page: Page,
  bets: { type: 'single' | 'combo'; stake: number; markets: MainMarket[] }[],
): Promise<void> {
  // The bearer token of the player's sportsbook session, as the page gets it.
  const session = await page.request.post('/api/platform/sportsbook_sessions', {
    headers: { 'X-CSRF-Token': await csrf(page.request) },
  });
  expect(session.status(), await session.text()).toBe(200);
  const { token } = (await session.json()) as { token: string };
  const res = await page.request.post('/api/sportsbook/v3/bets', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      meta: { request_id: crypto.randomUUID() },
      bets: bets.map((b) => ({
        type: b.type,
        stake: { value: Math.round(b.stake * 100), currency: 'EUR' },
        selections: b.markets.map((m) => ({
          match_id: m.matchId,
          market_id: m.marketId,
          specifier: m.specifier,
          outcome_id: m.outcomes[0]!.id,
          odds: m.outcomes[0]!.odds,
        })),
      })),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}
