// Runs the painted first screen's cases (src/app/firstPaint.*.test.tsx), each in a Vitest run of
// its own, two at a time: each renders the whole app as a cold load, and in a shared run what one
// case's app leaves pending holds the next file back (vite.config.ts).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const files = readdirSync(new URL('../src/app/', import.meta.url))
  .filter((f) => /^firstPaint\..+\.test\.tsx$/.test(f))
  .map((f) => `src/app/${f}`);
if (files.length === 0) throw new Error('no painted first screen cases');

function run(file) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', file], {
      env: { ...process.env, FIRST_PAINT: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ file, code, out }));
  });
}

const queue = [...files];
const failed = [];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const { code, out } = await run(file);
      if (code !== 0) {
        failed.push(file);
        process.stdout.write(out);
      }
    }
  }),
);
console.log(
  `painted first screen: ${files.length - failed.length} of ${files.length} cases equal to the app's first render`,
);
if (failed.length > 0) process.exit(1);
