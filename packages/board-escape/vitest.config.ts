import { defineConfig } from 'vitest/config';

// `pnpm test:slow` sets CGKIT_SLOW=1: heavy cases (`inject('slow')` in a test) run at full
// strength there, and cheaply in `pnpm test`.
const slow = process.env['CGKIT_SLOW'] === '1';

declare module 'vitest' {
  interface ProvidedContext {
    /** Whether heavy cases run at full strength (`pnpm test:slow`). */
    slow: boolean;
  }
}

export default defineConfig({
  test: {
    name: 'board-escape',
    // Not the type tests (*.test-d.ts): the `typecheck` task's tsc checks them with the rest of
    // src/ (vitest's typecheck would run that same tsc once more).
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
    provide: { slow },
    // Bounds, not targets: a busy machine may be many times slower than an idle one. A test that
    // needs more than 30 s belongs to test:slow, whose runs (and the load stage) get ten minutes.
    testTimeout: slow ? 600_000 : 30_000,
    hookTimeout: slow ? 600_000 : 30_000,
  },
});
