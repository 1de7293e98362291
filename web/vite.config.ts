import { readdir, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { chunkRows, formatRows } from './scripts/chunk-report.mjs';
import { firstScreenIds } from './scripts/first-screen-messages.mjs';
import { compileMessages } from './src/i18n/compile';

/** A locale's message file; imported with ?ast (the dev server adds ?import&) it is compiled. */
const MESSAGE_FILE = /\/i18n\/messages\/[\w-]+\.json$/;

/** A feature's public part (src/features/<x>/index.ts). */
const FEATURE_INDEX = /\/src\/features\/[\w-]+\/index\.ts$/;

/** CommonJS packages that only react-intl's injectIntl needs, which the app does not use: taken
 * as free of side effects, they leave with it (about 1.2 KB gzip of the entry). */
const UNUSED_COMMONJS = /\/node_modules\/(hoist-non-react-statics|react-is)\//;

/** The modules whose code is the first screen's: the entry and the home page's route. */
const FIRST_SCREEN_ROOTS = ['./src/main.tsx', './src/features/cms/HomePage.tsx'].map((p) =>
  fileURLToPath(new URL(p, import.meta.url)),
);

/**
 * The locale JSON files stay the source; the app imports them compiled (src/i18n/index.ts). With
 * `split` (the build), English comes in two parts: `?ast&first`, the messages the first screen's
 * code names (scripts/first-screen-messages.mjs), and `?ast&rest`, the others; without it (the dev
 * server, Vitest) the first part is all of them and the rest is empty.
 */
function precompiledMessages({ split }: { split: boolean }): Plugin {
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    async load(id) {
      const [file = '', query = ''] = id.split('?');
      const params = new URLSearchParams(query);
      if (!MESSAGE_FILE.test(file) || !params.has('ast')) return null;
      const source = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      const part = params.has('first') ? 'first' : params.has('rest') ? 'rest' : null;
      let messages = source;
      if (part !== null) {
        const first = new Set(
          split ? firstScreenIds(Object.keys(source), FIRST_SCREEN_ROOTS) : Object.keys(source),
        );
        messages = Object.fromEntries(
          Object.entries(source).filter(([key]) => first.has(key) === (part === 'first')),
        );
      }
      // Vite's JSON plugin turns this into the module, as it does for any JSON.
      return JSON.stringify(compileMessages(messages, basename(file, '.json')));
    },
  };
}

/** With CHUNK_REPORT set (make bench), every chunk's gzip size and whom it belongs to. */
function chunkReport(): Plugin {
  return {
    name: 'chunk-report',
    apply: 'build',
    generateBundle(_, bundle) {
      if (!process.env.CHUNK_REPORT) return;
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      console.log(`\nJavaScript chunks, gzip, and whom they belong to:\n${formatRows(chunkRows(chunks))}`);
    },
  };
}

/**
 * The server paints the first screen with the same markup as the components (internal/firstpaint),
 * so their class names are the same on both sides: a CSS module's class is its file's name and the
 * class's, `MatchRow_row`. File names of CSS modules are unique (checked here).
 */
function scopedName(): (local: string, file: string) => string {
  const files = new Map<string, string>();
  return (local, file) => {
    const path = file.split('?')[0] ?? file;
    const name = basename(path).replace(/\.module\.css$/, '');
    const other = files.get(name);
    if (other !== undefined && other !== path)
      throw new Error(`two CSS modules named ${name}: ${other}, ${path}`);
    files.set(name, path);
    return `${name}_${local}`;
  };
}

/** The message files, for the server's painted first screen (internal/firstpaint reads them from
 * the build, under .vite/, which the server does not serve). */
function serverMessages(): Plugin {
  return {
    name: 'server-messages',
    apply: 'build',
    async generateBundle() {
      const dir = fileURLToPath(new URL('./src/i18n/messages/', import.meta.url));
      for (const file of (await readdir(dir)).filter((f) => f.endsWith('.json')))
        this.emitFile({
          type: 'asset',
          fileName: `.vite/messages/${file}`,
          source: await readFile(dir + file),
        });
    },
  };
}

/**
 * React's entry points served by Preact's compatibility layer (preact/compat): the same API for
 * what the app and its libraries use, at a fraction of react-dom's size. For the build and for
 * Vitest alike, so that the tests test what ships; the dev server keeps React (and its Fast
 * Refresh). Exact specifiers only: a prefix alias would also catch react-router and react-intl.
 */
const PREACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

// The build lands where the Go binary embeds it (internal/web/dist). emptyOutDir stays off so
// the committed placeholder page survives; the build script removes the previous build itself.
export default defineConfig(({ command, mode }) => ({
  plugins: [react(), precompiledMessages({ split: command === 'build' }), chunkReport(), serverMessages()],
  css: { modules: { generateScopedName: scopedName() } },
  resolve: {
    // Every message is compiled, so the shipped react-intl gets the parser's types without the
    // parser. Dev and the tests keep it: a defaultMessage there is still text to parse.
    alias: [
      ...(command === 'build' || mode === 'test' ? PREACT : []),
      ...(command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js',
            },
            // React Router's package exports name only its development build, warnings and
            // checks included (remix-run/react-router#12532); the build takes its production one.
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : []),
    ],
    // Vitest would take a package's CommonJS build, whose require() calls no alias reaches: the
    // tests take its ES modules ("module"), as the build does.
    ...(mode === 'test'
      ? { mainFields: ['module', 'main'], conditions: ['module', 'browser', 'development'] }
      : {}),
  },
  build: {
    outDir: '../internal/web/dist',
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: the server links the stylesheets of the page it paints (internal/web).
    manifest: true,
    rollupOptions: {
      // A feature's public index.ts only re-exports its parts or declares lazy ones: taken as free
      // of side effects, an import of it brings only the parts the importer uses (as a package's
      // "sideEffects": false does), not every part into every chunk that imports it. The same for
      // UNUSED_COMMONJS.
      treeshake: { moduleSideEffects: (id) => !FEATURE_INDEX.test(id) && !UNUSED_COMMONJS.test(id) },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/connection': { target: 'ws://localhost:8080', ws: true },
    },
    fs: { allow: ['..'] },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The painted first screen's cases (src/test/firstPaint.tsx) render the whole app, a cold load
    // each, in a run of their own per file (scripts/first-paint-tests.mjs): 24 s for the nine, where
    // a shared run still takes about a minute (what a case's app leaves pending holds its worker).
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.FIRST_PAINT ? [] : ['src/app/firstPaint.*.test.tsx']),
    ],
    setupFiles: ['src/test/setup.ts'],
    // `vitest run` leaves a core idle by default (cores - 1): a single worker on a 2-core machine.
    maxWorkers: availableParallelism(),
    // Each file in a VM context of a long-lived worker rather than a fresh process: the DOM's and
    // Testing Library's set-up per file was most of the suite's time (135 s against 31 s).
    pool: 'vmForks',
    // Libraries that import React are run through Vite, so that the aliases above reach them too.
    server: {
      deps: {
        inline: [
          /\/preact\//,
          /@testing-library\/react/,
          /react-router/,
          /@tanstack\/react-query/,
          /react-intl/,
        ],
      },
    },
  },
}));
