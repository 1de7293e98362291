import { test, expect, type Locator, type Page } from './fixtures';
import ar from '../../web/src/i18n/messages/ar.json' with { type: 'json' };
import en from '../../web/src/i18n/messages/en.json' with { type: 'json' };
import { fundedPlayer, giveNames } from './players';

// Issue 12, part 3: the signed-in header (balance, currency switcher, deposit, profile menu) keeps
// to one 56 px row without sideways scrolling, on a phone and a desktop, left to right and right
// to left, whatever the length of the player's name (issue 27).

const LOCALES = [
  { path: '', messages: en },
  { path: '/ar', messages: ar },
] as const;

/** The control's box lies inside the header row and inside the viewport's width. */
async function expectInRow(control: Locator, header: { y: number; height: number }, width: number) {
  await expect(control).toBeVisible();
  const box = (await control.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y);
  expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const width of [360, 1280] as const) {
  test(`the signed-in header is one row without sideways scrolling at ${width} px, in en and ar`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    // Four digits and cents: the longest balance a phone shows in full.
    await fundedPlayer(page, 'layout-header', 1234.56);
    // A long name: the profile button gives way, the row does not.
    await giveNames(page.request, 'Maximiliana-Alexandra', 'Wolfeschlegelsteinhausenbergerdorff');
    for (const { path, messages } of LOCALES) {
      await page.goto(`${path}/`);
      await expect(page.getByTestId('match-row').first()).toBeVisible();
      const header = page.getByTestId('site-header');
      const row = (await header.boundingBox())!;
      expect(row.height).toBeLessThanOrEqual(56);

      const balance = header.getByTestId('header-balance');
      await expect(balance).toContainText('1,234.56');
      await expectInRow(balance, row, width);
      // The amount is not cut off inside its box.
      expect(await balance.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
      await expectInRow(header.getByRole('combobox', { name: messages['wallet.switcher'] }), row, width);
      // On a phone an icon button, named for screen readers all the same.
      await expectInRow(header.getByRole('button', { name: messages['header.deposit'] }), row, width);
      await expectInRow(header.getByRole('button', { name: messages['header.profile-menu'] }), row, width);
      const brand = header.getByRole('link', { name: messages['app.name'] });
      await expectInRow(brand, row, width);
      // The brand shows whole (its mark on a phone), never a name cut down to an ellipsis.
      expect((await brand.boundingBox())!.width).toBeGreaterThanOrEqual(24);
      expect(await brand.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
      if (width === 1280) {
        // The operator's logo at its full size: the long name gives way, not the brand.
        const logo = brand.locator('img');
        const shown = await logo.evaluate((img: HTMLImageElement) => {
          const box = img.getBoundingClientRect();
          return { width: box.width, full: (img.naturalWidth * box.height) / img.naturalHeight };
        });
        expect(shown.width).toBeGreaterThanOrEqual(shown.full - 1);
      }

      expect(await horizontalOverflow(page)).toBe(0);
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      expect(await page.evaluate(() => window.scrollX)).toBe(0);
    }
  });
}

// Issue 15: the main links (Live, E-sports, the operator's header links and the jackpot card) stay
// inside their row: in the phone's menu panel they wrap onto another line, in Arabic's longer
// words too, rather than run past the screen and scroll the page sideways.
for (const width of [360, 1280] as const) {
  test(`the main links stay inside their row at ${width} px, in en and ar`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    for (const { path, messages } of LOCALES) {
      await page.goto(`${path}/`);
      await expect(page.getByTestId('match-row').first()).toBeVisible();
      const menuButton = page.getByTestId('menu-button');
      if (width < 1280) {
        await menuButton.click();
        await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      } else await expect(menuButton).toBeHidden();
      const nav = page.getByRole('navigation', { name: messages['nav.main'] });
      const links = nav.getByRole('link');
      await expect(links.filter({ hasText: messages['nav.live'] })).toBeVisible();
      // The jackpot card of the header-links zone, the widest of them, is in the row too.
      await expect(nav.getByTestId('jackpot-card')).toBeVisible();
      expect(await nav.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
      const row = (await nav.boundingBox())!;
      for (const link of await links.all()) {
        const box = (await link.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(Math.floor(row.x));
        expect(box.x + box.width).toBeLessThanOrEqual(Math.ceil(row.x + row.width));
      }
      expect(await horizontalOverflow(page)).toBe(0);
    }
  });
}
