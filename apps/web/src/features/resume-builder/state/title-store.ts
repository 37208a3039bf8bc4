import { useSyncExternalStore } from 'react';
import { MESSAGES, RESUME_WINDOW_EVENT } from '@applypilot/contracts';
import { BUILT_RESUME_TITLE_KEY } from '../../../lib/auth/browser-data';
import { onUserDataChange } from '../../../lib/user-data/user-store';
import { readStored, writeStored } from './safe-storage';

/**
 * The resume title is edited in the dashboard sidebar and used by the page (download file name, Set for
 * Automation), so it lives in a tiny store both read. The specification names no storage key for it: we keep it
 * under 'builtResumeTitle' so it survives a reload like the data, order and layout do.
 */
export const TITLE_STORAGE_KEY = BUILT_RESUME_TITLE_KEY;

const listeners = new Set<() => void>();
let title: string | null = readTitle();

function readTitle(): string | null {
  const raw = readStored(TITLE_STORAGE_KEY);
  return typeof raw === 'string' ? raw : null;
}

// The title is cached for the page's life; when the person's data opens or locks, or another tab renames it, it is
// read again.
onUserDataChange((name) => {
  if (name !== null && name !== TITLE_STORAGE_KEY) return;
  const stored = readTitle();
  if (stored === title) return;
  title = stored;
  for (const listener of listeners) listener();
});

/** The stored title, or null when none was ever saved (a first visit). */
export function getStoredTitle(): string | null {
  return title;
}

export function getTitle(): string {
  return title ?? MESSAGES.defaultResumeTitle;
}

export function setTitle(next: string): void {
  if (next === title) return;
  title = next;
  writeStored(TITLE_STORAGE_KEY, next);
  for (const listener of listeners) listener();
  window.dispatchEvent(new CustomEvent(RESUME_WINDOW_EVENT.titleChange, { detail: { title: next } }));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useResumeTitle(): string {
  return useSyncExternalStore(subscribe, getTitle, getTitle);
}
