import { STORAGE_KEYS } from '@applypilot/contracts';
import {
  DEFAULT_SECTION_ORDER,
  DEMO_ORDER,
  DEMO_RESUME,
  ResumeDataSchema,
  SectionOrderSchema,
  emptyEntry,
  emptyResumeData,
  mergeConfig,
  type ResumeConfig,
  type ResumeData,
  type SectionOrder,
} from '@applypilot/resume';
import { readStored, writeStored } from './safe-storage';
import { getStoredTitle } from './title-store';

export interface SavedResume {
  data: ResumeData;
  order: SectionOrder;
  config: ResumeConfig;
  /** Set when the builder starts from the demo, so the page can name it 'Demo Resume'. */
  title: string | null;
}

/** Personal and summary hold exactly one entry and have no 'Add New': make sure the form has one to edit. */
export function withSingleEntries(data: ResumeData): ResumeData {
  return {
    ...data,
    personal: data.personal.length > 0 ? data.personal.slice(0, 1) : [emptyEntry('personal')],
    summary: data.summary.length > 0 ? data.summary.slice(0, 1) : [emptyEntry('summary')],
  };
}

/** A blank resume for Create New Resume: every standard section, empty, in the default order. */
export function blankResume(): { data: ResumeData; order: SectionOrder } {
  return { data: withSingleEntries(emptyResumeData()), order: [...DEFAULT_SECTION_ORDER] };
}

export function demoResume(): { data: ResumeData; order: SectionOrder } {
  return { data: withSingleEntries(structuredClone(DEMO_RESUME)), order: [...DEMO_ORDER] };
}

/**
 * Every section of the data appears exactly once in the order: unknown or repeated names are dropped, and
 * sections the order forgot are appended (standard ones first, in their default places).
 */
export function reconcileOrder(data: ResumeData, order: SectionOrder): SectionOrder {
  const keys = new Set(Object.keys(data));
  const seen = new Set<string>();
  const result: string[] = [];
  for (const key of order) {
    if (keys.has(key) && !seen.has(key)) {
      seen.add(key);
      result.push(key);
    }
  }
  for (const key of [...DEFAULT_SECTION_ORDER, ...keys]) {
    if (keys.has(key) && !seen.has(key)) {
      seen.add(key);
      result.push(key);
    }
  }
  return result;
}

/** Who the builder's first resume is for: the signed-in account's name and email. */
export interface ResumeOwner {
  name?: string | null;
  email?: string | null;
}

/** A blank resume with the account's own name and email filled in: the facts we already have from the user. */
export function ownBlankResume(owner: ResumeOwner = {}): { data: ResumeData; order: SectionOrder } {
  const blank = blankResume();
  const personal = blank.data.personal[0];
  if (personal) {
    blank.data.personal = [{ ...personal, name: owner.name?.trim() ?? '', email: owner.email?.trim() ?? '' }];
  }
  return blank;
}

/**
 * Reads the builder's three stored values, each validated with its schema. Missing or unreadable data means a
 * first visit (or a broken store): a blank resume with the account's name and email (decision 050; section 9's
 * demo, a sample person, could be set for automation and sent to employers as the user's), under the stored title
 * or 'Untitled Resume'. A bad order or config falls back alone.
 */
export function loadSavedResume(owner: ResumeOwner = {}): SavedResume {
  const config = mergeConfig(readStored(STORAGE_KEYS.resumeConfig));
  const parsedData = ResumeDataSchema.safeParse(readStored(STORAGE_KEYS.builtResumeData));
  if (!parsedData.success) {
    return { ...ownBlankResume(owner), config, title: null };
  }
  const data = withSingleEntries(parsedData.data);
  const parsedOrder = SectionOrderSchema.safeParse(readStored(STORAGE_KEYS.builtResumeOrder));
  const order = reconcileOrder(data, parsedOrder.success ? parsedOrder.data : DEFAULT_SECTION_ORDER);
  return { data, order, config, title: getStoredTitle() };
}

export function saveData(data: ResumeData): void {
  writeStored(STORAGE_KEYS.builtResumeData, data);
}

export function saveOrder(order: SectionOrder): void {
  writeStored(STORAGE_KEYS.builtResumeOrder, order);
}

export function saveConfig(config: ResumeConfig): void {
  writeStored(STORAGE_KEYS.resumeConfig, config);
}
