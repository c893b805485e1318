import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'galette',
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
    typecheck: { enabled: true, tsconfig: './tsconfig.json' },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
