import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { OPERATOR_TOKEN } from './tests/operator';

// One sportsbook for the end-to-end tests: the real binary on a free loopback port, with a
// database, a copy of the demo content and a fixed feed seed of its own. Each Playwright worker
// starts one (tests/fixtures.ts), so no test shares a server, a feed or a content folder with a
// test of another worker, and workers run side by side.

// Playwright runs from e2e/.
const BINARY = resolve('..', 'bin', 'sportsbook');
const CONTENT = resolve('..', 'content');

/** What a test server runs with; a spec adds or overrides settings through `serverEnv`. */
export const TEST_ENV: Record<string, string> = {
  FEED_SEED: '42',
  // The in-play clock runs fast so that live matches score, suspend and re-price while a test watches.
  FEED_SPEED: '30',
  JWT_SECRET: 'e2e-secret-of-at-least-32-bytes!',
  // The demo aids of `make run`: the demo player and mailed links read from the outbox.
  DEMO_PLAYER: 'true',
  DEV_OUTBOX: 'true',
  // The demo stream: matches with video play it (stream.spec).
  DEMO_STREAM: 'true',
  // The demo virtual wallet: /racing and /lotteries launch its games.
  DEMO_VIRTUAL_WALLET: 'true',
  // Tests set the prices they need through the feed's test control (tests/feed.ts).
  FEED_CONTROL: 'true',
  // Tests make a player each: their passwords hashed at the least cost, not 19 MiB and two passes.
  TEST_PASSWORD_HASHING: 'true',
  // Every test signs in from 127.0.0.1: the per-IP limit is tested in Go.
  SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
  // The operator API (provider-controls.spec switches the provider off and on).
  OPERATOR_TOKEN,
  // A change to the content folder is served within 0.1 s rather than 2 (tests/content-folder.ts).
  CONTENT_POLL_INTERVAL: '100ms',
};

export interface Sportsbook {
  /** http://127.0.0.1:port */
  origin: string;
  /** This server's copy of the demo content, which a test may change while it runs. */
  contentDir: string;
  stop(): Promise<void>;
}

/** Starts a sportsbook and resolves once its feed runs and lists matches (the home page inlines
 * what is there when it loads). */
export async function startSportsbook(env: Record<string, string> = {}): Promise<Sportsbook> {
  // A server without the feed (FEED_ENABLED=false) has no feed control either, and is ready once it listens.
  const feed = env.FEED_ENABLED !== 'false';
  const dir = mkdtempSync(join(tmpdir(), 'sportsbook-e2e-'));
  const contentDir = join(dir, 'content');
  cpSync(CONTENT, contentDir, { recursive: true });
  const proc = spawn(BINARY, [], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: process.env.TMPDIR ?? '',
      ...TEST_ENV,
      ADDR: '127.0.0.1:0', // any free port: the server prints the one it got
      DATABASE_URL: join(dir, 'sportsbook.db'),
      CONTENT_DIR: contentDir,
      ...(feed ? {} : { FEED_CONTROL: 'false' }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The output is read as it comes (a full pipe would stop the server) and its end kept for the
  // error of a server that does not start.
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
    if (process.env.E2E_SERVER_LOG) process.stderr.write(chunk);
  };
  proc.stderr.on('data', keep);
  const exited = new Promise<number | null>((done) => proc.on('exit', (code) => done(code)));
  const stop = async () => {
    if (proc.exitCode === null && proc.signalCode === null) {
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const origin = await new Promise<string>((resolveOrigin, reject) => {
      proc.stdout.on('data', (chunk: Buffer) => {
        keep(chunk);
        const m = /listening on (http:\/\/\S+)/.exec(log);
        if (m) resolveOrigin(m[1]!);
      });
      void exited.then((code) => reject(new Error(`the sportsbook exited (${code}):\n${log}`)));
      setTimeout(() => reject(new Error(`the sportsbook did not listen within 30 s:\n${log}`)), 30_000).unref();
    });
    if (feed) await until(async () => {
      if (proc.exitCode !== null) throw new Error(`the sportsbook exited (${proc.exitCode}):\n${log}`);
      if ((await fetch(`${origin}/dev/feed/status`)).status !== 204) return false;
      const res = await fetch(`${origin}/api/sportsbook/matches?limit=1&type=match`);
      return res.ok && ((await res.json()) as { data: unknown[] }).data.length > 0;
    }, `the feed of ${origin} to list matches`);
    return { origin, contentDir, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Polls ready every 100 ms for up to 60 s. */
async function until(ready: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`waited 60 s for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
