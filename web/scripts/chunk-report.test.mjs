// node --test scripts/: whom a built chunk belongs to.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chunkRows, ownerOf } from './chunk-report.mjs';

test('a module belongs to its feature, its folder of src/ or its npm package', () => {
  assert.equal(ownerOf('/w/web/src/features/betslip/BetSlip.tsx'), 'features/betslip');
  assert.equal(ownerOf('/w/web/src/core/ui/Modal.tsx'), 'core');
  assert.equal(ownerOf('/w/web/src/i18n/messages/en.json?ast&rest'), 'i18n');
  assert.equal(ownerOf('/w/web/src/main.tsx'), 'app');
  assert.equal(
    ownerOf('/w/web/node_modules/@tanstack/query-core/build/modern/query.js'),
    '@tanstack/query-core',
  );
  assert.equal(ownerOf('/w/web/node_modules/preact/compat/dist/compat.module.js'), 'preact');
});

test('a chunk is owned first by whom holds most of its code', () => {
  const [row] = chunkRows([
    {
      fileName: 'assets/BetSlip-x.js',
      code: 'x'.repeat(100),
      modules: {
        '/w/src/features/betslip/BetSlip.tsx': { renderedLength: 75 },
        '/w/src/core/ui/Modal.tsx': { renderedLength: 25 },
      },
    },
  ]);
  assert.deepEqual(row?.owners, [
    { owner: 'features/betslip', share: 75 },
    { owner: 'core', share: 25 },
  ]);
  assert.ok((row?.gzip ?? 0) > 0);
});
