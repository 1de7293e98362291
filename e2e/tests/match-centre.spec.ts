import { test, expect, type Locator, type Page } from './fixtures';
import { heldMatchWithVideo } from './feed';
import { confirmedPlayer, signInThroughApi } from './players';
import { DESKTOP, PHONE } from './viewports';

// Watch and bet at once (issue 27): a match page's stream and statistics sit in a match centre
// beside the markets on a desktop and pinned above them on a phone, never instead of them; the
// chat opens over the page. A long list of markets starts with its first blocks open, a block
// collapses, and a player pins a market type to the top of the sport's match pages.

/** The page scrolls sideways by this much (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Whether two boxes overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const x = (await a.boundingBox())!;
  const y = (await b.boundingBox())!;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test.describe('a bettor on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('watches the stream while betting, folds and pins markets', async ({ page }) => {
    const match = await heldMatchWithVideo(page.request);
    const email = await confirmedPlayer(page, 'centre');
    await signInThroughApi(page, email);
    await page.goto(`/football/${match.slug}`);

    // The stream plays beside the markets, both in view.
    const centre = page.getByTestId('match-centre');
    await expect(centre.getByRole('tab', { name: 'Stream' })).toHaveAttribute('aria-selected', 'true');
    const video = page.getByTestId('stream-video');
    await expect(video).toBeVisible();
    const blocks = page.getByTestId('market-block');
    const first = blocks.first();
    await expect(first).toBeInViewport();
    await expect(video).toBeInViewport();
    expect(await overlap(centre, first)).toBe(false);

    // A pick goes to the slip while the stream plays on.
    await first.getByTestId('odds').first().click();
    await expect(page.getByTestId('betslip').getByTestId('betslip-count')).toHaveText('1');
    await expect(video).toBeVisible();

    // A block folds to its title, and stays folded after a reload (the first five of a long
    // list start open, the rest folded: marketLayout.test.ts).
    await expect(first).toHaveAttribute('data-open', 'true');
    const foldedId = await first.getAttribute('data-market-id');
    await first.getByRole('button', { expanded: true }).click();
    await expect(first.getByRole('button', { expanded: false })).toBeFocused();
    await expect(first).toHaveAttribute('data-open', 'false');
    await expect(first.getByTestId('market')).toHaveCount(0);

    // A market type pinned goes to the top, under "Pinned".
    const pinnedId = await blocks.nth(3).getAttribute('data-market-id');
    const pin = blocks.nth(3).getByRole('button', { name: /^Pin .+ to the top$/ });
    const name = (await pin.getAttribute('aria-label'))!;
    await expect(pin).toHaveAttribute('aria-pressed', 'false');
    await pin.click();
    const pinned = page.getByRole('region', { name: 'Pinned' });
    await expect(pinned.getByTestId('market-block')).toHaveCount(1);
    await expect(pinned.getByTestId('market-block')).toHaveAttribute('data-market-id', pinnedId!);
    await expect(pinned.getByRole('button', { name })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // After a reload the pin and the folds are as the player left them.
    await page.reload();
    await expect(blocks.first()).toHaveAttribute('data-market-id', pinnedId!);
    await expect(page.getByRole('region', { name: 'Pinned' }).getByTestId('market-block')).toHaveCount(1);
    const folded = page.locator(`[data-testid="market-block"][data-market-id="${foldedId}"]`);
    await expect(folded).toHaveAttribute('data-open', 'false');
    await folded.getByRole('button', { expanded: false }).click();
    await expect(folded.getByTestId('market').first()).toBeVisible();

    // The chat opens in a side panel over the page; Escape closes it, back on its button.
    const chatButton = centre.getByRole('button', { name: 'Chat' });
    await chatButton.click();
    const chat = page.getByRole('dialog', { name: 'Chat' });
    await expect(chat.getByRole('log', { name: 'Chat messages' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chat).toHaveCount(0);
    await expect(chatButton).toBeFocused();
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  const phone = viewport.width < 780;
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`the match centre sits ${phone ? 'pinned above' : 'beside'} the markets and folds`, async ({ page }) => {
      const match = await heldMatchWithVideo(page.request);
      await page.goto(`/football/${match.slug}`);
      const centre = page.getByTestId('match-centre');
      const body = centre.getByRole('tabpanel');
      await expect(body.getByTestId('stream')).toBeVisible();
      const first = page.getByTestId('market-block').first();
      await expect(first).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      const c = (await centre.boundingBox())!;
      const m = (await first.boundingBox())!;
      if (phone) {
        // Above the markets, and still under the header once the page has scrolled.
        expect(c.y + c.height).toBeLessThanOrEqual(m.y);
        await page.mouse.wheel(0, 700);
        await expect
          .poll(async () => (await centre.boundingBox())!.y)
          .toBe((await page.getByTestId('site-header').boundingBox())!.height);
      } else {
        // Beside the markets (the end side).
        expect(c.x).toBeGreaterThanOrEqual(m.x + m.width);
      }

      // Folded to its bar, and open again.
      const toggle = centre.getByRole('button', { name: 'Match centre' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(body).toHaveCount(0);
      expect((await centre.boundingBox())!.height).toBeLessThan(60);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(centre.getByTestId('stream')).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      // The chat: a sheet from the bottom on a phone, a side panel on a desktop.
      await centre.getByRole('button', { name: 'Chat' }).click();
      const chat = page.getByRole('dialog', { name: 'Chat' });
      await expect(chat).toBeVisible();
      const box = (await chat.boundingBox())!;
      if (phone) expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
      else expect(box.x + box.width).toBeCloseTo(viewport.width, 0);
      await page.keyboard.press('Escape');
      await expect(chat).toHaveCount(0);

      await page.goto(`/ar/football/${match.slug}`);
      await expect(page.getByTestId('market-block').first()).toBeVisible();
      await expect(centre.getByTestId('stream')).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });
  });
}
