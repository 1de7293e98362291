// node --test scripts/: the import-circle fence's rules.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { circles, importGraph, runtimeImports } from './import-cycles.mjs';

test('run-time imports: static, re-exports and import(); not types, packages or comments', () => {
  const code = `
    import { a } from './a';
    import b, { type B } from './b';
    import type { C } from './c';
    import { type D, type E } from './d';
    import './e.css';
    export { f } from './f';
    export type { G } from './g';
    const h = () => import('./h');
    import { useState } from 'react';
    // import { i } from './i';
  `;
  assert.deepEqual(runtimeImports(code), ['./a', './b', './e.css', './f', './h']);
});

test('a circle is found whatever its length; a tree is none', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a', 'd']],
    ['d', []],
    ['e', ['e']],
    ['f', ['d']],
  ]);
  assert.deepEqual(circles(graph), [['a', 'b', 'c'], ['e']]);
  assert.deepEqual(
    circles(
      new Map([
        ['x', ['y']],
        ['y', []],
      ]),
    ),
    [],
  );
});

test('a folder of sources: a lazy import that closes a circle counts, tests do not', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
  mkdirSync(join(dir, 'f'));
  writeFileSync(join(dir, 'f', 'Button.tsx'), "const M = () => import('./Modal');\nexport const x = M;\n");
  writeFileSync(join(dir, 'f', 'Modal.tsx'), "import { x } from './Button';\nexport default x;\n");
  writeFileSync(join(dir, 'f', 'Modal.test.tsx'), "import M from './Modal';\nimport './Modal.test';\n");
  const found = circles(importGraph(dir));
  assert.deepEqual(
    found.map((c) => c.map((p) => p.slice(dir.length + 1))),
    [['f/Button.tsx', 'f/Modal.tsx']],
  );
});
