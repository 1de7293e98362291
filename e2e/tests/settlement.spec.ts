import { test, expect } from '@playwright/test';
import { signIn } from './players';

// Bets settle when the feed settles their market: the demo player backs all three outcomes of the
// live football match that is furthest on (one must win), then the feed plays it to the end (the
// e2e server runs the clock at 30×) and the balance rises by the winning single's payout.

function euros(text: string | null): number {
  return Number((text ?? '').replace(/[^0-9.]/g, ''));
}

test('a live match finishes and the bets on it settle into the balance', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/live');
  await signIn(page, 'demo@sportsbook.test', 'demo-bets-2026');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toBeVisible();

  const row = page.locator('[data-testid="match-row"]').filter({ has: page.locator('button[aria-pressed]:not([disabled])') }).first();
  const outcomes = row.locator('button[aria-pressed]');
  await expect(outcomes).toHaveCount(3);
  for (let i = 0; i < 3; i++) await outcomes.nth(i).click();
  const slip = page.getByTestId('betslip');
  await expect(slip.getByTestId('betslip-stake')).toHaveCount(3);
  for (let i = 0; i < 3; i++) await slip.getByTestId('betslip-stake').nth(i).fill('10');

  const before = euros(await balance.textContent());
  const changed = slip.getByTestId('odds-changed');
  const receipt = slip.getByTestId('betslip-receipt');
  for (let i = 0; i < 10 && !(await receipt.isVisible()); i++) {
    if (await changed.isVisible()) await changed.getByRole('button').click();
    await slip.getByTestId('place-bet').click({ timeout: 2_000 }).catch(() => undefined);
    await Promise.race([receipt.waitFor(), changed.waitFor()]).catch(() => undefined);
  }
  await expect(receipt).toBeVisible();
  const afterStakes = Math.round((before - 30) * 100) / 100;
  await expect.poll(async () => euros(await balance.textContent())).toBe(afterStakes);

  // One of the three wins: when the match ends the balance rises above what the stakes left.
  await expect.poll(async () => euros(await balance.textContent()), { timeout: 200_000, intervals: [2_000] }).toBeGreaterThan(afterStakes);
});
