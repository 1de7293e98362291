import { test as base, type Page } from '@playwright/test';
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

/** Until the app has taken over the page the server painted (web/src/app/takeover.ts), the page
 * shows but does not work as the app: a load waits for that, as a bettor's first keypress would.
 * A spec that looks at the painted page itself loads with `waitUntil: 'commit'` or without
 * JavaScript. */
async function tookOver(page: Page): Promise<void> {
  await page.locator('#root > [data-painted]').waitFor({ state: 'detached' });
}

export const test = base.extend<object, WorkerFixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await tookOver(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== 'commit') await tookOver(page);
        return response;
      };
    }
    await use(page);
  },
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

