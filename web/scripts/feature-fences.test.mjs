// node --test scripts/: the feature fence's rules.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { reachingIn } from './feature-fences.mjs';

test("a feature's import of another feature's file or declaration, the app's of a feature's file, and core's of any feature are found; of an index, the app's of a declaration, of core or of itself are not", () => {
  const dir = mkdtempSync(join(tmpdir(), 'fences-'));
  for (const d of ['features/a', 'features/b/parts', 'core', 'app'])
    mkdirSync(join(dir, d), { recursive: true });
  writeFileSync(join(dir, 'core', 'ui.ts'), 'export const ui = 1;\n');
  writeFileSync(join(dir, 'features', 'b', 'index.ts'), "export { part } from './parts/part';\n");
  writeFileSync(join(dir, 'features', 'b', 'feature.ts'), 'export const bFeature = {};\n');
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
      "import { bFeature } from '../b/feature';",
      "const later = () => import('../b/parts/part');",
      'export const x = [part, ui, own, later, bFeature];',
    ].join('\n'),
  );
  writeFileSync(join(dir, 'features', 'a', 'own.ts'), 'export const own = 1;\n');
  writeFileSync(join(dir, 'features', 'a', 'A.test.tsx'), "import { part } from '../b/parts/part';\n");
  writeFileSync(
    join(dir, 'app', 'app.ts'),
    [
      "import { part } from '../features/b';",
      "import { own } from '../features/a/own';",
      "import { bFeature } from '../features/b/feature';",
      'export const y = [part, own, bFeature];',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'core', 'slot.ts'),
    "import { part } from '../features/b';\nexport const z = part;\n",
  );
  assert.deepEqual(reachingIn(dir), [
    'app/app.ts -> features/a/own.ts',
    'core/slot.ts -> features/b/index.ts',
    'features/a/A.tsx -> features/b/feature.ts',
    'features/a/A.tsx -> features/b/parts/part.ts',
  ]);
});
