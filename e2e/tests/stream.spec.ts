import { test, expect, type Page } from './fixtures';
import { heldMatchWithVideo, liveFootball } from './feed';
import { confirmedPlayer, signIn, signInThroughApi } from './players';
import { DESKTOP } from './viewports';

// The match centre's stream plays the demo stream the server ships (DEMO_STREAM, as `make run`):
// a visitor is asked to sign in, signs in from the tab, and the <video> really plays, through the
// browser's own HLS (Debian's Chromium has it) and through hls.js where the browser has none. A
// match without video has no stream tab. At a desktop's width (statistics.spec has the match page's
// tabs on a phone).

/** Waits until the stream's video really plays: frames decoded and its clock running. */
async function expectPlaying(page: Page): Promise<void> {
  const video = page.getByTestId('stream-video');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(2);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.5);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.paused, v.error])).toEqual([true, false, null]);
}

test.use({ viewport: DESKTOP });

test('play the demo stream', async ({ page }) => {
  const match = await heldMatchWithVideo(page.request);
  const email = await confirmedPlayer(page, 'stream');
  await page.goto(`/football/${match.slug}`);

  // A live match with video opens its match centre on the stream; the centre's sections are tabs,
  // which the arrow keys move between.
  const sections = page.getByRole('tablist', { name: 'Match sections' });
  const tab = sections.getByRole('tab', { name: 'Stream' });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await tab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(sections.getByRole('tab', { name: 'Statistics' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toBeFocused();

  // A visitor is asked to sign in, in the box the video will fill.
  const panel = page.getByTestId('stream');
  await expect(panel).toHaveAttribute('data-view', 'signIn');
  await expect(panel.getByRole('status')).toContainText('Sign in to watch the live stream.');
  const box = panel.locator('#stream-box');
  const before = await box.boundingBox();
  expect(before!.width / before!.height).toBeCloseTo(16 / 9, 1);
  await signIn(page, email, undefined, panel.getByRole('button', { name: 'Sign in' }));

  await expectPlaying(page);
  // The browser's own HLS: the element loads the playlist itself.
  await expect(page.getByTestId('stream-video')).toHaveAttribute('src', '/demo-stream/index.m3u8');
  expect(await box.boundingBox()).toEqual(before);

  // Hidden, it stays hidden after a reload (the "video streaming" choice); shown, it plays again.
  await panel.getByRole('button', { name: 'Hide stream' }).click();
  await expect(page.getByTestId('stream-video')).toHaveCount(0);
  await page.reload();
  await page.getByRole('tab', { name: 'Stream' }).click();
  const show = page.getByTestId('stream').getByRole('button', { name: 'Show stream' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('stream-video')).toHaveCount(0);
  await show.click();
  await expectPlaying(page);
});

test('play the demo stream through hls.js where the browser has no HLS', async ({ page }) => {
  // A browser without HLS of its own (Chromium before 141, Firefox): hls.js feeds the element
  // through Media Source Extensions, from a blob: URL the page's policy allows.
  await page.addInitScript(() => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return type.includes('mpegurl') ? '' : canPlayType.call(this, type);
    };
  });
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
  });
  const hlsChunk = page.waitForRequest(/\/assets\/hls\.light-[\w-]+\.js$/);
  const match = await heldMatchWithVideo(page.request);
  const email = await confirmedPlayer(page, 'stream-hlsjs');
  await signInThroughApi(page, email);
  await page.goto(`/football/${match.slug}`);
  await expect(page.getByTestId('profile-menu-button')).toBeVisible();
  await page.getByRole('tab', { name: 'Stream' }).click();

  await hlsChunk;
  await expectPlaying(page);
  expect(await page.getByTestId('stream-video').evaluate((v: HTMLVideoElement) => v.src)).toMatch(/^blob:/);
  expect(blocked).toEqual([]);
});

test('a match without video has no stream tab', async ({ page }) => {
  const [match] = await liveFootball(page.request, false);
  await page.goto(`/football/${match!.slug}`);
  const sections = page.getByRole('tablist', { name: 'Match sections' });
  await expect(sections.getByRole('tab', { name: 'Statistics' })).toBeVisible();
  await expect(sections.getByRole('tab', { name: 'Stream' })).toHaveCount(0);
});
