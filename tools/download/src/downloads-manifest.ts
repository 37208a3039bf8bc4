import { createHash } from 'node:crypto';
import {
  DOWNLOAD_FILE_NAMES,
  DOWNLOADS_MANIFEST_NAME,
  STORE_ZIP_NAME,
  type DownloadsManifest,
} from '@applypilot/contracts';

/** The names live in packages/contracts: the API serves exactly these files. */
export const PLATFORM_FILES = DOWNLOAD_FILE_NAMES;
export const STORE_ZIP = STORE_ZIP_NAME;
export const MANIFEST_FILE = DOWNLOADS_MANIFEST_NAME;
export type { DownloadsManifest };

export const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
