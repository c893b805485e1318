import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'board-escape', include: ['src/**/*.test.ts'], restoreMocks: true },
});
