import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests of the web app: every *.test.ts(x) under src, in jsdom.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    // Unmounts what each test rendered, and gives Testing Library's waits 15 s (src/test-setup.ts).
    setupFiles: ['src/test-setup.ts'],
    // Under npm test this suite shares two cores with the e2e files and the agent's Chromium (decision 040): a page
    // can take more than expect.poll's default second to show what it will show, and a test more than 5 s. Only caps;
    // a poll for the wrong value still fails, later.
    testTimeout: 60_000,
    expect: { poll: { timeout: 15_000 } },
  },
});
