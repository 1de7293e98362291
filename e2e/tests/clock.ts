import { expect, type Locator, type Page } from '@playwright/test';

/** Runs the page's clock (installed by the test) until target shows: for what waits its turn on
 * it, such as an interruption (the welcome, an alert), which comes once the page has settled and
 * the visitor has been quiet for a moment (web/src/core/interruptions.ts). */
export async function runClockUntilVisible(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(target).toBeVisible({ timeout: 100 });
  }).toPass();
}
