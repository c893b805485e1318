import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'cgt-values', include: ['src/**/*.test.ts'], restoreMocks: true },
});
