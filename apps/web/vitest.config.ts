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
    // Unmounts what each test rendered (src/test-setup.ts).
    setupFiles: ['src/test-setup.ts'],
  },
});
