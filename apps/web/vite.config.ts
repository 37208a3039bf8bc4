import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './tools/precompress-plugin';

// The API serves the built app on one origin; in `vite` dev these server routes go to a local API on 8082.
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8082';
const serverRoutes = ['/auth', '/api', '/sandbox', '/downloads'];

export default defineConfig({
  plugins: [react(), precompress()],
  // No source maps in the build: the API serves dist as it is, and the site's source is not for the public.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod in a chunk of its own: left to the default grouping it shares a chunk with plain constants the first
          // page needs, and every visitor downloads it (27 KB gzip) though only forms and API answers use it.
          groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      serverRoutes.map((route) => [route, { target: API_TARGET, changeOrigin: false }]),
    ),
  },
});
