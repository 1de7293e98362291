import { test, expect } from '@playwright/test';
import { confirmedPlayer, signIn } from './players';

// My bets: a placed bet is listed with its selection, and an open bet is cashed out at the value
// offered; the balance takes the cash-out.

test('a placed bet shows in My bets and cashes out into the balance', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await confirmedPlayer(page, 'mybets', { names: true });
  await page.goto('/');
  await signIn(page, email);
  // Money to bet with: a quick deposit of 50.00.
  await page.getByRole('button', { name: 'Deposit' }).click();
  const quick = page.getByTestId('quick-deposit-modal');
  await quick.getByLabel('Amount').fill('50');
  await quick.getByRole('button', { name: 'Deposit now' }).click();
  await expect(page.getByTestId('header-balance')).toContainText('50.00');

  // A prematch single: its prices move rarely, so a cash-out value stays on offer.
  await page.goto('/football');
  await page.locator('[data-testid="match-row"]:not([data-live="true"]) button[aria-pressed]:not([disabled])').first().click();
  const slip = page.getByTestId('betslip');
  await slip.getByTestId('betslip-stake').fill('10');
  const changed = slip.getByTestId('odds-changed');
  const receipt = slip.getByTestId('betslip-receipt');
  for (let i = 0; i < 10 && !(await receipt.isVisible()); i++) {
    if (await changed.isVisible()) await changed.getByRole('button').click();
    await slip.getByTestId('place-bet').click({ timeout: 2_000 }).catch(() => undefined);
    await Promise.race([receipt.waitFor(), changed.waitFor()]).catch(() => undefined);
  }
  await expect(page.getByTestId('header-balance')).toContainText('40.00');

  await page.goto('/profile/bets');
  await expect(page.getByRole('heading', { name: 'My bets' })).toBeVisible();
  const card = page.getByTestId('bet-card').first();
  await expect(card).toHaveAttribute('data-status', 'waiting_results');
  await expect(card.getByTestId('bet-selection')).toHaveCount(1);

  // Cash out: confirm the amount shown; if it moved meanwhile, confirm the new one.
  for (let i = 0; i < 5; i++) {
    const status = await card.getAttribute('data-status');
    if (status === 'cashed_out') break;
    await card.getByTestId('cashout-button').click();
    await card.getByTestId('cashout-confirm').click();
    await expect.poll(async () => (await card.getAttribute('data-status')) === 'cashed_out' || (await card.getByTestId('cashout-notice').count()) > 0).toBe(true);
  }
  await expect(card).toHaveAttribute('data-status', 'cashed_out');
  const payout = Number(await card.getByTestId('bet-payout').getAttribute('data-amount'));
  expect(payout).toBeGreaterThan(0);
  // 40.00 left after the stake, plus the cash-out (minor units).
  await expect(page.getByTestId('header-balance')).toContainText(((4000 + payout) / 100).toFixed(2));
});
