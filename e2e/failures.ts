import { readFileSync } from 'node:fs';
import type { FullConfig, Location, Reporter, Suite, TestCase, TestError, TestResult } from '@playwright/test/reporter';

// The last lines of a run: the flaky tests (CI retries a failed test once), then each failed test
// with where and why. CI shows only the end of a long output, where the list reporter's summary
// names a failure but not its error; this puts there the error's first line and place, its call
// log's last step, for a timeout the step it was in, and the dialogs open on the page when it
// failed (a modal standing in the way, or the wrong one).
export default class Failures implements Reporter {
  private root?: Suite;
  // Each attempt's failure, by test: a test that failed and then passed on its retry (CI only) is
  // flaky, named apart with the reason of its failed try.
  private why = new Map<TestCase, string[]>();

  onBegin(_config: FullConfig, suite: Suite): void {
    this.root = suite;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    // A test that ran out of time says only that: the last step it took says where it waited.
    const last = result.steps.filter((st) => st.category !== 'hook' && st.category !== 'fixture').pop();
    const lines = result.errors.flatMap(summary);
    if (result.status === 'timedOut' && last) lines.push(`in: ${last.title}${place(last.location)}`);
    const dialogs = openDialogs(result);
    if (dialogs !== null) lines.push(`dialogs open: ${dialogs.join(', ') || 'none'}`);
    this.why.set(test, [...(this.why.get(test) ?? []), ...lines]);
  }

  onEnd(): void {
    const tests = this.root?.allTests() ?? [];
    const flaky = tests.filter((t) => t.outcome() === 'flaky');
    const failed = tests.filter((t) => t.outcome() === 'unexpected');
    const list = (of: TestCase[]) =>
      of.map((t) => [`  ${t.titlePath().slice(1).join(' › ')}`, ...(this.why.get(t) ?? []).map((l) => `      ${l}`)].join('\n'));
    if (flaky.length > 0) console.log([`\nFlaky: passed only on the second try (${flaky.length}):`, ...list(flaky)].join('\n'));
    if (failed.length > 0) console.log([`\nWhy each failed (${failed.length}):`, ...list(failed)].join('\n'));
  }

  printsToStdio(): boolean {
    return true;
  }
}

/** An error's first line with its place, and its call log's last step. */
function summary(error: TestError): string[] {
  const lines = stripAnsi(error.message ?? error.value ?? '').split('\n');
  const first = lines.find((l) => l.trim() !== '')?.trim() ?? 'no message';
  const where = place(error.location);
  const step = lines
    .filter((l) => /^\s+- /.test(l))
    .pop()
    ?.trim();
  return step ? [first + where, `last step: ${step}`] : [first + where];
}

/** The dialogs in the page snapshot Playwright took at the failure, with their names; null when
 * there is no snapshot (the page had closed). */
function openDialogs(result: TestResult): string[] | null {
  const context = result.attachments.find((a) => a.name === 'error-context');
  let text = context?.body?.toString();
  if (!text && context?.path) {
    try {
      text = readFileSync(context.path, 'utf8');
    } catch {
      return null;
    }
  }
  const snapshot = /```yaml\n([\s\S]*?)```/.exec(text ?? '')?.[1];
  if (!snapshot) return null;
  return [...snapshot.matchAll(/^\s*- (?:alert)?dialog(?: "([^"]*)")?/gm)].map((m) => `"${m[1] ?? ''}"`);
}

const place = (at?: Location) => (at ? ` (${at.file.split('/').pop()}:${at.line})` : '');

const stripAnsi = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, '');
