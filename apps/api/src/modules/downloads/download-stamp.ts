import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  AGENT_VERSION,
  AGENT_ZIP_STAMP_NAME,
  DownloadStampSchema,
  type DownloadStamp,
} from '@applypilot/contracts';

/** The zip for a computer with Node.js, as the root build writes it into DOWNLOADS_DIR. */
export const AGENT_ZIP_NAME = 'ApplyPilot-agent.zip';
export const AGENT_ZIP_PATH = `/downloads/${AGENT_ZIP_NAME}`;

/** What this API's downloads must have been built for: its site, this agent version and its grant key. */
export function expectedStamp(apiOrigin: string, grantPublicKey: string): DownloadStamp {
  return { version: AGENT_VERSION, apiOrigin, grantPublicKey };
}

export const stampMatches = (found: DownloadStamp, expected: DownloadStamp) =>
  found.version === expected.version &&
  found.apiOrigin === expected.apiOrigin &&
  found.grantPublicKey === expected.grantPublicKey;

/** Size and modification time of a file in the downloads folder, or undefined when it is not there (or no file). */
export async function fileStat(
  downloadsDir: string,
  name: string,
): Promise<{ size: number; mtimeMs: number } | undefined> {
  try {
    const info = await stat(path.join(downloadsDir, name));
    return info.isFile() ? { size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * ApplyPilot-agent.zip when it was built for this site, version and key (its stamp beside it says so), else
 * undefined: an agent with another key could never confirm this API's credits (decision 051).
 */
export async function currentAgentZip(
  downloadsDir: string,
  expected: DownloadStamp,
): Promise<{ size: number; mtimeMs: number } | undefined> {
  try {
    const stamp = DownloadStampSchema.safeParse(
      JSON.parse(await readFile(path.join(downloadsDir, AGENT_ZIP_STAMP_NAME), 'utf8')),
    );
    if (!stamp.success || !stampMatches(stamp.data, expected)) return undefined;
  } catch {
    return undefined;
  }
  return fileStat(downloadsDir, AGENT_ZIP_NAME);
}
