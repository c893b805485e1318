import { defineConfig } from 'vitest/config';
import { testBound, workers } from '../vitest.shared.js';

export default defineConfig({
  test: {
    name: 'workspace',
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
    testTimeout: testBound,
    hookTimeout: testBound,
    maxWorkers: workers,
  },
});
