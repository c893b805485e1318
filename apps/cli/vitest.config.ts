import { defineConfig } from 'vitest/config';
import { sharedTestOptions, slow, workers } from '../../vitest.shared.js';
import { COMMAND_FAMILIES } from './src/testing/families.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** The command family whose commands `src/fuzz.test.ts` fuzzes. */
    family: string;
  }
}

/**
 * The tests of each command family, a project of their own: turbo runs each as a task
 * (`test:cgt`…, see turbo.json) that depends on the packages its commands import, so that a change
 * to Masyu's rules does not rerun the tests of `cgkit cgt`. Each fuzzes its own commands
 * (`src/fuzz.test.ts`). `kit`, the shared machinery (program, worker, files, signals), depends on
 * every package.
 */
const testsOf = (family: string): string[] => [
  `src/commands/${family}.test.ts`,
  `src/commands/${family}-*.test.ts`,
];

export default defineConfig({
  test: {
    ...sharedTestOptions,
    maxWorkers: workers,
    // A worker runs its test files in one module graph and process rather than a fresh one per
    // file, which cost about a fifth of the CLI's test time; every file leaves the process as it
    // found it (src/testing/no-leaks.ts checks it).
    isolate: false,
    setupFiles: ['src/testing/no-leaks.ts'],
    projects: [
      ...COMMAND_FAMILIES.map((name) => ({
        extends: true as const,
        test: {
          name,
          include: [...testsOf(name), 'src/fuzz.test.ts'],
          provide: { slow, family: name },
          // The family's own bundle of the CLI, with the packages left external.
          globalSetup: ['src/testing/family-bundle.ts'],
        },
      })),
      // Every other test, a new command's too until it gets a family.
      {
        extends: true,
        test: {
          name: 'kit',
          include: ['src/**/*.test.ts'],
          exclude: [...COMMAND_FAMILIES.flatMap(testsOf), 'src/fuzz.test.ts'],
        },
      },
    ],
  },
});
