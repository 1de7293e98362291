import { expect, type Page } from '@playwright/test';

// The operator's content folder changes while the server runs: the server looks at it every 2
// seconds, so a test reloads until the page shows the change (README 'Content folder').

/** Reloads the page until check passes. */
export async function afterReload(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 20_000 });
}
