import { defineConfig } from '@playwright/test';
import { launchOptions, projects } from './chromium';
import { returningVisitor } from './tests/returning';
import { OPERATOR_TOKEN } from './tests/operator';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The real binary, a fresh database and a fixed feed seed for every run. The feed runs its
// in-play clock fast so live matches score, suspend and re-price while a test watches.
const port = Number(process.env.E2E_PORT ?? 18080);
const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-e2e-'));
export const baseURL = `http://127.0.0.1:${port}`;
// The server reads a copy of the demo content, which content.spec changes while the server runs.
// Made once, by the runner; its workers find it in the environment they inherit.
if (!process.env.E2E_CONTENT_DIR) {
  process.env.E2E_CONTENT_DIR = join(dataDir, 'content');
  cpSync('../content', process.env.E2E_CONTENT_DIR, { recursive: true });
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./failures.ts']],
  use: {
    baseURL,
    // A returning visitor: no cookie notice or welcome over the page (furniture.spec starts empty).
    storageState: returningVisitor(baseURL),
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects,
  webServer: {
    command: '../bin/sportsbook',
    // Ready once the feed runs (204): it starts after the server listens, on taking its lease.
    url: `${baseURL}/dev/feed/status`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ADDR: `127.0.0.1:${port}`,
      DATABASE_URL: join(dataDir, 'sportsbook.db'),
      FEED_SEED: '42',
      FEED_SPEED: '30',
      JWT_SECRET: 'e2e-secret-of-at-least-32-bytes!',
      // The demo aids of `make run`: tests sign in as the demo player and read mailed links.
      DEMO_PLAYER: 'true',
      DEV_OUTBOX: 'true',
      // The demo stream of `make run`: matches with video play it (stream.spec).
      DEMO_STREAM: 'true',
      // The demo virtual wallet of `make run`: /racing and /lotteries launch its games.
      DEMO_VIRTUAL_WALLET: 'true',
      // The demo content of `make run` (campaigns, jackpots, site, theme), copied.
      CONTENT_DIR: process.env.E2E_CONTENT_DIR,
      // Tests set the prices they need through the feed's test control (tests/feed.ts).
      FEED_CONTROL: 'true',
      // Every test signs in from 127.0.0.1: the per-IP limit is tested in Go.
      SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
      // The operator API (provider-controls.spec switches the provider off and on).
      OPERATOR_TOKEN,
    },
  },
});
