import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'cli',
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
    // Bounds, not targets: a busy machine may be many times slower than an idle one.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
