import { emptyEntry, type ResumeData, type ResumeEntry, type SectionOrder } from '@applypilot/resume';

/** Pure, immutable edits of the resume; the state hook applies them. */

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}

export type EntryPatch = Record<string, string | string[] | boolean>;

export function updateEntry(data: ResumeData, section: string, id: string, patch: EntryPatch): ResumeData {
  const entries = data[section];
  if (!entries) return data;
  return {
    ...data,
    [section]: entries.map((entry) => (entry.id === id ? ({ ...entry, ...patch } as ResumeEntry) : entry)),
  };
}

let lastStamp = 0;

/** A blank entry whose id is `<section>-<timestamp>` (section 3), unique even for two clicks in one millisecond. */
export function newEntry(section: string): ResumeEntry {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return { ...emptyEntry(section), id: `${section}-${lastStamp}` };
}

export function addEntry(data: ResumeData, section: string, entry: ResumeEntry): ResumeData {
  return { ...data, [section]: [...(data[section] ?? []), entry] };
}

export function removeEntry(data: ResumeData, section: string, id: string): ResumeData {
  const entries = data[section];
  if (!entries) return data;
  return { ...data, [section]: entries.filter((entry) => entry.id !== id) };
}

export function moveEntry(data: ResumeData, section: string, fromId: string, toId: string): ResumeData {
  const entries = data[section];
  if (!entries) return data;
  const from = entries.findIndex((entry) => entry.id === fromId);
  const to = entries.findIndex((entry) => entry.id === toId);
  if (from < 0 || to < 0 || from === to) return data;
  return { ...data, [section]: moveItem(entries, from, to) };
}

export function moveSection(order: SectionOrder, from: string, to: string): SectionOrder {
  const fromIndex = order.indexOf(from);
  const toIndex = order.indexOf(to);
  if (fromIndex < 0 || toIndex < 0 || fromIndex === toIndex) return order;
  return moveItem(order, fromIndex, toIndex);
}

export function addSection(
  data: ResumeData,
  order: SectionOrder,
  key: string,
): { data: ResumeData; order: SectionOrder } {
  return { data: { ...data, [key]: [newEntry(key)] }, order: [...order, key] };
}

export function removeSection(
  data: ResumeData,
  order: SectionOrder,
  key: string,
): { data: ResumeData; order: SectionOrder } {
  const next = { ...data };
  delete next[key];
  return { data: next, order: order.filter((name) => name !== key) };
}

/** True when no field holds any text: the preview then shows its placeholder instead of a blank page. */
export function isResumeEmpty(data: ResumeData): boolean {
  const hasText = (value: unknown): boolean => {
    if (typeof value === 'string') return value.trim() !== '';
    if (Array.isArray(value)) return value.some(hasText);
    return false;
  };
  return Object.values(data).every((entries) =>
    entries.every((entry) =>
      Object.entries(entry).every(([field, value]) => field === 'id' || !hasText(value)),
    ),
  );
}
