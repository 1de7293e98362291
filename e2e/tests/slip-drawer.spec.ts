import { test, expect, type Page } from './fixtures';
import { openOdds, openSlip, pickKeepingSlipClosed, prematchRows } from './slip';

// On a tablet (780 to 1279 px) the layout has no column for the slip: opened, it is a drawer of
// the screen's height at the inline end, over a backdrop, a dialog that keeps Tab inside; the
// backdrop, its close button and Escape close it. In Arabic it opens from the left.

const tablet = { width: 1024, height: 768 };

/** The open drawer spans the screen's height at the given edge (once it has slid in). */
async function expectDrawerAt(page: Page, edge: 'right' | 'left') {
  await expect
    .poll(async () => {
      const box = await page.getByTestId('betslip').boundingBox();
      return box && { top: box.y, height: box.height, edge: edge === 'right' ? box.x + box.width : box.x };
    })
    .toEqual({ top: 0, height: tablet.height, edge: edge === 'right' ? tablet.width : 0 });
}

test.describe('at 1024 px', () => {
  test.use({ viewport: tablet });

  test('the slip is a side drawer: backdrop, close and Escape close it, Tab stays inside', async ({ page }) => {
    await page.goto('/');
    const slip = await pickKeepingSlipClosed(page);
    const toggle = slip.getByTestId('betslip-toggle');

    await openSlip(page);
    await expect(page.getByRole('dialog', { name: 'Bet slip' })).toBeVisible();
    await expectDrawerAt(page, 'right');
    // The slide-in has ended once the drawer sits at the edge; Tab goes round inside it.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await slip.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(page.getByTestId('betslip-backdrop')).toHaveCount(0);

    await openSlip(page);
    await page.getByTestId('betslip-backdrop').click({ position: { x: 20, y: 300 } });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await openSlip(page);
    await slip.getByTestId('betslip-close').click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(slip.getByTestId('betslip-count')).toHaveText('1');
  });

  test('in Arabic the drawer opens at the inline end, the left', async ({ page }) => {
    await page.goto('/ar');
    await openOdds(prematchRows(page).first()).click();
    await openSlip(page);
    await expect(page.getByTestId('betslip')).toHaveAttribute('role', 'dialog');
    await expectDrawerAt(page, 'left');
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the slip has its column: no backdrop, not a dialog, the page stays usable', async ({ page }) => {
    await page.goto('/');
    await openOdds(prematchRows(page).first()).click();
    const slip = await openSlip(page);
    await expect(slip.getByTestId('betslip-selection')).toHaveCount(1);
    await expect(page.getByTestId('betslip-backdrop')).toBeHidden();
    await expect(slip).not.toHaveAttribute('role', 'dialog');
    await page.keyboard.press('Escape');
    await expect(slip.getByTestId('betslip-toggle')).toHaveAttribute('aria-expanded', 'true');
  });
});
