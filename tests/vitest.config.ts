import { defineConfig } from 'vitest/config';
import { sharedTestOptions, workers } from '../vitest.shared.js';

export default defineConfig({
  test: {
    name: 'workspace',
    include: ['src/**/*.test.ts'],
    ...sharedTestOptions,
    maxWorkers: workers,
    // A worker runs its test files in one module graph, as the libraries' do: these checks read the
    // workspace and run programs in scratch folders of their own, and share no state.
    isolate: false,
  },
});
