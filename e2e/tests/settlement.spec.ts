import { test, expect } from './fixtures';
import { finishMatch, liveMatches, setOdds, takeOverLiveMatch } from './feed';
import { euros, signInThroughApi } from './players';

// Bets settle when the feed settles their market: the demo player backs all three outcomes of a
// live football match at prices the test sets (2.00, 3.00, 4.00), the test has the feed play the
// match to its end, and the balance rises by the winning single's payout, whichever it is.

test('a live match finishes and the bets on it settle into the balance', async ({ page }) => {
  await signInThroughApi(page, 'demo@sportsbook.test', 'demo-bets-2026');
  await page.goto('/');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toBeVisible();

  const live = await liveMatches(page.request, 'football');
  const market = await takeOverLiveMatch(
    page.request,
    live.map((m) => m.id),
    2000,
  );
  await setOdds(page.request, market, 1, 3000);
  await setOdds(page.request, market, 2, 4000);
  await page.goto(`/football/${live.find((m) => m.id === String(market.matchId))?.slug}`);
  const outcomes = page.getByTestId('market').first().locator('button[aria-pressed]');
  await expect(outcomes).toHaveCount(3);
  await expect(outcomes.nth(2).getByTestId('odds')).toHaveText('4.00');
  for (let i = 0; i < 3; i++) await outcomes.nth(i).click();

  const slip = page.getByTestId('betslip');
  await expect(slip.getByTestId('betslip-stake')).toHaveCount(3);
  for (let i = 0; i < 3; i++) await slip.getByTestId('betslip-stake').nth(i).fill('10');
  const before = euros(await balance.textContent());
  await slip.getByTestId('place-bet').click();
  await expect(slip.getByTestId('betslip-receipt')).toBeVisible();
  const afterStakes = Math.round((before - 30) * 100) / 100;
  await expect.poll(async () => euros(await balance.textContent())).toBe(afterStakes);

  // Exactly one of the three wins: 10 at 2.00, 3.00 or 4.00 comes back. The control answers once
  // the bets are settled; the page then reads the balance (its live push is the wallet test's).
  await finishMatch(page.request, market.matchId);
  await page.reload();
  const paid = [20, 30, 40].map((win) => Math.round((afterStakes + win) * 100) / 100);
  await expect.poll(async () => paid.includes(euros(await balance.textContent()))).toBe(true);
});
