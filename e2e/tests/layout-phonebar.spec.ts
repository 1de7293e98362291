import { test, expect, type Page } from './fixtures';
import { heldMatchWithVideo, takeOverListedLiveMatch } from './feed';
import { confirmedPlayer, password, signIn } from './players';
import { DESKTOP, PHONE } from './viewports';

// Issue 27 item 5: below 780 px a bar at the bottom of the screen (Home, Live with its count, Bet
// slip with its count, My bets, Menu), which the page's end and the slip's bar keep clear of; no
// tab cut off on a match page at 360 px. At 1280 px there is no bar.

/** Every tab of the page's tab rows lies within the screen's width, or its row scrolls sideways
 * to it. Returns the rows' names with the tabs they hold past the edge. */
async function tabsPastTheEdge(page: Page): Promise<string[]> {
  return page.getByRole('tablist').evaluateAll((lists) =>
    lists.flatMap((list) => {
      const scrolls =
        ['auto', 'scroll'].includes(getComputedStyle(list).overflowX) && list.scrollWidth > list.clientWidth;
      const past = [...list.querySelectorAll('[role="tab"]')].filter((tab) => {
        const box = tab.getBoundingClientRect();
        return box.left < 0 || box.right > document.documentElement.clientWidth;
      });
      return past.length > 0 && !scrolls
        ? [`${list.getAttribute('aria-label')}: ${past.map((t) => t.textContent).join(', ')}`]
        : [];
    }),
  );
}

for (const viewport of [PHONE, DESKTOP]) {
  const phone = viewport.width < 780;
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`the phone bar ${phone ? 'shows' : 'does not show'}; no tab of a match page is cut off`, async ({ page }) => {
      const match = await heldMatchWithVideo(page.request);
      await page.goto('/');
      // The bar comes with the footer zone's row, after the first screen.
      await expect(page.getByTestId('nav-footer')).toBeVisible();
      const bar = page.getByTestId('phone-bar');
      if (phone) {
        await expect(bar).toHaveAccessibleName('Sections');
        await expect(bar.getByRole('link')).toHaveText(['Home', /^Live\d+$/, 'My bets']);
        await expect(bar.getByRole('button')).toHaveText(['Bet slip', 'Menu']);
        await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
        // At the bottom of the screen; scrolled to its end, the page ends above it.
        const box = (await bar.boundingBox())!;
        expect(box.y + box.height).toBe(viewport.height);
        const gap = await page.evaluate(() => {
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
          const footer = document.querySelector('[data-testid="site-footer"]')!.getBoundingClientRect();
          return document.querySelector('[data-testid="phone-bar"]')!.getBoundingClientRect().top - footer.bottom;
        });
        // (Less a fraction of a pixel: the footer's box ends between device pixels.)
        expect(gap).toBeGreaterThanOrEqual(-0.5);
      } else {
        await expect(bar).toBeAttached();
        await expect(bar).toBeHidden();
      }

      await page.goto(`/football/${match.slug}`);
      const sections = page.getByRole('tablist', { name: 'Match sections' });
      await expect(sections.getByRole('tab')).toHaveText(['Statistics', 'Stream']);
      const chat = page.getByTestId('match-centre').getByRole('button', { name: 'Chat' });
      // The centre's sections and the chat's button are all in view, not only reachable by
      // scrolling the row.
      for (const tab of [...(await sections.getByRole('tab').all()), chat]) {
        const box = (await tab.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
      await expect(page.getByRole('tablist', { name: 'Market groups' }).getByRole('tab').first()).toBeVisible();
      expect(await tabsPastTheEdge(page)).toEqual([]);
    });
  });
}

test.describe('the painted page, before any script', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("keeps the phone bar's room from the first paint", async ({ page }) => {
    await page.goto('/live');
    const app = page.locator('#root > [data-painted]');
    await expect(app.getByTestId('match-row').first()).toBeVisible();
    // The page's end clears the bar's box (drawn by the shell), so nothing moves when it comes.
    expect(await app.evaluate((el) => getComputedStyle(el).paddingBlockEnd)).toBe('56px');
    expect(await app.evaluate((el) => getComputedStyle(el, '::after').blockSize)).toBe('56px');
  });
});

test.describe('a bettor on a phone', () => {
  test.use({ viewport: PHONE });

  test('signs in from My bets, goes live, picks, opens the slip and the menu from the bar', async ({ page }) => {
    const email = await confirmedPlayer(page, 'phone-bar');
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Sections' });

    // A visitor's My bets asks to sign in, then shows the bets.
    await signIn(page, email, password, bar.getByRole('link', { name: 'My bets' }));
    await expect(page.getByRole('heading', { name: 'My bets', level: 1 })).toBeVisible();
    await expect(page.getByTestId('profile-menu-button')).toBeVisible();
    await expect(bar.getByRole('link', { name: 'My bets' })).toHaveAttribute('aria-current', 'page');

    // Live, with the header's count of live matches.
    const live = bar.getByRole('link', { name: /^Live/ });
    await live.click();
    await expect(page).toHaveURL(/\/live$/);
    await expect(live).toHaveAttribute('aria-current', 'page');
    const count = live.getByTestId('phone-bar-count');
    await expect(count).toHaveText(/^[1-9]\d*$/);
    await expect
      .poll(async () => (await count.textContent()) === (await page.getByTestId('live-count').textContent()))
      .toBe(true);

    // A pick: the tab counts it, and the slip's bar stands on the phone's.
    const { button } = await takeOverListedLiveMatch(page, 2500);
    await button.click();
    const slipTab = bar.getByRole('button', { name: /^Bet slip/ });
    await expect(slipTab.getByTestId('phone-bar-count')).toHaveText('1');
    const slipBar = page.getByTestId('betslip-toggle');
    await expect(slipBar).toHaveAttribute('aria-expanded', 'false');
    const [slipBox, barBox] = [(await slipBar.boundingBox())!, (await bar.boundingBox())!];
    expect(Math.abs(slipBox.y + slipBox.height - barBox.y)).toBeLessThanOrEqual(1);

    // The tab opens the slip's sheet with the pick; Escape closes it and the focus comes back.
    await slipTab.click();
    const slip = page.getByRole('dialog', { name: 'Bet slip' });
    await expect(slip.getByTestId('betslip-selection')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(slip).toBeHidden();
    await expect(slipTab).toBeFocused();

    // Menu opens the header's panel, with the focus in it; Escape closes it.
    const menu = bar.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('menu-button')).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('navigation', { name: 'Main' });
    await expect(panel.getByRole('link', { name: /^Live/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menu).toBeFocused();
  });
});
