import { test, expect } from './fixtures';
import { takeOverListedLiveMatch } from './feed';
import { fundedPlayer } from './players';

// Quick bet: the player turns it on in the slip with a stake and approves one-click bets; one
// click on the odds of a live match then places a single at once, the balance drops by the stake,
// and the bet is in the slip's MY_BETS tab.

test('a quick bet on a live match is placed with one click', async ({ page }) => {
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

  await page.goto('/live');
  // The test takes a live match over through the feed's control: its price holds for the click.
  const { button: odds } = await takeOverListedLiveMatch(page, 2500);
  await expect(odds.getByTestId('odds')).toHaveText('2.50');
  await odds.click();
  const placed = page.getByTestId('toast').filter({ hasText: 'Quick bet placed' });
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
