import { DOWNLOADS_PAGE_PATH } from '@applypilot/contracts';
import { z } from 'zod';

/** GET /api/downloads names the agent version the site's downloads hold (DownloadListSchema's `version`). */
const SiteVersionSchema = z.object({ version: z.string().regex(/^\d+\.\d+\.\d+$/) });

/** Whether `latest` (x.y.z) is newer than `current` (x.y.z); anything else compares as not newer. */
export function isNewer(latest: string, current: string): boolean {
  const parts = (v: string) => (/^\d+\.\d+\.\d+$/.test(v) ? v.split('.').map(Number) : null);
  const a = parts(latest);
  const b = parts(current);
  if (!a || !b) return false;
  for (let i = 0; i < 3; i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return false;
}

/**
 * Asks the site for the agent version its downloads hold (GET /api/downloads, `version`) and returns the notice to
 * show when it is newer than this agent, else null. Never updates anything itself; a site that cannot be reached or
 * answers something else is not an error worth a line (the agent works without it).
 */
export async function checkForUpdate(
  site: string,
  current: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ current: string; latest: string; url: string } | null> {
  try {
    const response = await fetchImpl(new URL('/api/downloads', site), {
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return null;
    const parsed = SiteVersionSchema.safeParse(await response.json());
    if (!parsed.success || !isNewer(parsed.data.version, current)) return null;
    return { current, latest: parsed.data.version, url: new URL(DOWNLOADS_PAGE_PATH, site).href };
  } catch {
    return null;
  }
}
