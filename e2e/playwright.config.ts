import { defineConfig } from '@playwright/test';
import { projects } from './chromium';

// The real binary against a real browser. Each worker starts a sportsbook of its own (a fresh
// database, a copy of the demo content, a fixed feed seed: server.ts, tests/fixtures.ts), so
// workers can run side by side. E2E_WORKERS chooses how many. The default is 1 on a 2-core
// machine: a page load keeps both cores busy (Chromium's renderer and compositor, the server), and
// more workers gain nothing that outlasts the spread between runs. Measured at adec419, idle, one
// run each, all green: 1 worker 7.6 min, 2 workers 7.3, 3 workers 8.7 (five runs at 1 worker
// spread over 7.1-7.8 min); one browser at a time also holds half the memory.
const workers = Number(process.env.E2E_WORKERS ?? 1);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers,
  // In CI a failed test runs once more, and the run ends naming those that passed only then
  // (failures.ts): each is a bug to fix at its cause. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./failures.ts']],
  use: {
    // A trace records every action's page and a screencast: a quarter of the browser's work in a
    // test. CI records one for a failed test's second try only.
    trace: 'on-first-retry',
  },
  projects,
});
