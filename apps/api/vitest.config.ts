import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // No test file mocks a module or changes the environment, and each makes its own app and databases: the files of
    // a worker share one module graph instead of importing Fastify, Drizzle, zod and the app again for each file.
    isolate: false,
    // PGlite start-up and the real-cost scrypt hashes take seconds on two cores, and several times that when the
    // e2e files and the agent's Chromium share them (npm test, decision 040): a fresh PGlite and every migration took
    // 44 s there. Only the cap on a whole test; no step waits longer for it.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
