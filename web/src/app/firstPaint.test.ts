// Every case of testdata/vectors/first-paint is checked, each in its own file (test/firstPaint).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { firstPaintCases } from '../test/firstPaint';

it('every painted case has its test file', () => {
  const cases = firstPaintCases();
  expect(cases.length).toBeGreaterThan(0);
  for (const name of cases)
    expect(existsSync(join(__dirname, `firstPaint.${name}.test.tsx`)), name).toBe(true);
});
