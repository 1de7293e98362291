import { test, expect } from './fixtures';
import { heldPrematchMarkets, placeBetsThroughApi } from './bets';
import { fundedPlayer } from './players';
import { PHONE } from './viewports';

// My bets and the transactions, narrowed by a bettor: by sport, bet type and dates, which the
// server filters and the URL keeps; an empty result says nothing matches and clears the filters.

test.use({ viewport: PHONE });

test('a bettor narrows My bets by sport, type and dates, and the transactions by type', async ({ page }) => {
  await fundedPlayer(page, 'filters', 50);
  const [tennis] = await heldPrematchMarkets(page.request, 'tennis', 1);
  const football = await heldPrematchMarkets(page.request, 'football', 2);
  // Stakes under the jackpot's €1.00 take no part in it: no hit adds to the ledger.
  await placeBetsThroughApi(page, [
    { type: 'single', stake: 0.5, markets: [tennis!] },
    { type: 'combo', stake: 0.8, markets: football },
  ]);

  await page.goto('/profile/bets');
  const cards = page.getByTestId('bet-card');
  const kinds = cards.getByRole('heading', { level: 2 });
  await expect(kinds).toHaveText(['Combo', 'Single']);
  const filters = page.getByRole('group', { name: 'Filters' });
  const sport = filters.getByLabel('Sport', { exact: true });
  const type = filters.getByLabel('Bet type', { exact: true });
  const dates = filters.getByLabel('Date', { exact: true });

  // The sports to choose from are those of the player's bets, by the catalogue's order.
  await expect(sport.locator('option')).toHaveText(['All sports', 'Football', 'Tennis']);
  await sport.selectOption({ label: 'Tennis' });
  await expect(kinds).toHaveText(['Single']);
  await type.selectOption({ label: 'Combos' });
  await expect(page.getByTestId('bets-empty')).toHaveText('No bets match these filters.');
  await sport.selectOption({ label: 'All sports' });
  await expect(kinds).toHaveText(['Combo']);
  await expect(cards.getByTestId('bet-selection')).toHaveCount(2);

  // Both bets were placed today; none in January 2020, which a reload still shows.
  await type.selectOption({ label: 'All types' });
  await dates.selectOption({ label: 'Today' });
  await expect(kinds).toHaveText(['Combo', 'Single']);
  await dates.selectOption({ label: 'Custom dates' });
  await filters.getByLabel('From', { exact: true }).fill('2020-01-01');
  await filters.getByLabel('To', { exact: true }).fill('2020-01-31');
  await expect(page.getByTestId('bets-empty')).toHaveText('No bets match these filters.');
  await expect(page).toHaveURL(/\?period=custom&from=2020-01-01&to=2020-01-31$/);
  await page.reload();
  await expect(filters.getByLabel('To', { exact: true })).toHaveValue('2020-01-31');
  await expect(page.getByTestId('bets-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Show all bets' }).click();
  await expect(kinds).toHaveText(['Combo', 'Single']);
  await expect(page).toHaveURL(/\/profile\/bets$/);

  // The transactions: the deposit and the two stakes; the stakes alone; then all again.
  await page.goto('/profile/wallet/transactions');
  const rows = page.getByTestId('transaction-row');
  await expect(rows).toHaveCount(3);
  await filters.getByLabel('Type', { exact: true }).selectOption({ label: 'Bet' });
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row).toHaveAttribute('data-kind', 'bet_stake');
  await dates.selectOption({ label: 'Last 7 days' });
  await expect(page).toHaveURL(/\?kind=bet_stake&period=7d$/);
  await expect(rows).toHaveCount(2);
  await filters.getByLabel('Type', { exact: true }).selectOption({ label: 'Refund' });
  await expect(page.getByTestId('transactions-empty')).toHaveText('No transactions match these filters.');
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(3);
  await expect(filters.getByLabel('Type', { exact: true })).toBeFocused();
});
