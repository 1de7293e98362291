import { test as base } from '@playwright/test';
import { startSportsbook, type Sportsbook } from '../server';
import { returningVisitor } from './returning';

export * from '@playwright/test';

// Every spec imports test and expect from here, not from '@playwright/test': each worker gets a
// sportsbook of its own (server.ts), and every page, context and API request of its tests goes
// there. A spec that needs the server started otherwise (embedded mode, another setting) sets
// `serverEnv` with test.use at the top of its file: Playwright gives such a file workers of its own.

interface WorkerFixtures {
  /** Settings added to the test server's (TEST_ENV in server.ts). */
  serverEnv: Record<string, string>;
  /** This worker's sportsbook. */
  server: Sportsbook;
}

export const test = base.extend<object, WorkerFixtures>({
  serverEnv: [{}, { scope: 'worker', option: true }],
  server: [
    async ({ serverEnv }, use) => {
      const server = await startSportsbook(serverEnv);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => use(server.origin),
  // A returning visitor: no cookie notice or welcome over the page (furniture.spec starts empty).
  storageState: async ({ baseURL }, use) => use(returningVisitor(baseURL!)),
});

