import type { Location, Reporter, TestCase, TestError, TestResult } from '@playwright/test/reporter';

// The last lines of a run: each failed test with where and why. CI shows only the end of a long
// output, where the list reporter's summary names a failure but not its error; this puts there
// the error's first line and place, its call log's last step, and for a timeout the step it was in.
export default class Failures implements Reporter {
  private failed: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    // A test that ran out of time says only that: the last step it took says where it waited.
    const last = result.steps.filter((st) => st.category !== 'hook' && st.category !== 'fixture').pop();
    const lines = result.errors.flatMap(summary);
    if (result.status === 'timedOut' && last) lines.push(`in: ${last.title}${place(last.location)}`);
    this.failed.push([test.titlePath().slice(1).join(' › '), ...lines.map((l) => `    ${l}`)].join('\n'));
  }

  onEnd(): void {
    if (this.failed.length === 0) return;
    console.log(`\nWhy each failed (${this.failed.length}):`);
    for (const f of this.failed) console.log(`  ${f}`);
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

const place = (at?: Location) => (at ? ` (${at.file.split('/').pop()}:${at.line})` : '');

const stripAnsi = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, '');
