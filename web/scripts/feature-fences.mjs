// The feature fence of `npm run lint` (issue 25): a feature imports another feature only through
// that feature's public index.ts, never its files; the app that composes them (app/, main.tsx)
// imports their index.ts and their declaration (feature.ts, core/feature), nothing else; what every
// feature builds on (core/, domain/, api/, realtime/, i18n/) imports no feature at all (that no
// feature imports the app, eslint.config.js says). Type imports count: they tie a module to
// another's files as much as code does. Tests are left out.
// Usage: node scripts/feature-fences.mjs [srcDir]
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importGraph } from './import-cycles.mjs';

/** The feature a module belongs to, or undefined outside features/. */
function featureOf(dir, path) {
  const parts = relative(dir, path).split(sep);
  return parts[0] === 'features' && parts.length > 2 ? parts[1] : undefined;
}

/** The layers below the features, which import none of them. */
const BASE = new Set(['core', 'domain', 'api', 'realtime', 'i18n']);

const isApp = (p) => p.startsWith('app/') || p === 'main.tsx';

/** Every import that breaks the fence, as 'from -> to' paths under `dir`. */
export function reachingIn(dir, graph = importGraph(dir, { types: true })) {
  const found = [];
  const path = (p) => relative(dir, p).split(sep).join('/');
  for (const [file, deps] of graph) {
    const from = featureOf(dir, file);
    const base = BASE.has(path(file).split('/')[0]);
    for (const dep of deps) {
      const to = featureOf(dir, dep);
      const target = path(dep);
      if (to === undefined || to === from) continue;
      const index = target === `features/${to}/index.ts`;
      const declaration = /^features\/[\w-]+\/feature\.tsx?$/.test(target);
      if ((index && !base) || (declaration && isApp(path(file)))) continue;
      found.push(`${path(file)} -> ${target}`);
    }
  }
  return found.sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const here = dirname(fileURLToPath(import.meta.url));
  const found = reachingIn(resolve(process.argv[2] ?? join(here, '..', 'src')));
  for (const f of found)
    console.error(
      `breaks the feature fence: ${f} (export it from that feature's index.ts and import that; below the features, import none)`,
    );
  if (found.length > 0) process.exit(1);
  console.log('features are imported through their index.ts only (the app imports their declarations)');
}
