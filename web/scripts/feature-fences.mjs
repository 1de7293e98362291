// The feature fence of `npm run lint` (issue 25): a feature imports another feature only through
// that feature's public index.ts, never its files. The imports that still reach into another
// feature are listed in feature-fences.txt, a list that only shrinks: the check fails on an import
// that reaches in and is not listed, and on a listed one that no longer exists (take it off).
// Type imports count: they tie a feature to another's files as much as code does. Tests are left out.
// Usage: node scripts/feature-fences.mjs [srcDir] [--write]  (--write rewrites the list)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importGraph } from './import-cycles.mjs';

/** The feature a module belongs to, or undefined outside features/. */
function featureOf(dir, path) {
  const parts = relative(dir, path).split(sep);
  return parts[0] === 'features' && parts.length > 2 ? parts[1] : undefined;
}

/** Every import of a feature into another feature's files, as 'from -> to' paths under `dir`. */
export function reachingIn(dir, graph = importGraph(dir, { types: true })) {
  const found = [];
  for (const [file, deps] of graph) {
    const from = featureOf(dir, file);
    if (from === undefined) continue;
    for (const dep of deps) {
      const to = featureOf(dir, dep);
      if (to === undefined || to === from) continue;
      const target = relative(dir, dep).split(sep).join('/');
      if (target === `features/${to}/index.ts` || target === `features/${to}/index.tsx`) continue;
      found.push(`${relative(dir, file).split(sep).join('/')} -> ${target}`);
    }
  }
  return found.sort();
}

/** What is wrong with the listed imports against the found ones: new ones and gone ones. */
export function compare(listed, found) {
  const known = new Set(listed);
  const now = new Set(found);
  return {
    added: found.filter((f) => !known.has(f)),
    gone: listed.filter((l) => !now.has(l)),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const here = dirname(fileURLToPath(import.meta.url));
  const args = process.argv.slice(2);
  const dir = resolve(args.find((a) => !a.startsWith('--')) ?? join(here, '..', 'src'));
  const listFile = join(here, 'feature-fences.txt');
  const found = reachingIn(dir);
  if (args.includes('--write')) {
    writeFileSync(listFile, found.map((f) => `${f}\n`).join(''));
    console.log(
      `${found.length} imports reach into another feature; listed in ${relative(process.cwd(), listFile)}`,
    );
    process.exit(0);
  }
  const listed = readFileSync(listFile, 'utf8').split('\n').filter(Boolean);
  const { added, gone } = compare(listed, found);
  for (const a of added)
    console.error(
      `reaches into another feature: ${a} (export it from that feature's index.ts and import that)`,
    );
  for (const g of gone) console.error(`no longer reaches in: ${g} (take it off scripts/feature-fences.txt)`);
  if (added.length > 0 || gone.length > 0) process.exit(1);
  console.log(`features import each other through their index.ts, but for ${found.length} listed imports`);
}
