import { test, expect, type Locator, type Page } from './fixtures';
import { finishMatch, takeOverListedPrematchMatches } from './feed';
import { fundedPlayer } from './players';
import { openOdds, openSlip } from './slip';
import { PHONE } from './viewports';

// Issue 14, part 2: the notification bell. A new player's deposit is in their inbox; a bet they
// place on a prematch match the test holds is settled through the feed's control, and the bell's
// count rises without a reload; the list shows the settled bet, and "mark all as read" brings the
// count down to nothing.

/** The unread count the bell shows: its badge, none for zero. */
async function unread(page: Page): Promise<number> {
  const badge = page.getByTestId('notification-bell').getByTestId('notification-count');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.textContent());
}

/** Opens the notification panel from the bell and runs act in it. A bonus alert of the new
 * player's that stands in the way is dismissed first (players.ts); none opens over the panel, which
 * is a dialog (BonusAlerts waits for dialogs to close). */
async function withPanel(page: Page, act: (panel: Locator) => Promise<void>): Promise<void> {
  await page.getByTestId('notification-bell').click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await act(panel);
}

/** On a phone the toasts show at the top, over the bell, for five seconds: one in the way is
 * closed, as a player would, rather than waited out. */
async function closeToastsInTheWay(page: Page): Promise<void> {
  const toasts = page.getByTestId('toast');
  await page.addLocatorHandler(toasts.first(), async () => {
    // A toast that goes on its own before its click is no failure.
    while ((await toasts.count()) > 0)
      await toasts.first().getByRole('button', { name: 'Close' }).click({ timeout: 1_000 }).catch(() => {});
  });
}

// On a phone, where the slip is a sheet the player closes to reach the bell.
test.use({ viewport: PHONE });

test('the bell counts a settled bet live and falls on read', async ({ page }) => {
  await fundedPlayer(page, 'notify', 50);
  await closeToastsInTheWay(page);
  const bell = page.getByTestId('notification-bell');
  // The deposit (and the sign-up bonuses) are unread already.
  await expect.poll(() => unread(page)).toBeGreaterThan(0);
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);

  await withPanel(page, async (panel) => {
    await expect(panel).toBeFocused();
    await expect(
      panel
        .getByTestId('notification')
        .filter({ hasText: 'Deposit received' })
        .filter({ hasText: '€50.00 was added to your balance.' }),
    ).toBeVisible();
  });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toHaveCount(0);
  await expect(bell).toBeFocused();

  // A single of €10 on a prematch match the test holds, settled when the test finishes it.
  await page.goto('/football');
  const [row] = await takeOverListedPrematchMatches(page, 1);
  const matchId = Number(await row!.getAttribute('data-match-id'));
  await openOdds(row!).click();
  const slip = await openSlip(page);
  await slip.getByTestId('betslip-stake').fill('10');
  await slip.getByTestId('place-bet').click();
  await expect(slip.getByTestId('betslip-receipt')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText('40.00');
  await slip.getByTestId('betslip-toggle').click();

  const before = await unread(page);
  await finishMatch(page.request, matchId);
  // Live: the count rises on the realtime push, with no reload.
  await expect.poll(() => unread(page)).toBe(before + 1);

  await withPanel(page, async (panel) => {
    const settled = panel.getByTestId('notification').first();
    await expect(settled).toHaveAttribute('data-unread', 'true');
    await expect(settled).toContainText(/Bet (won|lost)/);
    await expect(settled).toContainText(/Your bet (on .+ won €\d+\.\d\d|of €10\.00 on .+ lost)\./);
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(panel.locator('[data-unread="true"]')).toHaveCount(0);
  });
  await expect(bell.getByTestId('notification-count')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications');

  // Read stays read: after a reload the bell counts nothing.
  await page.reload();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');
});
