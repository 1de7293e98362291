import { test, expect } from '@playwright/test';
import { signIn } from './players';

// Bets settle when the feed settles their market: the demo player backs all three outcomes of the
// live football match that is furthest on and still open (one must win), then the feed plays it to the end (the
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

  const slip = page.getByTestId('betslip');
  const changed = slip.getByTestId('odds-changed');
  const receipt = slip.getByTestId('betslip-receipt');
  let before = 0;
  // The live football matches with all three prices open, earliest first. A match may suspend or
  // end while the test bets on it: then the next one is tried.
  await expect(page.locator('[data-testid="match-row"][data-live="true"]').first()).toBeVisible();
  const ids = await page
    .locator('[data-testid="match-row"][data-live="true"]')
    .filter({ has: page.locator('button[aria-pressed]:not([disabled])') })
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-match-id')));
  for (const id of ids.slice(0, 4)) {
    const outcomes = page.locator(`[data-match-id="${id}"] button[aria-pressed]`);
    if ((await outcomes.count()) !== 3) continue;
    // The row can leave the live list under the test (its match ended): nothing waits for long.
    for (let i = 0; i < 3; i++) {
      const pressed = await outcomes.nth(i).getAttribute('aria-pressed', { timeout: 2_000 }).catch(() => null);
      if (pressed !== 'true') await outcomes.nth(i).click({ timeout: 2_000 }).catch(() => undefined);
    }
    if ((await slip.getByTestId('betslip-stake').count()) !== 3) {
      await page.evaluate(() => sessionStorage.clear());
      await page.reload();
      continue;
    }
    for (let i = 0; i < 3; i++) await slip.getByTestId('betslip-stake').nth(i).fill('10');
    before = euros(await balance.textContent());
    for (let i = 0; i < 6 && !(await receipt.isVisible()); i++) {
      if (await changed.isVisible()) await changed.getByRole('button').click();
      await slip.getByTestId('place-bet').click({ timeout: 2_000 }).catch(() => undefined);
      await Promise.race([receipt.waitFor({ timeout: 5_000 }), changed.waitFor({ timeout: 5_000 })]).catch(() => undefined);
    }
    if (await receipt.isVisible()) break;
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
  }
  await expect(receipt).toBeVisible();
  const afterStakes = Math.round((before - 30) * 100) / 100;
  await expect.poll(async () => euros(await balance.textContent())).toBe(afterStakes);

  // One of the three wins: when the match ends the balance rises above what the stakes left.
  await expect.poll(async () => euros(await balance.textContent()), { timeout: 200_000, intervals: [2_000] }).toBeGreaterThan(afterStakes);
});
