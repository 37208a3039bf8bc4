import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Browser files share two cores with the rest of the repository: one at a time.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A page on a busy machine can take a few seconds to answer: expect.poll waits as long as a person would.
    expect: { poll: { timeout: 10_000 } },
  },
});
