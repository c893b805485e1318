import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Whether heavy cases run at full strength: `pnpm test:slow`'s first stage sets CGKIT_SLOW=1. A test reads it as `inject('slow')` (each package's vitest config provides it).
 */
export const slow = process.env['CGKIT_SLOW'] === '1';

/**
 * Whether the tests run beside CPU burners: the load stage (scripts/test-load.mjs) sets
 * CGKIT_LOAD=1, and runs `pnpm test`'s cases with test:slow's bound.
 */
const loaded = process.env['CGKIT_LOAD'] === '1';

/**
 * The time bound of a test or hook: 30 s on an idle machine, ten minutes in test:slow and its load
 * stage, and as many times more as the machine is oversubscribed when the run starts (its load
 * average per core), for a machine shared with other work. A bound, never a target: a test that needs more than 30 s on
 * an idle machine belongs to test:slow.
 */
export const testBound = Math.round(
  (slow || loaded ? 600_000 : 30_000) * Math.max(1, (loadavg()[0] ?? 0) / availableParallelism()),
);

/**
 * Test files at once: one per core. Vitest's default leaves a core free, which on two cores runs a
 * package's files one at a time; under turbo the other tasks share the cores anyway.
 */
export const workers = availableParallelism();

/**
 * What every package's tests share: mocks restored after each test, heavy cases behind
 * `inject('slow')` (cheap in `pnpm test`, in full in `pnpm test:slow`), the bound above, and a
 * temporary directory of the run's own, removed at its end (`vitest.temp-dir.ts`).
 */
export const sharedTestOptions = {
  restoreMocks: true,
  globalSetup: [fileURLToPath(new URL('./vitest.temp-dir.ts', import.meta.url))],
  provide: { slow },
  testTimeout: testBound,
  hookTimeout: testBound,
};

/** The vitest config of a library package: its tests beside the code, in `src/`. */
export function packageTestConfig(name: string) {
  return defineConfig({
    test: {
      name,
      // Not the type tests (*.test-d.ts): the `typecheck` task's tsc checks them with the rest of
      // src/ (vitest's typecheck would run that same tsc once more).
      include: ['src/**/*.test.ts'],
      ...sharedTestOptions,
      maxWorkers: workers,
      // A worker runs its test files in one module graph rather than a fresh one per file: a
      // library's tests share no state beyond its caches (mocks are restored after each test), and
      // loading the package again for each of its files cost about half of its tests' CPU time.
      isolate: false,
    },
  });
}

declare module 'vitest' {
  interface ProvidedContext {
    /** Whether heavy cases run at full strength (`pnpm test:slow`). */
    slow: boolean;
  }
}
