import { defineConfig } from 'vitest/config';

// The consumer test (`pnpm test:consumer`): the packed packages installed outside the workspace.
export default defineConfig({
  test: {
    name: 'consumer',
    include: ['consumer/**/*.test.ts'],
    restoreMocks: true,
    // Bounds, not targets: a busy machine may be many times slower than an idle one.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
