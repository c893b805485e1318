import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../../vitest.shared.js';

export default defineConfig({
  plugins: [react()],
  // Relative asset paths: the built app works from any folder of a static host.
  base: './',
  worker: { format: 'es' },
  build: { target: 'es2023' },
  preview: { host: '127.0.0.1' },
  test: {
    name: 'web',
    // Component tests (.tsx) name their DOM in a `@vitest-environment happy-dom` comment.
    include: ['src/**/*.test.{ts,tsx}'],
    ...sharedTestOptions,
  },
});
