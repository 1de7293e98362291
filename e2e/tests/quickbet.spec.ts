import { test, expect } from '@playwright/test';
import { fundedPlayer } from './players';

// Quick bet: the player turns it on in the slip with a stake and approves one-click bets; one
// click on the odds of a live match then places a single at once, the balance drops by the stake,
// and the bet is in the slip's MY_BETS tab.

test('a quick bet on a live match is placed with one click', async ({ page }) => {
  test.setTimeout(120_000);
  await fundedPlayer(page, 'quickbet', 50);
  const slip = page.getByTestId('betslip');
  await slip.getByTestId('betslip-toggle').click();
  await slip.getByTestId('quickbet-toggle').check();
  const stake = slip.getByTestId('quickbet-stake');
  // A stake below the smallest one warns, and cannot be approved.
  await stake.fill('0.05');
  await expect(slip.getByTestId('quickbet-warning')).toContainText('0.10');
  await expect(slip.getByTestId('quickbet-approve')).toBeDisabled();
  await stake.fill('2');
  await slip.getByTestId('quickbet-approve').check();
  // Live prices move every few seconds: a quick bettor takes any change.
  await slip.getByTestId('accept-mode').selectOption('any');
  await expect(slip.getByTestId('accept-mode')).toBeEnabled();

  await page.goto('/live');
  const placed = page.getByTestId('toast').filter({ hasText: 'Quick bet placed' });
  const refused = page.locator('[data-testid="toast"][data-type="error"]');
  // A price can lock between the look and the click: then the next live outcome is tried.
  const odds = page.locator('[data-testid="match-row"][data-live="true"] button[aria-pressed]:not([disabled])');
  for (let i = 0; i < 5 && !(await placed.isVisible()); i++) {
    const errors = await refused.count();
    await odds.nth(i).click({ timeout: 2_000 }).catch(() => undefined);
    await expect
      .poll(async () => (await placed.isVisible()) || (await refused.count()) > errors, { timeout: 10_000 })
      .toBe(true)
      .catch(() => undefined);
  }
  await expect(placed).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText('48.00');
  // The quick bet went straight to the server: the slip holds nothing.
  await expect(slip.getByTestId('betslip-count')).toHaveText('0');
  await expect(slip.getByTestId('quickbet-state')).toHaveAttribute('data-state', 'SUCCESS');

  await slip.getByRole('tab', { name: 'My bets' }).click();
  const card = slip.getByTestId('bet-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('bet-stake')).toContainText('2.00');
  await expect(card.getByTestId('bet-selection')).toHaveCount(1);
});
