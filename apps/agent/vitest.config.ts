import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The engine tests drive a real browser against the board: one variant at a time is plenty for two cores.
    testTimeout: 180_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
