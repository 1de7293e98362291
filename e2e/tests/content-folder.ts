import { expect, type Page } from '@playwright/test';
import { renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

// The operator's content folder changes while the server runs: the server looks at it every
// CONTENT_POLL_INTERVAL (2 s by default, 0.1 s for the tests: server.ts). A test changes it
// through changeContent, which waits until the server has read the change (the content's version
// in GET /site-config moves) and then reloads the page once: no page is reloaded on a guess.

async function contentVersion(page: Page): Promise<string> {
  const res = await page.request.get('/api/sportsbook/site-config');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { version: string }).version;
}

/** Replaces a file of the content folder at once: the text is written to the temporary folder
 * (where server.ts makes the content folder: the same file system), then renamed over the file.
 * Written in place, the file is empty for a moment (the write truncates it first), and a server
 * that reads it then serves an empty file under a new version: a test waiting for that version
 * would reload onto the half-made change (seen: content.spec's theme, beside a second
 * `make test`). Operators are told the same in the README. */
export function replaceFile(path: string, text: string): void {
  const draft = join(tmpdir(), `sportsbook-e2e-${process.pid}-${basename(path)}`);
  writeFileSync(draft, text);
  renameSync(draft, path);
}

/** Makes each edit to the content folder in turn, waiting after each until the server serves it,
 * then reloads page. An edit replaces one file (replaceFile), so that the server never reads half a change. Each
 * must be a change the server accepts (a refused one keeps the version). */
export async function changeContent(page: Page, ...edits: (() => void)[]): Promise<void> {
  for (const edit of edits) {
    const before = await contentVersion(page);
    edit();
    await expect.poll(() => contentVersion(page), { timeout: 10_000, intervals: [100] }).not.toBe(before);
  }
  await page.reload();
}
