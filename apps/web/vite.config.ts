import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadBudget } from './tools/first-load-budget-plugin';
import { precompress } from './tools/precompress-plugin';
import { routePreloads } from './tools/route-preloads-plugin';

// The API serves the built app on one origin; in `vite` dev these server routes go to a local API on 8082.
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8082';
const serverRoutes = ['/auth', '/api', '/sandbox', '/downloads'];

// Public pages whose chunks the API names in the HTML of their path (tools/route-preloads-plugin.ts); the modules of
// src/app/lazy-pages.ts. A page left out still works, it just loads its chunk one round trip later. Pages that fetch
// load under the data layer (src/app/data-layer.tsx, decision 035): its chunk is named first.
const DATA_LAYER = 'src/app/data-layer.tsx';
const PRELOADED_ROUTES = {
  '/': 'src/features/site/pages/home-page.tsx',
  '/pricing': 'src/features/site/pages/pricing-page.tsx',
  '/contact': 'src/features/site/pages/contact-page.tsx',
  '/privacy': 'src/features/site/pages/privacy-page.tsx',
  '/terms': 'src/features/site/pages/terms-page.tsx',
  '/try-now': [DATA_LAYER, 'src/features/site/pages/try-now-page.tsx'],
  '/features': 'src/features/site/pages/features-page.tsx',
  '/help': 'src/features/site/pages/help-page.tsx',
  '/login': [DATA_LAYER, 'src/features/auth/login-page.tsx'],
};

// The JavaScript a first visit may fetch, gzip level 9 (decision 039): the build fails above it. The pages that show
// only; /login also brings the data layer and Google sign-in's configuration.
const FIRST_LOAD_BUDGETS = { '/': 100 * 1024, '/pricing': 100 * 1024, '/help': 100 * 1024 };

export default defineConfig({
  plugins: [react(), routePreloads(PRELOADED_ROUTES), firstLoadBudget(FIRST_LOAD_BUDGETS), precompress()],
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
