// @vitest-environment node
// Fails when src/api/schema.d.ts or src/api/platform.d.ts no longer matches its contract in api/:
// run `make generate`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import { expect, it } from 'vitest';

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');

it.each([
  ['../../../api/openapi.yaml', './schema.d.ts'],
  ['../../../api/platform.yaml', './platform.d.ts'],
])(
  'the types generated from %s are fresh',
  async (contract, types) => {
    const generated = astToString(await openapiTS(read(contract)));
    const config = JSON.parse(read('../../.prettierrc.json'));
    const formatted = await prettier.format(generated, { ...config, parser: 'typescript' });
    // The CLI adds a banner comment; compare the code below it.
    const body = (s: string) => s.slice(s.indexOf('export '));
    expect(body(read(types))).toBe(body(formatted));
  },
  30_000,
);
