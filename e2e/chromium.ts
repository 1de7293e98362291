import { devices, type PlaywrightTestConfig } from '@playwright/test';

// What the Playwright configs run on: Debian's Chromium 156 (no test tool may download a browser
// here), headless, at 1280 px; specs set other viewports themselves. Two builds of it, both from
// Debian and installed by `make test-e2e`:
// - the browser, /usr/bin/chromium (package chromium);
// - its headless shell, /usr/bin/chromium-headless-shell (package chromium-headless-shell): the
//   same Blink and V8 without the browser's own layer (profiles, autofill, translate...), which
//   Playwright itself runs headless tests in by default. A page load costs its renderer less than
//   half the CPU it costs the browser's (measured on the home page: 2.5 s against 5.9 s of CPU),
//   which halves the browser tests' time on 2 cores.
// The browser tests and the scale-out test run in the shell, except the specs about the browser's
// own rules (a frame of another site gets no storage of its own: embed.spec), which run in the
// browser. CHROMIUM_PATH runs them all in the binary it names.
const BROWSER = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

/** The specs that run in the browser rather than its headless shell. */
const browserSpecs = /embed\.spec\.ts$/;

function launch(executablePath: string) {
  return { executablePath: process.env.CHROMIUM_PATH ?? executablePath, args };
}

/** The end-to-end tests' projects (playwright.config.ts, playwright.scale.config.ts). */
export const projects: PlaywrightTestConfig['projects'] = [
  { name: 'desktop', testIgnore: browserSpecs, use: { ...desktop, launchOptions: launch(HEADLESS_SHELL) } },
  { name: 'browser', testMatch: browserSpecs, use: { ...desktop, launchOptions: launch(BROWSER) } },
];
