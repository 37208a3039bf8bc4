import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // PGlite start-up and the real-cost scrypt hashes take seconds on two cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
