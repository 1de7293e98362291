import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { changeContent, replaceFile } from './content-folder';
import { DESKTOP } from './viewports';

// The operator changes the content folder while the server runs (README 'Content folder'): the
// next page load shows the change. The test waits until the server has read the change
// (changeContent), reloads once, and puts the demo's files back after, waiting the same way.
// At a desktop's width, where an operator checks a change.

test.use({ viewport: DESKTOP });

test('a content change shows after a reload', async ({ page, server }) => {
  const site = join(server.contentDir, 'site.yaml');
  const theme = join(server.contentDir, 'theme.yaml');
  const originalSite = readFileSync(site, 'utf8');
  const originalTheme = readFileSync(theme, 'utf8');
  expect(originalSite).toContain('\ndatePatterns:\n');
  await page.goto('/');
  const licence = page.getByTestId('licence');
  await expect(licence).toContainText('This demo site holds no gambling licence');
  try {
    await changeContent(
      page,
      () =>
        replaceFile(
          site,
          // The demo's datePatterns gains an English entry (a second datePatterns key would be a
          // duplicate, which the server refuses).
          originalSite.replace('\ndatePatterns:\n', `\ndatePatterns:\n  en: {time: "HH'h'mm"}\n`) +
            `licence:\n  en: '<p>Licensed by the <strong>Test</strong> Gaming Authority, licence 42</p>'\n` +
            `mirrors: ['https://mirror-42.example']\n`,
        ),
      () => replaceFile(theme, originalTheme + "dark: {accent: '#ff00aa'}\nlight: {accent: '#ff00aa'}\n"),
    );
    await expect(licence).toHaveText('Licensed by the Test Gaming Authority, licence 42');
    await expect(licence.locator('strong')).toHaveText('Test');
    await expect(page.getByTestId('mirrors').getByRole('link')).toHaveAttribute(
      'href',
      'https://mirror-42.example',
    );
    // The operator's time pattern writes the start times of the home page's upcoming matches.
    const upcoming = page.locator('[data-testid="match-row"][data-live="false"]').getByTestId('start-time');
    await expect(upcoming.first()).toHaveText(/^\d{2}h\d{2}$/);
    // The site's wording from the demo's translations and the theme's accent both apply.
    await expect(page.getByTestId('site-footer')).toContainText('take a break when it stops being fun');
    const accent = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--accent').trim(),
    );
    expect(accent).toBe('#ff00aa');
  } finally {
    await changeContent(
      page,
      () => replaceFile(site, originalSite),
      () => replaceFile(theme, originalTheme),
    );
  }
  await expect(licence).toContainText('This demo site holds no gambling licence');
});
