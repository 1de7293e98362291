import type { Locator, Page } from '@playwright/test';

// Acting on the bet slip as a bettor would.

/** Match rows of prematch matches with a price open. Their prices move now and then: a test that
 * places a bet takes the matches over first (takeOverListedPrematchMatches in feed.ts). */
export function prematchRows(page: Page): Locator {
  return page
    .locator('[data-testid="match-row"]:not([data-live="true"])')
    .filter({ has: page.locator('button[aria-pressed]:not([disabled])') });
}

/** The first open price of a row. */
export function openOdds(row: Locator): Locator {
  return row.locator('button[aria-pressed]:not([disabled])').first();
}
