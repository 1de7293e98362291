import { test, expect, type BrowserContext, type Page } from './fixtures';
import { confirmedPlayer, signIn } from './players';
import { runClockUntilVisible } from './clock';
import { returningVisitor } from './returning';
import { openOdds, prematchRows } from './slip';
import { PHONE } from './viewports';

// Issue 14, part 7: the page furniture as a first-time visitor meets it (these tests start from an
// empty browser, not the returning visitor the other specs are): the welcoming popup and the
// cookie notice, the offline warning, tracking tags, the reminders (timed with Playwright's
// clock, never a sleep), the progress bar and the error pages. On a phone, where most first visits
// are and the notices have the least room; the progress bar at the project's desktop default.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from now until a cookie of the context expires. */
async function cookieDaysLeft(context: BrowserContext, name: string): Promise<number | undefined> {
  const cookie = (await context.cookies()).find((c) => c.name === name);
  return cookie && (cookie.expires * 1000 - Date.now()) / DAY_MS;
}

/** Runs the page's clock until the welcome shows (in its turn: web/src/core/interruptions.ts), and
 * closes it. */
async function closeWelcome(page: Page) {
  const welcome = page.getByTestId('welcoming-popup');
  await runClockUntilVisible(page, welcome);
  await welcome.getByRole('button', { name: 'Look around' }).click();
  await expect(welcome).toBeHidden();
}

test.describe('a first visit', () => {
  test.use({ viewport: PHONE, storageState: { cookies: [], origins: [] } });

  test('the cookie notice stays until accepted, then never again; the welcome follows it, once', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const notice = page.getByTestId('cookie-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toBeInViewport();
    // One interruption at a time: no welcome over the notice, once the app's parts have come (its
    // notice has taken the painted one's place).
    await expect(page.locator('[data-paint-notice]')).toHaveCount(0);
    await expect(notice).toBeVisible();
    await expect(page.getByTestId('welcoming-popup')).toHaveCount(0);

    // Not handled yet: a reload shows the notice again (it never closes by itself).
    await page.reload();
    await expect(page.getByTestId('match-row').first()).toBeVisible();
    await expect(notice).toBeVisible();

    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toHaveCount(0);
    await closeWelcome(page);
    expect((await context.cookies()).find((c) => c.name === 'sb_consent')?.value).toBe('1');
    const days = await cookieDaysLeft(context, 'sb_consent');
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await page.reload();
    await expect(page.getByTestId('match-row').first()).toBeVisible();
    await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
    await expect(page.getByTestId('welcoming-popup')).toHaveCount(0);
  });

  test('one interruption at a time: no notice covers the slip, and the welcome waits for the visitor to be quiet', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const notice = page.getByTestId('cookie-notice');
    await expect(notice).toBeVisible();
    // A pick while the notice is up: the slip's bar stands below it, in view, and opens.
    await openOdds(prematchRows(page).first()).click();
    const toggle = page.getByTestId('betslip-toggle');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByTestId('betslip-close').click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // From here the page's time moves only as the test runs it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await notice.getByRole('button', { name: 'Accept' }).click();
    // The visitor goes on scrolling the list: no welcome comes while they do.
    const welcome = page.getByTestId('welcoming-popup');
    await page.evaluate(() => scrollTo(0, 0));
    for (let i = 1; i <= 4; i++) {
      await page.mouse.wheel(0, 120);
      // The scroll has reached the page before its clock runs on.
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(i * 120);
      await page.clock.runFor(1_000);
      await expect(welcome).toHaveCount(0);
    }
    // Two seconds without a touch: it comes.
    await page.clock.runFor(2_000);
    await expect(welcome).toBeVisible();
  });

  test('going offline shows the connection warning, coming back hides it', async ({ page, context }) => {
    await page.goto('/#main');
    await expect(page.getByTestId('match-row').first()).toBeVisible();
    const warning = page.getByTestId('offline-warning');
    await expect(warning).toHaveCount(0);
    await context.setOffline(true);
    await expect(warning).toBeVisible();
    await expect(warning).toHaveText('No connection Check your internet connection.');
    await context.setOffline(false);
    await expect(warning).toHaveCount(0);
  });

  test('tracking tags are saved and leave the URL; other parameters and the hash stay', async ({ page }) => {
    await page.goto('/live?ctag=aff-1&page=2&btag=b%207&gclid=G-9&stag=&sortBy=asc#main');
    await expect(page).toHaveURL(/\/live\?page=2&sortBy=asc#main$/);
    const saved = await page.evaluate(() => localStorage.getItem('trackingTags'));
    expect(JSON.parse(saved ?? '{}')).toEqual({ ctag: 'aff-1', btag: 'b 7', gclid: 'G-9' });
    const pushed = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter(
        (e) => e.event === 'tracking_tags',
      ),
    );
    expect(pushed).toEqual([{ event: 'tracking_tags', ctag: 'aff-1', btag: 'b 7', gclid: 'G-9' }]);

    // A later landing adds to them, the newer tag winning.
    await page.goto('/?qtag=q1&ctag=aff-2#main');
    await expect(page).toHaveURL(/\/#main$/);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('trackingTags'))) ?? '{}')).toEqual({
      ctag: 'aff-2',
      btag: 'b 7',
      gclid: 'G-9',
      qtag: 'q1',
    });
  });

  test('the sign-up reminder shows once, after the configured seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.getByTestId('cookie-notice').getByRole('button', { name: 'Accept' }).click();
    await closeWelcome(page);
    const reminder = page.getByTestId('sign-up-reminder');
    // runFor, not fastForward: the page's effects wait for an animation frame of the same clock
    // (Preact), and the reminder's timer starts in one; runFor fires what comes due in order, so the
    // timer starts early in the first half minute and comes due once the configured 60 s are past.
    await page.clock.runFor(30_000);
    await expect(page.getByTestId('match-row').first()).toBeVisible();
    await expect(reminder).toHaveCount(0);
    await page.clock.runFor(31_000);
    await expect(reminder).toBeVisible();
    await expect(reminder).toContainText('Ready to bet?');
    await reminder.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByTestId('sign-up-modal')).toBeVisible();
    await expect(reminder).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('match-row').first()).toBeVisible();
    await page.clock.runFor(120_000);
    await expect(page.getByTestId('match-row').first()).toBeVisible();
    await expect(reminder).toHaveCount(0);
  });

  test('/500 answers 500 with the error page, its image and the way home', async ({ page }) => {
    const response = await page.goto('/500');
    expect(response?.status()).toBe(500);
    const error = page.getByTestId('error-page');
    await expect(error).toContainText('Oops! Sorry, something went wrong. Please come back in a while.');
    await expect(error.getByTestId('error-image')).toBeVisible();
    await error.getByRole('link', { name: 'Go to home page' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByTestId('match-row').first()).toBeVisible();
  });
});

