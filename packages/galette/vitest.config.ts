import { defineConfig } from 'vitest/config';
import { slow, testBound, workers } from '../../vitest.shared.js';

export default defineConfig({
  test: {
    name: 'galette',
    // Not the type tests (*.test-d.ts): the `typecheck` task's tsc checks them with the rest of
    // src/ (vitest's typecheck would run that same tsc once more).
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
    // Heavy cases read `inject('slow')`: cheap in `pnpm test`, in full in `pnpm test:slow`.
    provide: { slow },
    testTimeout: testBound,
    hookTimeout: testBound,
    maxWorkers: workers,
  },
});
