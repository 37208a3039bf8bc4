import { defineConfig } from 'vitest/config';

/**
 * Every e2e file starts its own API (free port, temporary DATA_DIR), Chromium (its own profile), and where it needs
 * them its own board, agent and extension build, so two files share nothing but the cores (decision 040). Most run
 * two at a time; the files that play real-time audio to Chromium's fake microphone (a starved audio thread would
 * change what they hear) and the production topology (two API instances, nginx and 200 concurrent reservations on
 * their own) then run one at a time. E2E_WORKERS=1 runs every file one after another.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS) || 2);
const ALONE = [
  'tests/interview.e2e.test.ts',
  'tests/interview-live.e2e.test.ts',
  'tests/interview-live-lib.e2e.test.ts',
  'tests/topology/topology.e2e.test.ts',
];

export default defineConfig({
  test: {
    // Two files side by side share two cores: a whole automation run with AI tailoring took over 120 s at a load
    // average of 25 (decision 040). Only the cap on a whole test; no step waits longer for it.
    testTimeout: 240_000,
    // A file's beforeAll starts an API, Chromium and maybe a board, an agent and an extension build: slow beside
    // another file, never a test's subject (support/app-server.ts waits up to 150 s for an API).
    hookTimeout: 240_000,
    // A page on a busy two-core machine can take more than expect.poll's default second to show what it will show;
    // a poll for the wrong value still fails, only later.
    expect: { poll: { timeout: 15_000 } },
    // One API start makes the embedded database every API of the run copies (support/global-setup.ts).
    globalSetup: ['support/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'side-by-side',
          include: ['tests/**/*.e2e.test.ts'],
          exclude: ALONE,
          fileParallelism: workers > 1,
          maxWorkers: workers,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'alone',
          include: ALONE,
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
