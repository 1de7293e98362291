import { expect, type Locator, type Page } from '@playwright/test';

// Acting on the bet slip as a bettor would.

/** The price buttons of a match row (the row's favourite star is a toggle button too). */
export const ROW_ODDS = '[data-testid="row-market"] button[aria-pressed]';

/** Match rows of prematch matches with a price open. Their prices move now and then: a test that
 * places a bet takes the matches over first (takeOverListedPrematchMatches in feed.ts). */
export function prematchRows(page: Page): Locator {
  return page
    .locator('[data-testid="match-row"]:not([data-live="true"])')
    .filter({ has: page.locator(`${ROW_ODDS}:not([disabled])`) });
}

/** The first open price of a row. */
export function openOdds(row: Locator): Locator {
  return row.locator(`${ROW_ODDS}:not([disabled])`).first();
}

/** The slip, opened: on a phone its sheet opens from the bar only when the player taps it. */
export async function openSlip(page: Page): Promise<Locator> {
  const slip = page.getByTestId('betslip');
  const toggle = slip.getByTestId('betslip-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return slip;
}

/** Picks the first open price of the page and checks that, as on a phone or a tablet, the pick
 * leaves the slip closed (the bar counts it, no backdrop covers the list); returns the slip. */
export async function pickKeepingSlipClosed(page: Page): Promise<Locator> {
  await openOdds(prematchRows(page).first()).click();
  const slip = page.getByTestId('betslip');
  await expect(slip.getByTestId('betslip-count')).toHaveText('1');
  await expect(slip.getByTestId('betslip-toggle')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('betslip-backdrop')).toHaveCount(0);
  return slip;
}

/** The product of decimal odds as shown ('2.50'), in thousandths rounded down, as the slip's rule. */
export function comboOdds(shown: string[]): number {
  let num = 1n;
  let den = 1n;
  shown.forEach((o, i) => {
    num *= BigInt(Math.round(Number(o) * 1000));
    if (i > 0) den *= 1000n;
  });
  return Number(num / den);
}

/** Odds in thousandths as the page shows them in decimal: hundredths, half up ('8.415' → '8.42'),
 * in integers, as a float's toFixed would round 8.415 down. */
export function decimalOdds(thousandths: number): string {
  return (Math.floor((thousandths + 5) / 10) / 100).toFixed(2);
}
