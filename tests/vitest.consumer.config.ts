import { defineConfig } from 'vitest/config';

// The consumer test (`pnpm test:consumer`): the packed packages installed outside the workspace.
export default defineConfig({
  test: {
    name: 'consumer',
    include: ['consumer/**/*.test.ts'],
    restoreMocks: true,
    // Bounds, not targets: a busy machine may be many times slower than an idle one. Each test runs
    // installed programs (npm, tsc, Vite, Chromium), and the set-up packs and installs every
    // package with npm: minutes, not the 30 s of the other tests.
    testTimeout: 300_000,
    hookTimeout: 600_000,
  },
});
