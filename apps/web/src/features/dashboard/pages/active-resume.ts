import { STORAGE_KEYS } from '@applypilot/contracts';
import { userStorage } from '../../../lib/user-data/user-store';

/** The active resume's file name from `resumeData` (set by the resume builder or the setup upload), or null. */
export function activeResumeFilename(storage: Pick<Storage, 'getItem'> = userStorage): string | null {
  try {
    const raw = storage.getItem(STORAGE_KEYS.resumeData);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const filename = (value as { filename?: unknown }).filename;
    return typeof filename === 'string' && filename.trim() !== '' ? filename : null;
  } catch {
    return null;
  }
}
