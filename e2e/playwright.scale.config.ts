import { defineConfig } from '@playwright/test';
import { browserProject } from './chromium';

// The scale-out test: PostgreSQL, Redis, two instances of the real binary and haproxy in front,
// on free loopback ports (scale/stack.ts starts them through bin/scalestack). The specs open each
// instance and the load balancer by the URLs the stack publishes, so there is no baseURL here.
export default defineConfig({
  testDir: './scale',
  globalSetup: './scale/stack.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./failures.ts']],
  use: {
    trace: 'retain-on-failure',
  },
  projects: browserProject,
});
