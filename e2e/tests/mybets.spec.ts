import { test, expect } from '@playwright/test';
import { fundedPlayer } from './players';
import { openOdds, placeWithAccept, prematchRows } from './slip';

// My bets: a placed bet is listed with its selection, and an open bet is cashed out at the value
// offered; the balance takes the cash-out.

test('a placed bet shows in My bets and cashes out into the balance', async ({ page }) => {
  test.setTimeout(120_000);
  await fundedPlayer(page, 'mybets', 50);

  // A prematch single: its prices move rarely, so a cash-out value stays on offer.
  await page.goto('/football');
  await openOdds(prematchRows(page).first()).click();
  await page.getByTestId('betslip').getByTestId('betslip-stake').fill('10');
  await placeWithAccept(page);
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
