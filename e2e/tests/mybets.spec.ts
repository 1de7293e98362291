import { test, expect } from './fixtures';
import { fundedPlayer } from './players';
import { mainMarket, setOdds } from './feed';
import { prematchRows, ROW_ODDS } from './slip';

// My bets: a placed bet is listed with its selection, and an open bet is cashed out at the value
// offered; the balance takes the cash-out.

test('a placed bet shows in My bets and cashes out into the balance', async ({ page }) => {
  await fundedPlayer(page, 'mybets', 50);

  // A prematch single at 2.00, a price the test sets and holds through the feed's control, so the
  // cash-out value is known: 10.00 × 2.00 / 2.00 × 95% = 9.50.
  await page.goto('/football');
  const id = await prematchRows(page).first().getAttribute('data-match-id');
  const market = await mainMarket(page.request, Number(id));
  expect(await setOdds(page.request, market, 0, 2000)).toBe(true);
  await page.reload(); // the page reads the price the test set
  const odds = page.locator(`[data-match-id="${id}"] ${ROW_ODDS}`).first();
  await expect(odds.getByTestId('odds')).toHaveText('2.00');
  await odds.click();
  const slip = page.getByTestId('betslip');
  await slip.getByTestId('betslip-stake').fill('10');
  await slip.getByTestId('place-bet').click();
  await expect(slip.getByTestId('betslip-receipt')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText('40.00');

  await page.goto('/profile/bets');
  await expect(page.getByRole('heading', { name: 'My bets' })).toBeVisible();
  const card = page.getByTestId('bet-card').first();
  await expect(card).toHaveAttribute('data-status', 'waiting_results');
  await expect(card.getByTestId('bet-selection')).toHaveCount(1);

  await card.getByTestId('cashout-button').click();
  await card.getByTestId('cashout-confirm').click();
  await expect(card).toHaveAttribute('data-status', 'cashed_out');
  await expect(card.getByTestId('bet-payout')).toHaveAttribute('data-amount', '950');
  await expect(page.getByTestId('header-balance')).toContainText('49.50');
});
