import { defineConfig } from 'vitest/config';

// Browser tests share two cores: run files one after another, and give Chromium time.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A page on a busy two-core machine can take more than expect.poll's default second to show what it will show;
    // a poll for the wrong value still fails, only later.
    expect: { poll: { timeout: 15_000 } },
  },
});
