import { availableParallelism, loadavg } from 'node:os';

/**
 * Whether heavy cases run at full strength: `pnpm test:slow` (and its load stage) sets
 * CGKIT_SLOW=1. A test reads it as `inject('slow')` (each package's vitest config provides it).
 */
export const slow = process.env['CGKIT_SLOW'] === '1';

/**
 * The time bound of a test or hook: 30 s on an idle machine, ten minutes in test:slow, and as many
 * times more as the machine is oversubscribed when the run starts (its load average per core), for
 * a machine shared with other work. A bound, never a target: a test that needs more than 30 s on
 * an idle machine belongs to test:slow.
 */
export const testBound = Math.round(
  (slow ? 600_000 : 30_000) * Math.max(1, (loadavg()[0] ?? 0) / availableParallelism()),
);

/**
 * Test files at once: one per core. Vitest's default leaves a core free, which on two cores runs a
 * package's files one at a time; under turbo the other tasks share the cores anyway.
 */
export const workers = availableParallelism();

declare module 'vitest' {
  interface ProvidedContext {
    /** Whether heavy cases run at full strength (`pnpm test:slow`). */
    slow: boolean;
  }
}
