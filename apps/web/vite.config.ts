import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../../vitest.shared.js';
import { UNIT_TESTS } from './test-areas.js';

const TESTS = 'src/**/*.test.{ts,tsx}';

export default defineConfig({
  plugins: [react()],
  // Relative asset paths: the built app works from any folder of a static host.
  base: './',
  worker: { format: 'es' },
  build: { target: 'es2023' },
  preview: { host: '127.0.0.1' },
  test: {
    ...sharedTestOptions,
    // A worker runs its test files in one module graph, not a fresh one each: the pages' tests
    // share no state but the DOM, which each component test cleans up, and loading React and the
    // packages again for each file was about two thirds of the app's unit tests' CPU time.
    isolate: false,
    // One project per area of `test-areas.ts` (each a turbo task of its own); `app` has the rest.
    // Component tests (.tsx) name their DOM in a `@vitest-environment happy-dom` comment.
    projects: [
      ...Object.entries(UNIT_TESTS).map(([name, include]) => ({
        extends: true as const,
        test: { name, include: [...include] },
      })),
      {
        extends: true,
        test: { name: 'app', include: [TESTS], exclude: Object.values(UNIT_TESTS).flat() },
      },
    ],
  },
});
