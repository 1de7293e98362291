// node --test scripts/: which English messages ship with the first screen.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { firstScreenIds, namedIds, sourceStrings } from './first-screen-messages.mjs';

test('the strings of a source: literals, JSX attributes and the fixed start of templates', () => {
  const strings = sourceStrings(
    [
      "const a = 'nav.live';",
      'const b = <FormattedMessage id="header.theme" />;',
      'const c = intl.formatMessage({ id: `error.${code}` });',
      'const d = `list.more`;',
    ].join('\n'),
  );
  for (const s of ['nav.live', 'header.theme', 'error.', 'list.more']) assert.ok(strings.has(s), s);
});

test('an id is named by itself or by a prefix ending in a dot, not by any prefix', () => {
  const ids = ['nav.live', 'nav.menu', 'error.stake', 'error.odds', 'errors.other', 'bonus.title'];
  assert.deepEqual(namedIds(ids, new Set(['nav.live', 'error.', 'bonus', 'x'])), [
    'nav.live',
    'error.stake',
    'error.odds',
  ]);
});

test('the first screen is what the roots import statically, not what they load later', () => {
  const dir = mkdtempSync(join(tmpdir(), 'first-messages-'));
  mkdirSync(join(dir, 'later'));
  writeFileSync(
    join(dir, 'main.tsx'),
    "import { shell } from './shell';\nconst later = () => import('./later/page');\nexport { shell, later };\n",
  );
  writeFileSync(join(dir, 'shell.tsx'), "export const shell = 'nav.live';\n");
  writeFileSync(join(dir, 'later', 'page.tsx'), "export const page = 'bonus.title';\n");
  assert.deepEqual(firstScreenIds(['nav.live', 'bonus.title'], [join(dir, 'main.tsx')]), ['nav.live']);
});
