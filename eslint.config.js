// Lint config: generated/ is emitted code (checked by tsc, never linted); fixtures are data.
// The import boundaries between the repository's layers (docs/layout.md) are lint rules here;
// `npm run cycles` (dpdm) checks that no import cycle exists.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** Node's own modules: never in code that also runs in the browser. */
const NODE_ONLY = { group: ['node:*', 'fs', 'path', 'crypto', 'os', 'child_process'] };
const REACT = { group: ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-i18next'] };
const FASTIFY = { group: ['fastify', '@fastify/*'] };
/** A folder of this repo, from anywhere in the tree (relative imports). */
const folder = (path) => ({ group: [`**/${path}/**`, `**/${path}`] });

/** One `no-restricted-imports` rule: these groups, each with the reason the boundary exists. */
function boundary(message, ...patterns) {
  return {
    'no-restricted-imports': [
      'error',
      { patterns: patterns.map((pattern) => ({ ...pattern, message })) },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      'generated/**',
      'node_modules/**',
      'dist/**',
      'tests/fixtures/**',
      'bench/.work/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Node for the generator, CLI, server, scripts and tests; browser for runtime/app.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The server draws pages before their scripts run: a form without a method would be sent
    // as a GET, its fields (a password too) in the URL.
    files: ['runtime/app/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXOpeningElement[name.name="form"]:not(:has(JSXAttribute[name.name="method"]))',
          message:
            'Give every <form> method="post" (and an action where the page has an endpoint).',
        },
      ],
    },
  },
  {
    files: ['contracts/**/*.ts', 'runtime/rules/**/*.ts'],
    rules: boundary(
      'contracts/ and runtime/rules/ are pure: no React, no Fastify, no Node-only module, no app or server code (docs/layout.md).',
      NODE_ONLY,
      REACT,
      FASTIFY,
      folder('runtime/app'),
      folder('server'),
      folder('generator'),
      folder('cli'),
    ),
  },
  {
    // What the first page runs (vite.config.ts: the app and signed-in chunks) reaches the
    // primitives library, ui/ and the forms only through a dynamic import().
    files: ['runtime/app/core/**', 'runtime/app/signedIn/**'],
    ignores: ['runtime/app/signedIn/popovers/**', 'runtime/app/signedIn/guides/**'],
    rules: boundary(
      'The first page stays small: load @radix-ui, runtime/app/ui, runtime/app/forms and the guides with import() from a lazy chunk (e.g. signedIn/popovers/).',
      { group: ['@radix-ui/*'] },
      folder('ui'),
      folder('forms'),
      // The guides load after the first render: GuideLayer by import() only.
      folder('guides'),
    ),
  },
  {
    files: ['generator/**/*.ts'],
    rules: boundary(
      'The generator never imports the React app or the server (docs/layout.md).',
      folder('runtime/app'),
      folder('server'),
      REACT,
      FASTIFY,
    ),
  },
  {
    files: ['server/**/*.ts'],
    rules: boundary(
      'The server imports generated/, runtime/rules and contracts/, never the React app (docs/layout.md).',
      folder('runtime/app'),
    ),
  },
  {
    files: ['cli/**/*.ts'],
    rules: boundary(
      'The CLI is a thin caller of the generator library (docs/layout.md).',
      folder('runtime'),
      folder('server'),
      folder('contracts'),
    ),
  },
);
