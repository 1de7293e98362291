import { test, expect } from './fixtures';
import { ageSession, confirmedPlayer, setLimit, signInThroughApi } from './players';

// Responsible gambling: the reality check reminds the player in every tab, and a session limit
// ends the session with its modal.

test('a reality check shows its modal in both tabs, and continuing closes both', async ({ page, context }) => {
  const email = await confirmedPlayer(page, 'reality');
  await context.clock.install();
  await signInThroughApi(page, email);
  await setLimit(page, { type: 'reality_check', minutes: 1 });
  await page.goto('/');
  await expect(page.getByTestId('header-balance')).toBeVisible();
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
  // The limit counts the sessions of the server's UTC day: a session aged across midnight counts
  // from midnight, so a run in the minute either side of it starts two minutes into the day.
  // That wait (up to 3 minutes) is added to the test's time, which it outlasted (a run at 00:00 UTC).
  const sinceMidnight = Date.now() % 86_400_000;
  if (sinceMidnight < 120_000 || sinceMidnight > 86_340_000) {
    const wait = (86_520_000 - sinceMidnight) % 86_400_000;
    test.setTimeout(test.info().timeout + wait);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  const email = await confirmedPlayer(page, 'session');
  await signInThroughApi(page, email);
  await page.goto('/');
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await setLimit(page, { type: 'session', minutes: 1 });
  // Two minutes of play, through the sessions' test control instead of the clock. The page is
  // not told of a limit set behind it: it finds it used up when it loads again and starts its session.
  await ageSession(page.request, email, 2);
  await page.reload();
  await expect(page.getByRole('dialog').filter({ hasText: /session limit/i })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
});
