import { test, expect } from '@playwright/test';
import { confirmedPlayer, setLimit, signIn } from './players';

// Responsible gambling: the reality check reminds the player in every tab, and a session limit
// ends the session with its modal.

test('a reality check shows its modal in both tabs, and continuing closes both', async ({ page, context }) => {
  const email = await confirmedPlayer(page, 'reality');
  await context.clock.install();
  await page.goto('/');
  await signIn(page, email);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await setLimit(page, { type: 'reality_check', minutes: 1 });
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByTestId('header-balance')).toBeVisible();

  // Two minutes pass on the pages' clocks: the next poll finds the check due.
  await context.clock.fastForward('02:00');
  await context.clock.runFor(31_000);
  const modal = (p: typeof page) => p.getByRole('dialog').filter({ hasText: /reality check/i });
  await expect(modal(page)).toBeVisible();
  await expect(modal(other)).toBeVisible();

  await modal(other).getByRole('button', { name: /continue/i }).click();
  await expect(modal(other)).toHaveCount(0);
  await expect(modal(page)).toHaveCount(0);
});

test('a used-up session limit signs out with the out-of-session-limit modal', async ({ page }) => {
  test.setTimeout(330_000);
  // The limit counts the sessions of the UTC day (the server's real clock): a run that crossed
  // midnight would count from midnight and find the limit unused, so a run near it starts after.
  const toMidnight = 86_400_000 - (Date.now() % 86_400_000);
  if (toMidnight < 150_000) await new Promise((resolve) => setTimeout(resolve, toMidnight + 1_000));
  const email = await confirmedPlayer(page, 'session');
  await page.goto('/');
  await signIn(page, email);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await setLimit(page, { type: 'session', minutes: 1 });
  // The server counts real time from the sign-in: a minute of play uses the limit up. The page
  // reads the limit it was not told of when it loads again; then either that load's session start
  // comes after the minute and is refused, or the page's first activity ping, 60 s after it read
  // the limit and so always after the minute, is. Wait for the modal however late a loaded
  // machine makes it; no second reload, which raced the ping's sign-out and found a signed-out
  // page without the modal.
  await page.reload();
  await expect(page.getByRole('dialog').filter({ hasText: /session limit/i })).toBeVisible({ timeout: 150_000 });
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
});
