// The English messages the first screen names (issue 25): the ids that the code of the app's entry
// (src/main.tsx) and of the home page's route (features/cms/HomePage.tsx) refers to, counting every
// module they import statically, which is what the first screen's chunks hold. vite.config.ts
// ships these with the first screen and the others in a chunk of their own, which every part
// loaded later waits for (core/connection). An id counts as named when a string of the code is the
// id, or is a prefix of it ending in '.' (`error.${code}`, 'market.' + key): ids built at run time.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { resolveModule, runtimeImports } from './import-cycles.mjs';

/** Every module that `roots` import statically, themselves included. */
export function staticClosure(roots) {
  const seen = new Set();
  const todo = [...roots];
  while (todo.length > 0) {
    const file = todo.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of runtimeImports(readFileSync(file, 'utf8'), file, { dynamic: false })) {
      const dep = resolveModule(file, spec);
      if (dep && /\.tsx?$/.test(dep)) todo.push(dep);
    }
  }
  return seen;
}

/** The strings of a source: its string literals and the fixed start of its template literals. */
export function sourceStrings(code, fileName = 'x.tsx') {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const out = new Set();
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node))
      out.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** The ids that `strings` name: an id itself, or ids that start with a string ending in '.'. */
export function namedIds(ids, strings) {
  const prefixes = [...strings].filter((s) => s.length > 1 && s.endsWith('.'));
  return ids.filter((id) => strings.has(id) || prefixes.some((p) => id.startsWith(p)));
}

/** The ids of `ids` that the modules `roots` import statically name. */
export function firstScreenIds(ids, roots) {
  const strings = new Set();
  for (const file of staticClosure(roots))
    for (const s of sourceStrings(readFileSync(file, 'utf8'), file)) strings.add(s);
  return namedIds(ids, strings);
}
