import { test, expect } from './fixtures';
import {
  setMarketOpenUntil,
  setOddsUntil,
  takeOverListedLiveMatch,
  takeOverListedPrematchMatches,
} from './feed';
import { euros, signInThroughApi } from './players';
import { openOdds, prematchRows, ROW_ODDS } from './slip';

// The bet slip: picking odds opens it, a second pick makes a combo, and the demo player places a
// bet; the balance in the header drops by the stake without a reload, from whatever balance the
// worker's earlier tests left. Not a new player: their sign-up bonuses' alerts, one every 3 s,
// took this test past its 45 s.

test('picking odds builds the slip; the demo player places a bet and the balance drops', async ({ page }) => {
  await signInThroughApi(page, 'demo@sportsbook.test', 'demo-bets-2026');
  await page.goto('/');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText(/\d\.\d\d/);
  const before = euros(await balance.textContent());

  // Two prematch matches the test takes over: their prices hold while the player bets.
  const [first, second] = await takeOverListedPrematchMatches(page, 2);
  await openOdds(first).click();
  await expect(first.locator(`${ROW_ODDS}[aria-pressed="true"]`)).toHaveCount(1);
  const slip = page.getByTestId('betslip');
  await expect(slip.getByTestId('betslip-selection')).toHaveCount(1);

  // A second match: a combo, as bettors expect; the simulated provider allows multi-single, so
  // the player can make them two singles, each stake named after its selection, and a combo again;
  // removing one makes a single.
  await openOdds(second).click();
  await expect(slip.getByTestId('betslip-selection')).toHaveCount(2);
  await expect(slip.getByRole('button', { name: 'Combo' })).toHaveAttribute('aria-pressed', 'true');
  await expect(slip.getByTestId('betslip-stake')).toHaveCount(1);
  await slip.getByRole('button', { name: 'Single' }).click();
  await expect(slip.getByTestId('betslip-stake')).toHaveCount(2);
  const names = await slip.getByTestId('betslip-stake').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(names[0]).toMatch(/^Stake on .+, .+, .+ – .+$/);
  expect(new Set(names).size).toBe(2);
  await slip.getByRole('button', { name: 'Combo' }).click();
  await expect(slip.getByRole('button', { name: 'Combo' })).toHaveAttribute('aria-pressed', 'true');
  await expect(slip.getByTestId('betslip-stake')).toHaveCount(1);
  await slip.getByTestId('betslip-selection').nth(1).getByRole('button').click();
  await expect(slip.getByTestId('betslip-selection')).toHaveCount(1);

  await slip.getByTestId('betslip-stake').fill('10');
  await expect(slip.getByTestId('betslip-total-stake')).toContainText('10.00');
  await slip.getByTestId('place-bet').click();
  await expect(slip.getByTestId('betslip-receipt')).toBeVisible();
  await expect.poll(async () => euros(await balance.textContent())).toBe(Math.round((before - 10) * 100) / 100);
});

test('the slip survives a reload', async ({ page }) => {
  await page.goto('/');
  await openOdds(prematchRows(page).first()).click();
  await expect(page.getByTestId('betslip-selection')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('betslip-selection')).toHaveCount(1);
});

test('a shared slip opens in a fresh browser context', async ({ page, browser }) => {
  await page.goto('/');
  await openOdds(prematchRows(page).first()).click();
  const slip = page.getByTestId('betslip');
  await slip.getByTestId('betslip-stake').fill('5');
  await slip.getByTestId('share-slip').click();
  const link = await slip.getByTestId('share-link').inputValue();
  expect(link).toMatch(/\?betcode=[2-9A-Z]{8}$/);

  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(link);
  await expect(fresh.getByTestId('betslip-selection')).toHaveCount(1);
  await expect(fresh).not.toHaveURL(/betcode/); // read, then removed
  await other.close();

  await page.goto('/?betcode=NOSUCHCD');
  await expect(page.getByTestId('share-bet-not-found-modal')).toContainText('does not lead to a bet');
});

test('live odds move in the slip; a change waits for the player to accept it', async ({ page }) => {
  await page.goto('/live');
  // The test takes a live match over through the feed's control: nothing but the test moves it.
  const { market, button: odds } = await takeOverListedLiveMatch(page, 2500);
  await expect(odds.getByTestId('odds')).toHaveText('2.50');
  await odds.click();
  const slip = page.getByTestId('betslip');
  await expect(slip.getByTestId('betslip-selection')).toHaveCount(1);

  // With the default mode (none) any change is flagged and placing waits for the player.
  const changed = slip.getByTestId('odds-changed');
  await setOddsUntil(page.request, market, 0, 2750, () => changed.isVisible());
  await expect(slip.getByTestId('place-bet')).toBeDisabled();
  await expect(slip.getByTestId('betslip-selection').first()).toHaveAttribute('data-changed', 'true');
  await changed.getByRole('button').click();
  await expect(changed).toHaveCount(0);
  await expect(slip.getByTestId('betslip-selection').first()).toContainText('2.75');
});

test('a suspended market locks its selection in the slip until it opens again', async ({ page }) => {
  await page.goto('/live');
  const { market, button: odds } = await takeOverListedLiveMatch(page, 2500);
  await odds.click();
  const slip = page.getByTestId('betslip');
  const selection = slip.getByTestId('betslip-selection');
  await expect(selection).toHaveCount(1);
  const suspended = async () => (await selection.textContent())?.includes('Suspended') ?? false;

  // Suspended, as around a goal: the price stays shown but locked, the slip says so and offers to
  // remove what cannot be placed.
  await setMarketOpenUntil(page.request, market, false, suspended);
  await expect(odds).toHaveAttribute('data-locked', 'true');
  await expect(slip.getByTestId('remove-unplaceable')).toBeVisible();

  // Open again: the selection is placeable once more.
  await setMarketOpenUntil(page.request, market, true, async () => !(await suspended()));
  await expect(slip.getByTestId('remove-unplaceable')).toHaveCount(0);
  await expect(odds).not.toHaveAttribute('data-locked', 'true');
});

test('three selections make a system 2/3 with three lines', async ({ page }) => {
  await page.goto('/');
  // Three matches the test takes over: none starts, or locks its price, between the picks.
  for (const row of await takeOverListedPrematchMatches(page, 3)) await openOdds(row).click();
  const slip = page.getByTestId('betslip');
  await expect(slip.getByTestId('betslip-selection')).toHaveCount(3);
  await slip.getByRole('button', { name: 'System' }).click();
  await expect(slip.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
  await expect(slip.getByLabel('System')).toHaveValue('2/3');
  await slip.getByTestId('betslip-stake').fill('1');
  // The stake is per line: three bets of 1.00, returning from the lowest double to all three.
  await expect(slip.getByTestId('betslip-system-lines')).toHaveText('3 bets × €1.00');
  await expect(slip.getByTestId('betslip-total-stake')).toContainText('3.00');
  await expect(slip.getByTestId('betslip-potential-win-min')).toBeVisible();
  await expect(slip.getByTestId('betslip-potential-win-max')).toBeVisible();
});
