import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// `pnpm test:slow`'s load stage sets CGKIT_SLOW=1: ten minutes for a test on a machine that busy.
const slow = process.env['CGKIT_SLOW'] === '1';

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
    restoreMocks: true,
    // Bounds, not targets: a busy machine may be many times slower than an idle one.
    testTimeout: slow ? 600_000 : 30_000,
    hookTimeout: slow ? 600_000 : 30_000,
  },
});