test.describe('signed in', () => {
  // A player who has handled the other notices, but has not been reminded to deposit today.
  test.use({
    viewport: PHONE,
    storageState: async ({ baseURL }, use) => {
      const state = returningVisitor(baseURL!);
      await use({ ...state, cookies: state.cookies.filter((c) => c.name !== 'sb_deposit_reminder') });
    },
  });

  test('an empty account is reminded to deposit after 10 s, then not for a day', async ({ page, context }) => {
    const email = await confirmedPlayer(page, 'deposit-reminder');
    await page.clock.install();
    await page.goto('/');
    await signIn(page, email);
    await expect(page.getByTestId('header-balance')).toContainText('0.00');
    const reminder = page.getByTestId('deposit-reminder');
    // runFor, as for the sign-up reminder: its timer starts in an effect, after a frame.
    await page.clock.runFor(5_000);
    await expect(reminder).toHaveCount(0);
    await page.clock.runFor(5_500);
    await expect(reminder).toBeVisible();
    await expect(reminder).toContainText('Your balance is empty');
    // Written as the reminder shows (an effect after its paint), so read once it is there.
    await expect.poll(() => cookieDaysLeft(context, 'sb_deposit_reminder')).toBeGreaterThan(0.99);
    expect(await cookieDaysLeft(context, 'sb_deposit_reminder')).toBeLessThanOrEqual(1);

    await reminder.getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/profile\/wallet\/deposit$/);
    await expect(reminder).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('header-balance')).toContainText('0.00');
    await page.clock.runFor(30_000);
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await expect(reminder).toHaveCount(0);
  });
});

test('the progress bar runs while a page loads, and stops when it has', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  // The sport page's code is held back, so the page is seen loading.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/SportPage-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const bar = page.locator('[role="progressbar"]');
  await expect(bar).toHaveAttribute('data-active', 'false');
  await page.getByTestId('sport-menu').locator('a[href="/tennis"]').click();
  await expect(bar).toHaveAttribute('data-active', 'true');
  release();
  await expect(page).toHaveURL(/\/tennis$/);
  await expect(bar).toHaveAttribute('data-active', 'false');
});
