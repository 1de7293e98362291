// Screenshots of the main pages at phone and desktop widths, for a human to look at.
// Usage: node scripts/screenshots.mjs [baseURL] [outDir]   (uses Debian's /usr/bin/chromium)
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:8080';
const out = process.argv[3] ?? 'test-results/screenshots';
const theme = process.env.THEME ?? 'dark';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

async function firstHref(page, selector) {
  return page.locator(selector).first().getAttribute('href');
}

try {
  for (const width of [360, 1280]) {
    const ctx = await browser.newContext({
      viewport: { width, height: width < 700 ? 780 : 900 },
      colorScheme: theme,
    });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => console.error('pageerror', e.message));
    page.on('console', (m) => m.type() === 'error' && console.error('console', m.text()));
    await page.goto(base + '/');
    await page.getByTestId('match-row').first().waitFor();
    const shots = [['home', '/']];
    const matchHref = await firstHref(page, '[data-testid=match-row] a');
    shots.push(['live', '/live'], ['football', '/football'], ['ar', '/ar'], ['notfound', '/no-such-sport/at-all']);
    if (matchHref) shots.push(['match', matchHref]);
    await page.goto(base + '/football');
    const leagueHref = await firstHref(page, '[data-testid=league-link]');
    if (leagueHref) shots.push(['league', leagueHref]);
    for (const [name, path] of shots) {
      await page.goto(base + path);
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: process.env.FULL === '1' });
      console.log(`${out}/${name}-${width}.png ← ${path}`);
    }
    await ctx.close();
  }
} finally {
  await browser.close();
}
