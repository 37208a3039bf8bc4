import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves the built app on one origin; in `vite` dev these server routes go to a local API on 8082.
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8082';
const serverRoutes = ['/auth', '/api', '/sandbox', '/downloads'];

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: Object.fromEntries(
      serverRoutes.map((route) => [route, { target: API_TARGET, changeOrigin: false }]),
    ),
  },
});
