import { defineConfig } from 'vitest/config';

// eslint-disable-next-line no-restricted-syntax -- vitest reads the default export
export default defineConfig({
  test: { name: 'cgt-values', include: ['src/**/*.test.ts'], restoreMocks: true },
});
