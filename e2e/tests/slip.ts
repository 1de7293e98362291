import type { Locator, Page } from '@playwright/test';

// Acting on the bet slip as a bettor would.

/** Places the slip. Prices move under the test (live matches re-price every few seconds): each
 * change is accepted, as a bettor would, and placing is tried again, until the receipt shows. */
export async function placeWithAccept(page: Page): Promise<void> {
  const slip = page.getByTestId('betslip');
  const changed = slip.getByTestId('odds-changed');
  const receipt = slip.getByTestId('betslip-receipt');
  for (let i = 0; i < 10; i++) {
    if (await changed.isVisible()) await changed.getByRole('button').click();
    await slip.getByTestId('place-bet').click({ timeout: 2_000 }).catch(() => undefined);
    const outcome = await Promise.race([
      receipt.waitFor().then(() => 'placed'),
      changed.waitFor().then(() => 'changed'),
    ]);
    if (outcome === 'placed') return;
  }
  throw new Error('the bet was never placed');
}

/** Match rows of prematch matches with a price open. Their prices move rarely; a live match's can
 * lock for good near its end (the e2e clock runs at 30×). */
export function prematchRows(page: Page): Locator {
  return page
    .locator('[data-testid="match-row"]:not([data-live="true"])')
    .filter({ has: page.locator('button[aria-pressed]:not([disabled])') });
}

/** The first open price of a row. */
export function openOdds(row: Locator): Locator {
  return row.locator('button[aria-pressed]:not([disabled])').first();
}
