import root from '../../eslint.config.js';

export default [
  ...root,
  {
    // ESLint reads its configuration through the default export.
    files: ['eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // node:test's describe and it return promises that the runner itself awaits (page-checks.ts
    // declares tests for the pages' test files).
    files: ['e2e/**/*.test.ts', 'e2e/page-checks.ts'],
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
];
