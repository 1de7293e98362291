// node --test scripts/: the feature fence's rules.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { compare, reachingIn } from './feature-fences.mjs';

test("a feature's import of another feature's file is found; of its index, of core or of itself is not", () => {
  const dir = mkdtempSync(join(tmpdir(), 'fences-'));
  for (const d of ['features/a', 'features/b/parts', 'core']) mkdirSync(join(dir, d), { recursive: true });
  writeFileSync(join(dir, 'core', 'ui.ts'), 'export const ui = 1;\n');
  writeFileSync(join(dir, 'features', 'b', 'index.ts'), "export { part } from './parts/part';\n");
  writeFileSync(
    join(dir, 'features', 'b', 'parts', 'part.ts'),
    'export const part = 1;\nexport type P = 1;\n',
  );
  writeFileSync(
    join(dir, 'features', 'a', 'A.tsx'),
    [
      "import { part } from '../b';",
      "import { ui } from '../../core/ui';",
      "import { own } from './own';",
      "import type { P } from '../b/parts/part';",
      "const later = () => import('../b/parts/part');",
      'export const x = [part, ui, own, later];',
    ].join('\n'),
  );
  writeFileSync(join(dir, 'features', 'a', 'own.ts'), 'export const own = 1;\n');
  writeFileSync(join(dir, 'features', 'a', 'A.test.tsx'), "import { part } from '../b/parts/part';\n");
  assert.deepEqual(reachingIn(dir), ['features/a/A.tsx -> features/b/parts/part.ts']);
});

test('the list only shrinks: a new import and a listed one gone are both reported', () => {
  assert.deepEqual(compare(['x -> y', 'gone -> z'], ['new -> w', 'x -> y']), {
    added: ['new -> w'],
    gone: ['gone -> z'],
  });
  assert.deepEqual(compare(['x -> y'], ['x -> y']), { added: [], gone: [] });
});
