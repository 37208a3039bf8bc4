import { STORAGE_KEYS } from '@applypilot/contracts';
import { userStorage } from '../user-data/user-store';

/**
 * The resume builder's structured resume kept next to the active resume (`resumeData`) when the builder set it
 * active (issue [8]): the launch sends it as `resumeStructured`, so AI tailoring works on sections and bullets rather
 * than on text extracted from the PDF. The agent validates it (packages/resume's schema); here it is only carried, so
 * the dashboard's start button does not pull the resume package into its chunk.
 */
export interface StructuredResumeCopy {
  data: Record<string, unknown>;
  order: string[];
  config?: unknown;
}

interface StoredCopy extends StructuredResumeCopy {
  /** Fingerprint of `resumeData.base64` this copy was made with: a copy of another PDF is never sent. */
  forResume: string;
}

/**
 * FNV-1a (32 bits) and the length of the PDF data URI. Not security: it only tells "the active resume was replaced
 * since the builder set it" (a setup upload also removes the copy explicitly).
 */
export function resumeFingerprint(base64: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < base64.length; i += 1) {
    hash ^= base64.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${base64.length}:${(hash >>> 0).toString(16).padStart(8, '0')}`;
}

/** Stores the builder's copy for the PDF just written to `resumeData`; false when the browser refuses. */
export function storeStructuredResume(copy: StructuredResumeCopy, base64: string): boolean {
  const stored: StoredCopy = {
    data: copy.data,
    order: copy.order,
    config: copy.config,
    forResume: resumeFingerprint(base64),
  };
  try {
    userStorage.setItem(STORAGE_KEYS.activeResumeStructured, JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}

/** The active resume is no longer the builder's (a PDF was uploaded on the setup screen). */
export function clearStructuredResume(): void {
  try {
    userStorage.removeItem(STORAGE_KEYS.activeResumeStructured);
  } catch {
    // Blocked storage: the fingerprint still keeps a stale copy from being sent.
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The copy for the active resume `base64`, or null (none, unreadable, or made for another PDF). */
export function readStructuredResume(base64: string): StructuredResumeCopy | null {
  let value: unknown;
  try {
    const raw = userStorage.getItem(STORAGE_KEYS.activeResumeStructured);
    if (raw === null) return null;
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.data) || !Array.isArray(value.order)) return null;
  if (value.forResume !== resumeFingerprint(base64)) return null;
  const order = value.order.filter((key): key is string => typeof key === 'string');
  return value.config === undefined
    ? { data: value.data, order }
    : { data: value.data, order, config: value.config };
}
