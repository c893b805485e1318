import root from '../../eslint.config.js';

export default [
  ...root,
  {
    // ESLint reads its configuration through the default export.
    files: ['eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // node:test's describe and it return promises that the runner itself awaits.
    files: ['e2e/**/*.test.ts'],
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
];
