import { defineConfig } from 'vitest/config';
import { sharedTestOptions, workers } from '../vitest.shared.js';

export default defineConfig({
  test: {
    name: 'workspace',
    include: ['src/**/*.test.ts'],
    ...sharedTestOptions,
    maxWorkers: workers,
  },
});
