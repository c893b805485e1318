import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'workspace',
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
    // Bounds, not targets: a busy machine may be many times slower than an idle one.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
