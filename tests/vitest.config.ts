import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'workspace',
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
