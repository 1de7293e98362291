import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The scale-out stack of the scale specs: bin/scalestack (cmd/scalestack) starts PostgreSQL,
// Redis, two instances of the real binary and haproxy on free loopback ports, and writes where
// each answers to a JSON file. The global setup starts it and hands that to the tests through the
// environment; its teardown stops it.

export interface Instance {
  name: string;
  url: string;
  pid: number;
}

export interface Stack {
  /** The load balancer. */
  url: string;
  instances: [Instance, Instance];
}

const envKey = 'SCALE_STACK';

/** The stack the global setup started. */
export function stack(): Stack {
  const json = process.env[envKey];
  if (!json) throw new Error(`${envKey} is not set: run the scale specs with playwright.scale.config.ts`);
  return JSON.parse(json) as Stack;
}

const bin = (name: string): string => fileURLToPath(new URL(`../../bin/${name}`, import.meta.url));

/** Starts the stack and waits until it answers; returns the teardown that stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'sportsbook-scale-'));
  const file = join(dir, 'stack.json');
  const args = ['-addr=127.0.0.1:0', `-bin=${bin('sportsbook')}`, `-json=${file}`];
  const child = spawn(bin('scalestack'), args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve()); // not started: no exit follows
  });
  let running = true;
  void exited.then(() => (running = false));
  const teardown = async (): Promise<void> => {
    if (running) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };

  // scalestack writes the file once everything answers (it renames it into place whole).
  const deadline = Date.now() + 90_000;
  while (!existsSync(file)) {
    if (!running || Date.now() > deadline) {
      await teardown();
      throw new Error('bin/scalestack did not start the stack (see its output above)');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.env[envKey] = readFileSync(file, 'utf8');
  return teardown;
}
