import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** React 19's own APIs, which preact/compat (what ships in place of react-dom, vite.config.ts)
 * does not have: the typecheck reads React's types and would not catch them. */
const REACT_19_ONLY = [
  {
    name: 'react',
    importNames: ['use', 'useActionState', 'useOptimistic'],
    message: 'preact/compat (what ships, vite.config.ts) has no React 19 API.',
  },
  {
    name: 'react-dom',
    importNames: ['useFormStatus', 'useFormState', 'preload', 'preinit', 'preconnect', 'prefetchDNS'],
    message: 'preact/compat (what ships, vite.config.ts) has no React 19 API.',
  },
];

export default tseslint.config(
  { ignores: ['node_modules', 'src/api/schema.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': ['error', { paths: REACT_19_ONLY }],
    },
  },
  {
    // Node scripts (screenshots and the like).
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // The pure domain imports nothing but itself: no React, no app code, no I/O.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-*',
            '@tanstack/*',
            'centrifuge',
            '../api/*',
            '../features/*',
            '../app/*',
            '../core/*',
            '../realtime/*',
          ],
        },
      ],
    },
  },
  {
    // A feature plugs into the app; it never reaches into the app that composes it.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: REACT_19_ONLY,
          patterns: ['../app/*', '../../app/*', '../../../app/*', '../../../../app/*'],
        },
      ],
      // The same for a module loaded later (no-restricted-imports reads only static imports).
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^(\\.\\.\\/)+app\\//]',
          message: 'A feature does not load the app that composes it.',
        },
      ],
    },
  },
  {
    // The core serves every feature: it imports none, nor the app that composes them.
    files: ['src/core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: REACT_19_ONLY,
          patterns: ['../features/*', '../../features/*', '../app/*', '../../app/*'],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^(\\.\\.\\/)+(features|app)\\//]',
          message: 'The core loads no feature, nor the app that composes them.',
        },
      ],
    },
  },
);
