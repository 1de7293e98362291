import { expect, type Locator, type Page } from '@playwright/test';

/** Runs the page's clock (installed by the test) until target shows: for what waits its turn on
 * it, such as an interruption (the welcome, an alert), which comes once the page has settled and
 * the visitor has been quiet for a moment (web/src/core/interruptions.ts). `first`, when given, is
 * an interruption that asked before target: it is closed with Escape, as a player would, whenever
 * it shows. The clock moves half a second a step, with no growing pause between steps, so that a
 * chain of waits takes about as long as it would for a player. */
export async function runClockUntilVisible(page: Page, target: Locator, first?: Locator): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(500);
    if (first && (await first.isVisible())) await page.keyboard.press('Escape');
    await expect(target).toBeVisible({ timeout: 100 });
  }).toPass({ intervals: [100] });
}
