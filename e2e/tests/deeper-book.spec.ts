import { test, expect, type APIRequestContext } from './fixtures';
import { finishMatch, liveMatches, recordStatistic, setOdds, takeOverLiveMatch } from './feed';
import { euros, fundedPlayer } from './players';

// A deeper book: a live football match lists its corners, cards and goalscorers in groups of
// their own. A bettor opens the Corners tab, backs over 9.5 corners at a price the test sets,
// watches ten corners come in (the statistics the market settles on), and is paid when the match
// ends. The Goalscorers tab lists each squad's outfield players.

/** Whether the match is in its first hour and offers the total corners' 9.5 line open for bets. */
async function offersCornersEarly(request: APIRequestContext, id: string): Promise<boolean> {
  const match = (await (await request.get(`/api/sportsbook/matches/${id}`)).json()) as {
    clock?: { matchTime: number };
  };
  if ((match.clock?.matchTime ?? Infinity) >= 3600) return false;
  const res = await request.get(`/api/sportsbook/matches/${id}/markets?market_id=166`);
  const body = (await res.json()) as { data: { specifier: string; status: number }[] };
  return body.data.some((m) => m.specifier === 'total=9.5' && m.status === 1);
}

test('a bet on the corners settles on the corners the match recorded', async ({ page }) => {
  // A sign-up and deposit, a match page of some 120 markets, ten corners and the match played out:
  // about 40 s on a loaded machine.
  test.setTimeout(90_000);
  await fundedPlayer(page, 'corners', 50);
  const live = await liveMatches(page.request, 'football');
  // A match in its first hour that still offers over 9.5 corners: late in a match the feed closes
  // that line as out of reach, whatever price the test sets.
  const early: string[] = [];
  for (const m of live) if (await offersCornersEarly(page.request, m.id)) early.push(m.id);
  const main = await takeOverLiveMatch(page.request, early, 2000, { inPlay: true });
  const corners = { matchId: main.matchId, marketId: 166, specifier: 'total=9.5', outcomes: [{ id: 'over', odds: 0 }] };
  expect(await setOdds(page.request, corners, 0, 2500)).toBe(true);
  await page.goto(`/football/${live.find((m) => m.id === String(main.matchId))?.slug}`);

  await page.getByRole('tab', { name: 'Goalscorers' }).click();
  const anytime = page.locator('[data-testid="market"][data-market-id="40"]');
  await expect(anytime.locator('button[aria-pressed]')).toHaveCount(28); // 14 outfield players a side

  await page.getByRole('tab', { name: 'Corners' }).click();
  const line = page.locator('[data-testid="market"][data-market-id="166"][data-specifier="total=9.5"]');
  const over = line.locator('button[aria-pressed]').first();
  await expect(over.getByTestId('odds')).toHaveText('2.50');
  await over.click();

  const slip = page.getByTestId('betslip');
  await slip.getByTestId('betslip-stake').fill('10');
  const balance = page.getByTestId('header-balance');
  await slip.getByTestId('place-bet').click();
  await expect(slip.getByTestId('betslip-receipt')).toBeVisible();
  await expect.poll(async () => euros(await balance.textContent())).toBe(40);

  // Ten corners make over 9.5 a winner whatever the match had before; the control answers once
  // the bet is settled.
  for (let i = 0; i < 10; i++) await recordStatistic(page.request, main.matchId, 'corner', i % 2 ? 'away' : 'home');
  await finishMatch(page.request, main.matchId);
  await page.reload();
  await expect.poll(async () => euros(await balance.textContent())).toBe(65);
});
