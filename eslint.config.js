// Lint config: generated/ is emitted code (checked by tsc, never linted); fixtures are data.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['generated/**', 'node_modules/**', 'dist/**', 'tests/fixtures/**', 'bench/.work/**'],
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
);
