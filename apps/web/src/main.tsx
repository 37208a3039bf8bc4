import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/global.css';

// The site's CSP forbids eval. zod probes `new Function` before its first object parse, and Chromium reports the
// refused probe as a CSP violation even though zod falls back; jitless skips the probe. zod reads this global config
// (zod 4's own `z.config` writes the same object), so zod itself stays out of the first page load.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
