// @vitest-environment node
// Fails when src/api/schema.d.ts no longer matches api/openapi.yaml: run `make generate`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import { expect, it } from 'vitest';

it('the generated API types are fresh', async () => {
  const spec = readFileSync(fileURLToPath(new URL('../../../api/openapi.yaml', import.meta.url)), 'utf8');
  const generated = astToString(await openapiTS(spec));
  const config = JSON.parse(
    readFileSync(fileURLToPath(new URL('../../.prettierrc.json', import.meta.url)), 'utf8'),
  );
  const formatted = await prettier.format(generated, { ...config, parser: 'typescript' });
  const committed = readFileSync(fileURLToPath(new URL('./schema.d.ts', import.meta.url)), 'utf8');
  // The CLI adds a banner comment; compare the code below it.
  const body = (s: string) => s.slice(s.indexOf('export '));
  expect(body(committed)).toBe(body(formatted));
}, 30_000);
