import { z } from 'zod';

// Extension pages and content scripts run under a CSP without 'unsafe-eval'; zod's JIT would try `new Function`
// and log a CSP violation on every start before falling back. Imported first by each entry.
z.config({ jitless: true });
