import { test, expect, type Page } from './fixtures';
import { takeOverListedPrematchMatches } from './feed';
import { WIDTHS, expectLabelsFit } from './lists-helpers';
import { chooseSetting } from './header';

// Market labels are never cut off: the line and the side stay readable in list rows, on the match
// page (handicaps with long team names), with the bet slip open beside the markets on a desktop,
// in American odds (the widest prices), and in the bet builder.

/** A prematch football match's page, held by the test so that its prices stay as they are. */
async function footballMatchPage(page: Page): Promise<string> {
  await page.goto('/football');
  const [row] = await takeOverListedPrematchMatches(page, 1);
  const href = (await row.getByRole('link').first().getAttribute('href')) ?? '';
  await page.goto(href);
  await expect(page.getByTestId('market-block').first()).toBeVisible();
  return href;
}

for (const size of WIDTHS) {
  test.describe(size.name, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('labels in list rows fit, in decimal and american odds', async ({ page }) => {
      for (const path of ['/', '/live', '/tennis', '/basketball']) {
        await page.goto(path);
        await expect(page.getByTestId('match-row').first()).toBeVisible();
        await expectLabelsFit(page, path);
      }
      await chooseSetting(page, 'odds-format', 'american');
      await expect(page.getByTestId('odds').first()).toHaveText(/^[+-]\d+$/);
      await expectLabelsFit(page, '/basketball american');
    });

    test("a live row's stage is whole in French, whose halves are words ('2e mi-temps')", async ({ page }) => {
      await page.goto('/fr/live');
      // The stage beside a running clock (features/match MatchClock).
      const stages = page.locator('[data-testid="match-row"][data-live="true"] span:has(> [data-testid="clock"]) > span');
      await expect(stages.first()).toBeVisible();
      const cut = await stages.evaluateAll((els) =>
        els.filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1).map((e) => e.textContent),
      );
      expect(cut).toEqual([]);
    });

    test('labels on the match page fit, also with the slip open, and in the bet builder', async ({ page }) => {
      const href = await footballMatchPage(page);
      // Handicap lines name the team and its line: both must show.
      const handicap = page
        .getByTestId('market-block')
        .filter({ has: page.getByRole('heading', { name: 'Handicap', exact: true }) });
      await expect(handicap.getByTestId('odds-label').first()).toContainText(/\([+-]?\d/);
      await expectLabelsFit(page, `${href} decimal`);

      await chooseSetting(page, 'odds-format', 'american');
      await expect(page.getByTestId('odds').first()).toHaveText(/^[+-]\d+$/);
      await page.getByTestId('market').first().locator('button[aria-pressed]').first().click();
      // The pick is in the slip: open beside the markets on a desktop, counted in its bar on a phone.
      await expect(page.getByTestId('betslip').getByTestId('betslip-count')).toHaveText('1');
      await expectLabelsFit(page, `${href} american, slip open`);

      await page.getByRole('tab', { name: 'Bet builder' }).click();
      await expect(page.getByTestId('bet-builder').getByTestId('market-block').first()).toBeVisible();
      await expectLabelsFit(page, `${href} bet builder`);
    });
  });
}
