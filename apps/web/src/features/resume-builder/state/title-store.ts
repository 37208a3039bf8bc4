import { useSyncExternalStore } from 'react';
import { MESSAGES, RESUME_WINDOW_EVENT } from '@applypilot/contracts';
import { readStored, writeStored } from './safe-storage';

/**
 * The resume title is edited in the dashboard sidebar and used by the page (download file name, Set for
 * Automation), so it lives in a tiny store both read. The specification names no storage key for it: we keep it
 * under 'builtResumeTitle' so it survives a reload like the data, order and layout do.
 */
export const TITLE_STORAGE_KEY = 'builtResumeTitle';

const listeners = new Set<() => void>();
let title: string | null = readTitle();

function readTitle(): string | null {
  const raw = readStored(TITLE_STORAGE_KEY);
  return typeof raw === 'string' ? raw : null;
}

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
