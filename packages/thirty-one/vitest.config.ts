import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'thirty-one',
    // Not the type tests (*.test-d.ts): the `typecheck` task's tsc checks them with the rest of
    // src/ (vitest's typecheck would run that same tsc once more).
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
    // Bounds, not targets: a busy machine may be many times slower than an idle one.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
