import { defineConfig } from '@playwright/test';
import { projects } from './chromium';

// The scale-out test: PostgreSQL, Redis, two instances of the real binary and haproxy in front,
// on free loopback ports (scale/stack.ts starts them through bin/scalestack). The specs open each
// instance and the load balancer by the URLs the stack publishes, so there is no baseURL here.
export default defineConfig({
  testDir: './scale',
  globalSetup: './scale/stack.ts',
  fullyParallel: false,
  workers: 1,
  // No second try, even in CI: Playwright runs retries after the tests left, and the last test
  // kills an instance, which a retry would find dead. A failure keeps its trace instead (about
  // 8 s a test).
  retries: 0,
  // A test here loads pages of two instances and a load balancer, on PostgreSQL and Redis: beside
  // two CPU burners (make e2e-stress) the bet's test took up to 54 s, and a second `make test` on
  // the machine is as heavy, so each has 90 s.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./failures.ts']],
  // Beside the browser tests' results, which make test runs first: Playwright empties its output
  // folder when it starts, and their failures' traces and page snapshots must survive this run.
  outputDir: './test-results/scale',
  use: {
    trace: 'retain-on-failure',
  },
  projects,
});
