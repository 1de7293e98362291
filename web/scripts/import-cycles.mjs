// The import-circle fence of `npm run lint` (issue 25): fails when modules of src/ import each
// other in a circle, through static imports, re-exports or modules loaded later (`import()`).
// Type-only imports are left out: they are gone from the built code. Tests are left out too.
// Usage: node scripts/import-cycles.mjs [srcDir]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The modules of `dir` the checks read: TypeScript sources, not tests or declarations. */
export function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$/.test(name)) out.push(path);
  }
  return out;
}

/** The relative module specifiers a source imports at run time (and type imports with `types`;
 * without `dynamic`, not the modules it loads later with `import()`). */
export function runtimeImports(code, fileName = 'x.tsx', { types = false, dynamic = true } = {}) {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const specs = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause !== undefined &&
          !clause.name &&
          clause.namedBindings !== undefined &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (types || !typeOnly) specs.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && (types || !node.isTypeOnly)) {
      specs.push(node.moduleSpecifier.text);
    } else if (
      dynamic &&
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specs.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specs.filter((s) => s.startsWith('.'));
}

/** The source file a relative specifier names, or null. */
export function resolveModule(from, spec) {
  const base = resolve(dirname(from), spec.split('?')[0]);
  for (const path of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(path) && statSync(path).isFile()) return path;
  return null;
}

/** Every circle of the graph (module → modules it imports) as its modules, sorted. */
export function circles(graph) {
  // Tarjan's strongly connected components: a component of more than one module, or a module that
  // imports itself, is a circle.
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** The import graph of the sources under `dir` (run-time imports, and type imports with `types`). */
export function importGraph(dir, { types = false } = {}) {
  const graph = new Map();
  for (const file of sourceFiles(dir)) {
    const deps = runtimeImports(readFileSync(file, 'utf8'), file, { types })
      .map((spec) => resolveModule(file, spec))
      .filter((path) => path !== null);
    graph.set(file, [...new Set(deps)]);
  }
  return graph;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'src'));
  const graph = importGraph(dir);
  const found = circles(graph);
  for (const c of found) console.error(`import circle among: ${c.map((p) => relative(dir, p)).join(', ')}`);
  if (found.length > 0) process.exit(1);
  console.log(`no import circle among ${graph.size} modules`);
}
