// @vitest-environment node
// Every message id the UI code uses has English text in en.json, or is listed in
// src/i18n-needed.txt for the translators to add.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const src = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string, skip = /\/(domain|i18n)$/): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return skip.test(p) ? [] : sources(p, skip);
    return /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [p] : [];
  });
}

const en = JSON.parse(readFileSync(join(src, 'i18n/messages/en.json'), 'utf8')) as Record<string, string>;

it('every message id used in code has English text', () => {
  const needed = new Set(
    readFileSync(join(src, 'i18n-needed.txt'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t')[0]),
  );
  const used = new Set<string>();
  for (const file of sources(src))
    for (const m of readFileSync(file, 'utf8').matchAll(/id[=:]\s*["']([\w.-]+)["'][\s,]*defaultMessage/g))
      used.add(m[1] as string);
  expect(used.size).toBeGreaterThan(20);
  const missing = [...used].filter((id) => !(id in en) && !needed.has(id));
  expect(missing).toEqual([]);
});

// An error's message key written as a string (the quick bet's error.potential_win.equal_or_less, a
// placement code's key): shown through an id chosen at run time, which the check above cannot see.
// The server's keys are checked against en.json by internal/apierror's messages_test.go.
it('every error key written in code has English text', () => {
  const keys = new Set<string>();
  for (const file of sources(src, /\/i18n$/))
    for (const m of readFileSync(file, 'utf8').matchAll(/['"`]((?:global-)?error\.[\w.-]*\w)['"`]/g))
      keys.add(m[1] as string);
  expect(keys.size).toBeGreaterThan(10);
  expect([...keys].filter((id) => !(id in en))).toEqual([]);
});
