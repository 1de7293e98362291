import { test, expect } from './fixtures';
import { finishMatch, pickLiveHomeWin } from './feed';
import { fundedPlayer } from './players';
import { openSlip } from './slip';
import { PHONE } from './viewports';

// Account details (issue 15 part 6): a fresh player's profile shows their comp points and status
// group; a bet the feed's control settles shows its payout status and a New mark that the
// history's view clears, the MY_BETS tab counts it meanwhile, and the points of its stake reach
// the profile. The virtual wallet's racing launches the demo provider's game. On a phone, where a
// player most looks at their account and bets.

test.use({ viewport: PHONE });

test('comp points and status group, payout status and the unseen mark of a settled bet', async ({ page }) => {
  await fundedPlayer(page, 'account', 50, '/profile');

  const points = page.getByTestId('comp-points-value');
  await expect(points).toHaveAttribute('data-points', '0');
  await expect(page.getByTestId('status-groups').locator('[data-group="bronze"]')).toHaveText('Bronze');
  await expect(page.getByRole('progressbar', { name: 'Progress to the next level' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );

  // A 20.00 single on a live match the test took over at 2.00, settled by finishing the match.
  const market = await pickLiveHomeWin(page, 2000);
  const slip = await openSlip(page);
  await slip.getByTestId('betslip-stake').fill('20');
  await slip.getByTestId('place-bet').click();
  await expect(slip.getByTestId('betslip-receipt')).toBeVisible();
  await finishMatch(page.request, market.matchId);

  // Not seen yet: the slip's MY_BETS tab counts it.
  await page.reload();
  const reopened = await openSlip(page);
  await expect(reopened.getByTestId('unseen-bets-count')).toHaveText('1');

  // The history shows it settled, with its payout status and the New mark, and tells the
  // server it was seen: on the next view the mark is gone.
  const told = page.waitForResponse((r) => r.url().endsWith('/bets/mark-as-seen') && r.status() === 204);
  await page.goto('/profile/bets');
  const card = page.getByTestId('bet-card').first();
  await expect(card).toHaveAttribute('data-status', 'done');
  await expect(card.getByTestId('bet-unseen')).toHaveText('New');
  const won = (await card.getAttribute('data-result')) === 'win_entire';
  await expect(card.getByTestId('bet-payout-status')).toHaveText(won ? 'Paid out' : 'No payout');
  await told;
  await page.reload();
  await expect(card).toHaveAttribute('data-status', 'done');
  await expect(card).toHaveAttribute('data-seen', 'true');
  await expect(card.getByTestId('bet-unseen')).toHaveCount(0);

  // 20.00 EUR staked and settled: 20 points, a fifth of the way to silver's 100.
  await page.goto('/profile');
  await expect(points).toHaveAttribute('data-points', '20');
  await expect(page.getByRole('progressbar', { name: 'Progress to the next level' })).toHaveAttribute(
    'aria-valuenow',
    '20',
  );
  await expect(page.getByTestId('comp-points-next')).toContainText('80 more points');
});

test('racing launches the virtual wallet game of a signed-in player', async ({ page }) => {
  await fundedPlayer(page, 'virtual', 10, '/racing');
  await expect(page.getByRole('heading', { name: 'Horse racing' })).toBeVisible();
  await page.getByTestId('virtual-play').click();
  await expect(page).toHaveURL(/\/virtual-wallet-demo\/racing\?app=sportsbook&player=[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { name: 'Virtual horse racing' })).toBeVisible();
});
