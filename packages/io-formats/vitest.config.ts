import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'io-formats', include: ['src/**/*.test.ts'], restoreMocks: true },
});
