import { test, expect, type Locator, type Page } from './fixtures';
import { takeOverListedPrematchMatches } from './feed';
import { openSlip } from './slip';
import { PHONE } from './viewports';

// The slip follows the page's language: picks made in English read, after a switch to French
// through the header's language control, in the French names the match page shows. The names
// are read from the page, never written here: the server's catalogue tables decide them. On a
// phone, where the slip is a sheet over the page and the language is chosen in the header's menu.

test.use({ viewport: PHONE });

/** Chooses a language with the header's control, which on a phone is in the header's menu. */
async function chooseLanguage(page: Page, locale: string): Promise<void> {
  const language = page.getByTestId('language');
  await expect(language).toBeHidden();
  await page.getByTestId('menu-button').click();
  await language.selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** The slip's selections' market and outcome names, in order; the slip's sheet is closed again
 * after, as it covers the page, so that the page stays usable. */
async function slipNames(page: Page): Promise<{ markets: Locator; outcomes: Locator; close: () => Promise<void> }> {
  const slip = await openSlip(page);
  return {
    markets: slip.getByTestId('betslip-market-name'),
    outcomes: slip.getByTestId('betslip-outcome-name'),
    close: async () => {
      await slip.getByTestId('betslip-toggle').click();
    },
  };
}

test("after a switch to French the slip reads its picks' market and outcome names in French", async ({
  page,
}) => {
  await page.goto('/');
  // Held, so that the picked prices stay open while the test reads them.
  const rows = await takeOverListedPrematchMatches(page, 2);
  const ids: string[] = [];
  for (const row of rows) {
    ids.push((await row.getAttribute('data-match-id')) ?? '');
    const main = row.getByTestId('row-market').first().locator('button[aria-pressed]');
    // The draw where there is one: its name is the catalogue's, where a team's stays as it is.
    await main.nth((await main.count()) === 3 ? 1 : 0).click();
  }
  await expect(page.getByTestId('betslip-count')).toHaveText('2');
  const before = await slipNames(page);
  await expect(before.markets).toHaveCount(2);
  const english = [...(await before.markets.allTextContents()), ...(await before.outcomes.allTextContents())];
  await before.close();

  await chooseLanguage(page, 'fr');
  await expect(page).toHaveURL(/\/fr\/?$/);
  const french: string[][] = [];
  for (const [i, id] of ids.entries()) {
    // To the match page without a reload (a reload rebuilds the slip another way).
    await page.locator(`[data-testid="match-row"][data-match-id="${id}"] a`).first().click();
    await expect(page).toHaveURL(/\/fr\/[^/]+\/[^/]+$/);
    const block = page.getByTestId('market-block').filter({ has: page.locator('button[aria-pressed="true"]') });
    await expect(block).toHaveCount(1);
    const market = (await block.locator('h2').textContent()) ?? '';
    const outcome = (await block.locator('button[aria-pressed="true"]').getAttribute('title')) ?? '';
    french.push([market, outcome]);
    const after = await slipNames(page);
    await expect(after.markets.nth(i)).toHaveText(market);
    await expect(after.outcomes.nth(i)).toHaveText(outcome);
    await after.close();
    await page.goBack();
    await expect(page).toHaveURL(/\/fr\/?$/);
  }
  // The names did change language (which of them depends on the sports listed first).
  expect([...french.map(([m]) => m), ...french.map(([, o]) => o)]).not.toEqual(english);
});
