import { defineConfig } from 'vitest/config';

// eslint-disable-next-line no-restricted-syntax -- vitest reads its configuration from a default export
export default defineConfig({
  test: { name: 'thirty-one', include: ['src/**/*.test.ts'], restoreMocks: true },
});
