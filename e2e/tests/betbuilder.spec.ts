import { test, expect, type Locator } from './fixtures';
import { takeOverListedPrematchMatches } from './feed';
import { fundedPlayer } from './players';

// The bet builder: outcomes of one football match are priced together, their correlation taken
// into account (a draw and under 2.5 goals happen together far more often than apart, so the price
// is below the product of the two), outcomes that cannot happen together are refused, a plain pick
// asks before it replaces the builder, and the builder is placed as one custom bet.

const price = async (button: Locator) => Number(await button.getByTestId('odds').getAttribute('data-odds'));

test('a bet builder prices outcomes of one match together and places them as one bet', async ({ page }) => {
  test.setTimeout(120_000);
  // A prematch match the test takes over, so that its prices hold (and the builder's with them).
  await fundedPlayer(page, 'builder', 50, '/football');
  const [row] = await takeOverListedPrematchMatches(page, 1);
  const href = await row.getByRole('link').first().getAttribute('href');
  await page.goto(`${href}#betBuilder`);
  const builder = page.getByTestId('bet-builder');
  await expect(builder).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Bet builder' })).toHaveAttribute('aria-selected', 'true');

  const block = (name: string) =>
    builder.getByTestId('market-block').filter({ has: page.getByRole('heading', { name, exact: true }) });
  // A draw and under 2.5 goals: most draws are 0:0 or 1:1, whatever the teams' strengths, so the
  // two go together far beyond what the builder's margin adds. (A side's win and over 2.5 goals
  // do not always: with an underdog, or two sides near even, the builder rightly priced them
  // above the product, 9.32 against 9.15 once and 3.07 against 2.74 another time.)
  const sides = block('1x2').locator('button[aria-pressed]');
  await expect(sides).toHaveCount(3);
  const draw = sides.nth(1);
  const under = block('Total').getByRole('button', { name: /^Under 2\.5 / });
  // Over 3.5 goals cannot go with under 2.5 (and over 0.5 would sit at the cap prematch, hidden).
  const overThree = block('Total').getByRole('button', { name: /^Over 3\.5 / });
  const product = Math.floor(((await price(draw)) * (await price(under))) / 1000);
  await draw.click();
  await under.click();
  await expect(draw).toHaveAttribute('aria-pressed', 'true');

  const slip = page.getByTestId('betslip');
  await expect(slip.getByTestId('betslip-selection')).toHaveCount(2);
  const odds = slip.getByTestId('builder-odds');
  await expect(odds).toHaveAttribute('data-odds', /^\d+$/);
  const priced = Number(await odds.getAttribute('data-odds'));
  expect(priced).toBeGreaterThan(1000);
  expect(priced).toBeLessThan(product);

  // At least four goals cannot go with at most two: refused until it is taken out again.
  await overThree.click();
  await expect(slip.getByTestId('builder-note')).toContainText('cannot be combined');
  await expect(slip.getByTestId('place-bet')).toBeDisabled();
  await overThree.click();
  await expect(slip.getByTestId('builder-note')).toHaveCount(0);

  // A plain pick while the slip holds a builder asks first; keeping the slip changes nothing.
  await page.getByRole('tab', { name: 'All' }).click();
  await page.getByTestId('market').first().locator('button[aria-pressed]').first().click();
  const modal = page.getByTestId('custom-bet-modal');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Keep my slip' }).click();
  await expect(modal).toHaveCount(0);
  await expect(slip.getByTestId('betslip-selection')).toHaveCount(2);

  await slip.getByTestId('betslip-stake').fill('5');
  await slip.getByTestId('place-bet').click();
  await expect(slip.getByTestId('betslip-receipt')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText('45.00');
  await slip.getByRole('tab', { name: 'My bets' }).click();
  const card = slip.getByTestId('bet-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Bet builder');
  await expect(card.getByTestId('bet-selection')).toHaveCount(2);
});
