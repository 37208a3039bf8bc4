import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Engine tests mostly wait on the browser and the board: two variants at a time suit a two-core machine.
    maxWorkers: 2,
    // No test file mocks a module or changes the environment: the files of a worker share one module graph.
    isolate: false,
    testTimeout: 180_000,
    // A beforeAll may start the API, a board and Chromium beside other suites (decision 040).
    hookTimeout: 180_000,
  },
});
