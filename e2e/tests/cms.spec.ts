import { expect, test, type Page } from './fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { changeContent, replaceFile } from './content-folder';
import { confirmedPlayer, signIn } from './players';
import { DESKTOP } from './viewports';

// CMS pages (README 'Content folder', pages/): the information pages and the demo's custom path
// /world-cup, which shows every one of the 25 block kinds, render from the content folder; blocks
// restricted to signed-in players or to visitors follow the sign-in; a changed page file shows
// after a reload (the server checks the folder every 2 seconds, content.spec's pattern). At a
// desktop's width, where the footer's links and the long pages are read.

const KINDS = [
  'label', 'text', 'image', 'button', 'modal', 'pageBanner', 'iframe', 'eventMarkets', 'eventStats',
  'liveEvents', 'outrights', 'prematchEvents', 'promocode', 'resultEvents', 'results', 'schedule',
  'topEvents', 'topLeagues', 'tournaments', 'bonuses', 'jackpotBanner', 'jackpotLeaderboard',
  'speedDial', 'favorites', 'prediction',
];

/** The kinds of the blocks the page shows, in order. */
async function shownKinds(page: Page): Promise<string[]> {
  return page.getByTestId('cms-block').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind') ?? ''));
}

test.use({ viewport: DESKTOP });

test('the information pages render, in English and in French, linked from the footer', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByTestId('site-footer');
  await footer.getByRole('link', { name: 'General rules' }).click();
  await expect(page).toHaveURL(/\/general-rules$/);
  await expect(page.getByRole('heading', { name: 'General rules', level: 1 })).toBeVisible();
  await expect(page.getByTestId('cms-page')).toContainText('settled on the official result');
  await expect(page).toHaveTitle('General rules – Sportsbook');

  const res = await page.goto('/fr/about');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'À propos de nous', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir les matchs du jour' })).toHaveAttribute('href', '/fr/schedule');

  // The help centre's button opens its modal; the terms page has the compact footer.
  await page.goto('/help-center');
  await page.getByRole('button', { name: 'Contact us' }).click();
  const modal = page.getByTestId('cms-modal-contact');
  await expect(modal.getByRole('link', { name: 'support@sportsbook.example' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { name: 'Terms and conditions', level: 1 })).toBeVisible();
  await expect(page.getByTestId('site-footer')).toHaveAttribute('data-compact', 'true');
  await expect(page.getByTestId('licence')).toBeVisible();
});

test('the custom path shows every block kind; sign-in swaps the restricted blocks', async ({ page }) => {
  const res = await page.goto('/world-cup');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'World Cup betting', level: 1 })).toBeVisible();
  await expect(page.getByTestId('page-banner').getByRole('img', { name: 'A football pitch seen from above' })).toBeVisible();
  expect(new Set(await shownKinds(page))).toEqual(
    new Set(KINDS.filter((k) => !['favorites', 'promocode', 'bonuses'].includes(k))),
  );
  // A visitor sees the visitors' line and none of the players' blocks.
  await expect(page.locator('[data-block-id="visitor-favourites"]')).toContainText('Sign in to follow');
  await expect(page.locator('[data-block-id="player-favourites"]')).toHaveCount(0);
  // The iframe is sandboxed, titled and https.
  const frame = page.locator('[data-kind="iframe"] iframe');
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(frame).toHaveAttribute('title', 'Where to watch in London');
  await expect(frame).toHaveAttribute('src', /^https:\/\//);
  // The campaign's button opens its modal.
  await page.getByRole('button', { name: 'Campaign rules' }).click();
  await expect(page.getByTestId('cms-modal-rules')).toContainText('One promo code per player');
  await page.keyboard.press('Escape');

  const email = await confirmedPlayer(page, 'cms');
  await page.goto('/world-cup');
  await signIn(page, email);
  await expect(page.getByTestId('profile-menu-button')).toBeVisible();
  await expect(page.locator('[data-block-id="player-favourites"]')).toBeVisible();
  await expect(page.locator('[data-block-id="promo"]').getByRole('textbox')).toBeVisible();
  await expect(page.locator('[data-block-id="visitor-favourites"]')).toHaveCount(0);
  // Not in the VIP group: its block stays hidden.
  await expect(page.locator('[data-block-id="vip-only"]')).toHaveCount(0);
  expect(new Set(await shownKinds(page))).toEqual(new Set(KINDS));
});

test('the speed dial draws each page’s icon; in Arabic the English the page falls back to reads left to right', async ({
  page,
}) => {
  // /world-cup is written in English, French and German: on /ar English stands in.
  await page.goto('/ar/world-cup');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const heading = page.getByRole('heading', { name: 'World Cup betting', level: 1 });
  await expect(heading).toHaveAttribute('lang', 'en');
  await expect(heading).toHaveAttribute('dir', 'ltr');
  expect(await heading.evaluate((e) => getComputedStyle(e).direction)).toBe('ltr');
  await expect(
    page.locator('[data-kind="text"] [lang="en"][dir="ltr"]').filter({ hasText: 'Back your team all tournament long.' }),
  ).toBeVisible();

  const dial = page.locator('[data-kind="speedDial"]');
  const links = dial.getByRole('link');
  await expect(links.filter({ hasText: 'Live' })).toHaveText('Live');
  await expect(links.filter({ hasText: 'Live' }).locator('span')).toHaveAttribute('lang', 'en');
  // Every page it links to has a drawing in the sprites: an icon each, no letters.
  await expect(links.locator('svg')).toHaveCount(5);
  expect(await links.locator('svg').evaluateAll((els) => els.map((e) => e.getAttribute('data-icon')))).toEqual([
    'icon-live',
    'sport-football',
    'icon-schedule',
    'icon-results',
    'icon-help-center',
  ]);
  expect(await links.allTextContents()).toEqual(['Live', 'Football', 'Schedule', 'Results', 'Help']);

  // In the page's own language nothing is marked.
  await page.goto('/world-cup');
  await expect(page.getByRole('heading', { name: 'World Cup betting', level: 1 })).not.toHaveAttribute('lang', /./);
});

test("the page's colours follow the theme: its gold reads on the dark background, a darker gold on the light", async ({
  page,
}) => {
  // A visitor's first theme is their system's.
  for (const [colorScheme, gold] of [
    ['dark', 'rgb(245, 197, 24)'],
    ['light', 'rgb(138, 90, 0)'],
  ] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/world-cup');
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    await expect(page.locator('[data-kind="text"] a[href="/general-rules"]')).toHaveCSS('color', gold);
  }
});

test('/init-sportsbook applies its settings and moves on to a page of this site only', async ({ page }) => {
  await page.goto('/init-sportsbook?locale=fr&oddsType=american&redirect=/live');
  await expect(page).toHaveURL(/\/fr\/live$/);
  await expect(page.getByTestId('odds-format')).toHaveValue('american');
  await page.goto('/init-sportsbook?redirect=//evil.example/x');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('a changed page shows after a reload', async ({ page, server }) => {
  const about = join(server.contentDir, 'pages', 'about.yaml');
  const original = readFileSync(about, 'utf8');
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About us', level: 1 })).toBeVisible();
  try {
    await changeContent(page, () =>
      replaceFile(about, original.replace('{en: About us, fr: À propos de nous', '{en: Who we are, fr: Qui sommes-nous')),
    );
    await expect(page.getByRole('heading', { name: 'Who we are', level: 1 })).toBeVisible();
  } finally {
    await changeContent(page, () => replaceFile(about, original));
  }
  await expect(page.getByRole('heading', { name: 'About us', level: 1 })).toBeVisible();
});
