import { devices, type PlaywrightTestConfig } from '@playwright/test';

// What both Playwright configs run on: Debian's Chromium (no test tool may download a browser
// here), headless, and one desktop project at 1280 px; specs set other viewports themselves.
export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

export const projects: PlaywrightTestConfig['projects'] = [
  { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
];
