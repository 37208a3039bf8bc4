import { defineConfig } from 'vitest/config';

// Browser tests share two cores: run files one after another, and give Chromium time.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
