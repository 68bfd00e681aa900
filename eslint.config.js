import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundaryZones } from './eslint/boundaries.js';
import { seekerPlugin } from './eslint/rules.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Import boundaries and no cycles (decision 0015): the layers of docs/architecture.md, checked on every build.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { seeker: seekerPlugin },
    rules: {
      'seeker/boundaries': ['error', { zones: boundaryZones }],
      'seeker/no-cycles': 'error',
      'seeker/no-unit-cycles': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The contract and the web app use zod/mini (decision 0025): classic zod does not tree-shake, and one
    // import of it would put all of it back into the dashboard's first load. Tests may use either.
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/__tests__/**', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Import from 'zod/mini' (decision 0025)." }] }],
    },
  },
);
