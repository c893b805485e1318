import { defineConfig } from 'vitest/config';

// `pnpm test:slow` sets CGKIT_SLOW=1 (so does its load stage): heavy cases (`inject('slow')` in a
// test) run at full strength there, and cheaply in `pnpm test`.
const slow = process.env['CGKIT_SLOW'] === '1';

declare module 'vitest' {
  interface ProvidedContext {
    /** Whether heavy cases run at full strength (`pnpm test:slow`). */
    slow: boolean;
  }
}

/**
 * The tests of each command family, a project of their own: turbo runs each as a task
 * (`test:cgt`…, see turbo.json) that depends on the packages its commands import, so that a change
 * to Masyu's rules does not rerun the tests of `cgkit cgt`. `kit`, the shared machinery (program,
 * worker, fuzzing every command), depends on them all.
 */
const families = ['engine', 'cgt', 'thirty-one', 'board-escape', 'galette', 'masyu'];
const testsOf = (family: string): string[] => [
  `src/commands/${family}.test.ts`,
  `src/commands/${family}-*.test.ts`,
];

export default defineConfig({
  test: {
    restoreMocks: true,
    provide: { slow },
    // Bounds, not targets: a busy machine may be many times slower than an idle one. A test that
    // needs more than 30 s belongs to test:slow, whose runs (and the load stage) get ten minutes.
    testTimeout: slow ? 600_000 : 30_000,
    hookTimeout: slow ? 600_000 : 30_000,
    projects: [
      ...families.map((name) => ({
        extends: true as const,
        test: {
          name,
          include: testsOf(name),
          // Galette's commands search in several processes and threads at once (a killed run and
          // its restart, eight runs on one file): up to a minute each on a busy machine.
          ...(name === 'galette' && !slow && { testTimeout: 120_000 }),
        },
      })),
      // Every other test, a new command's too until it gets a family.
      {
        extends: true,
        test: { name: 'kit', include: ['src/**/*.test.ts'], exclude: families.flatMap(testsOf) },
      },
    ],
  },
});
