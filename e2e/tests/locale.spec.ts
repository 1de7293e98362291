import { test, expect, type APIRequestContext } from './fixtures';
import fr from '../../web/src/i18n/messages/fr.json' with { type: 'json' };
import frNames from '../../internal/cataloguei18n/tables/fr.json' with { type: 'json' };
import arNames from '../../internal/cataloguei18n/tables/ar.json' with { type: 'json' };
import { chooseSetting } from './header';
import { DESKTOP } from './viewports';

test('/fr shows French strings and French links', async ({ page }) => {
  const res = await page.goto('/fr');
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const live = (fr as Record<string, string>)['nav.live'];
  expect(live).toBeTruthy();
  await expect(page.getByRole('link', { name: live }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: live }).first()).toHaveAttribute('href', /^\/fr\/live/);
});

test('/ar renders right to left', async ({ page }) => {
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The sport menu starts on the right in a right-to-left layout.
  const menu = page.getByRole('navigation', { name: /./ }).first();
  await expect(menu).toBeVisible();
});

// English comes in two parts (vite.config.ts): the messages the first screen names ship with it,
// the others in a chunk of their own, which every part loaded later waits for (core/connection).
test('English: the first screen does not wait for the later messages; the sign-in dialog does', async ({ page }) => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/en-[\w-]{8}\.js$/, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Live/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  // The dialog's code is there (asked for now, or earlier), the later messages are not: no dialog.
  const dialogCodeLoaded = () =>
    page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/AuthModals-[^/]+\.js$/.test(e.name)));
  await expect.poll(dialogCodeLoaded).toBe(true);
  await expect.poll(() => asked).toBe(true);
  // Two frames later, time for a dialog to render whose code had nothing more to wait for.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const dialog = page.getByTestId('sign-in-modal');
  await expect(dialog).toHaveCount(0);
  release();
  await expect(dialog.getByLabel('Email')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('the server renders canonical and alternate-language links', async ({ request }) => {
  const html = await (await request.get('/fr/football')).text();
  expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/fr\/football"/);
  expect(html).toMatch(/hreflang="x-default" href="http[^"]+\/football"/);
  expect(html).toMatch(/hreflang="de" href="http[^"]+\/de\/football"/);
});

// The catalogue's names come from the API in the page's language (internal/cataloguei18n): the
// expected names are read from the same tables. At a desktop's width, where the language is chosen
// in the header's row (slip-language.spec chooses it in a phone's menu).
const names = { fr: frNames, ar: arNames } as Record<'fr' | 'ar', Record<string, string>>;

async function footballMatch(request: APIRequestContext): Promise<{ slug: string; category: string; league: string }> {
  const res = await request.get('/api/sportsbook/matches?sport_key=football&match_status=0&type=match&limit=1');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { slug: string; category: { name: string }; league: { name: string } }[] };
  const m = body.data[0];
  if (!m) throw new Error('no prematch football match');
  return { slug: m.slug, category: m.category.name, league: m.league.name };
}

test.describe('catalogue names', () => {
  test.use({ viewport: DESKTOP });

  for (const lang of ['fr', 'ar'] as const) {
    const t = names[lang];
    test(`/${lang} shows sport, country, league and market names in its language`, async ({ page, request }) => {
      const match = await footballMatch(request);
      await page.goto(`/${lang}`);
      for (const [key, name] of [['ice-hockey', 'Ice Hockey'], ['table-tennis', 'Table Tennis']] as const)
        await expect(page.locator(`a[href="/${lang}/${key}"]`).first()).toContainText(t[name] ?? '');
      await expect(page.getByText('Ice Hockey', { exact: true })).toHaveCount(0);

      await page.goto(`/${lang}/football/${match.slug}`);
      await expect(page.getByRole('link', { name: t[match.category], exact: true }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: t[match.league], exact: true }).first()).toBeVisible();
      await expect(page.getByText(t['Both teams to score'] ?? '', { exact: true }).first()).toBeVisible();
      await expect(page.getByText('Both teams to score', { exact: true })).toHaveCount(0);
    });
  }

  test('changing the language asks the catalogue again, in the new language', async ({ page }) => {
    await page.goto('/ice-hockey');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ice Hockey');
    await chooseSetting(page, 'language', 'fr');
    await expect(page).toHaveURL(/\/fr\/ice-hockey$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(frNames['Ice Hockey']);
  });
});
