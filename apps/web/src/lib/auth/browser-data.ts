import { STORAGE_KEYS } from '@applypilot/contracts';
import { resetPerUserState } from './session-events';

/**
 * The names of one person's browser data: the setup (resume, professional details, search, screening answers, the
 * customise choice, the builder's structured copy, the fit settings), the resume builder's resume, order, layout and
 * title, and the interview assistant's settings with the user's Gemini key. Since decision 049 they are kept sealed per
 * account (lib/user-data), never in localStorage; what this module still finds in localStorage under these names is
 * plaintext left by the version before, which only its owner's first signed-in dashboard moves into the sealed store.
 * `userData` (the session) is handled by stored-user.ts.
 */
export const BUILT_RESUME_TITLE_KEY = 'builtResumeTitle';

/** Decision 033: whose plaintext the keys above hold (the owner's email in lower case); nothing new is written plaintext. */
export const BROWSER_DATA_OWNER_KEY = 'browserDataOwner';

/**
 * Decision 049: when this browser first saw plaintext whose owner is not signed in. Plaintext waits for its owner's
 * next sign-in at most LEGACY_PLAINTEXT_DAYS from then.
 */
export const LEGACY_SINCE_KEY = 'browserDataPlaintextSince';
export const LEGACY_PLAINTEXT_DAYS = 30;

export const PER_USER_KEYS: readonly string[] = [
  STORAGE_KEYS.resumeData,
  STORAGE_KEYS.professionalDetails,
  STORAGE_KEYS.jobSearchSettings,
  STORAGE_KEYS.automationProfile,
  STORAGE_KEYS.customizeResume,
  STORAGE_KEYS.activeResumeStructured,
  STORAGE_KEYS.jobFitSettings,
  STORAGE_KEYS.builtResumeData,
  STORAGE_KEYS.builtResumeOrder,
  STORAGE_KEYS.resumeConfig,
  BUILT_RESUME_TITLE_KEY,
  STORAGE_KEYS.interviewApiKey,
  STORAGE_KEYS.interviewCvContent,
  STORAGE_KEYS.interviewAdditionalDetails,
  STORAGE_KEYS.interviewAiInstructions,
  STORAGE_KEYS.interviewSelectedModel,
  STORAGE_KEYS.interviewTeleprompterFontSize,
  STORAGE_KEYS.interviewTeleprompterPosition,
  STORAGE_KEYS.interviewTeleprompterSize,
  STORAGE_KEYS.interviewLiveMode,
  STORAGE_KEYS.interviewSpendingCap,
  STORAGE_KEYS.interviewTeleprompterPip,
];

/** Keys added later under these prefixes are per-user too, listed here or not (the interview settings grow). */
const PER_USER_PREFIXES = ['interviewAssistant_', 'builtResume'];

export function isPerUserKey(key: string): boolean {
  return PER_USER_KEYS.includes(key) || PER_USER_PREFIXES.some((prefix) => key.startsWith(prefix));
}

function ownerOf(email: string): string {
  return email.trim().toLowerCase();
}

/** Removes the plaintext per-user keys, the owner mark and its date. Storage that cannot be used has none. */
export function clearBrowserDataPlaintext(storage: Storage = window.localStorage): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null && isPerUserKey(key)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
    storage.removeItem(BROWSER_DATA_OWNER_KEY);
    storage.removeItem(LEGACY_SINCE_KEY);
  } catch (error) {
    console.error('Could not clear the plaintext browser data of the last user.', error);
  }
}

function hasPlaintext(storage: Storage): boolean {
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null && isPerUserKey(key)) return true;
    }
  } catch {
    // Unusable storage holds nothing.
  }
  return false;
}

/**
 * Logout: the person's data stays on the computer, sealed under their key, and this page forgets the key and every
 * opened value (the sealed store locks on resetPerUserState). Plaintext from before decision 049 that was not moved
 * yet is removed, as decision 033 did.
 */
export function forgetBrowserData(storage: Storage = window.localStorage): void {
  clearBrowserDataPlaintext(storage);
  resetPerUserState();
}

function readOwner(storage: Storage): string | null {
  try {
    return storage.getItem(BROWSER_DATA_OWNER_KEY);
  } catch {
    return null;
  }
}

function writeOwner(storage: Storage, email: string): void {
  try {
    storage.setItem(BROWSER_DATA_OWNER_KEY, ownerOf(email));
  } catch {
    // Storage refused: the next sign-in finds no owner and clears, which is the safe side.
  }
}

/**
 * A sign-in (password, Google, after sign-up): plaintext from before decision 049 stays only when it is this person's
 * own, for their dashboard to seal; anyone else's (or nobody's) is removed before anything can read it.
 */
export function claimBrowserData(email: string, storage: Storage = window.localStorage): void {
  if (!hasPlaintext(storage)) return;
  if (readOwner(storage) === ownerOf(email)) return;
  clearBrowserDataPlaintext(storage);
}

/**
 * A session restored on page load. A browser signed in before issue 16 has plaintext and no owner mark: it is the
 * signed-in person's (decision 033), so it is marked theirs for their dashboard to seal. Plaintext marked for someone
 * else is removed.
 */
export function adoptBrowserData(email: string, storage: Storage = window.localStorage): void {
  if (!hasPlaintext(storage)) return;
  if (readOwner(storage) === null) writeOwner(storage, email);
  else claimBrowserData(email, storage);
}

/**
 * A page load with nobody signed in. Plaintext from before decision 049 belongs to someone whose session ended without
 * a logout; it waits for their sign-in LEGACY_PLAINTEXT_DAYS from the first time this version saw it, then goes.
 */
export function expireBrowserDataPlaintext(
  now: number = Date.now(),
  storage: Storage = window.localStorage,
): boolean {
  if (!hasPlaintext(storage)) return false;
  try {
    const since = Number(storage.getItem(LEGACY_SINCE_KEY));
    if (!Number.isFinite(since) || since <= 0) {
      storage.setItem(LEGACY_SINCE_KEY, String(now));
      return false;
    }
    if (now - since < LEGACY_PLAINTEXT_DAYS * 24 * 60 * 60 * 1000) return false;
  } catch {
    // Storage that cannot keep the date: remove now rather than keep plaintext forever.
  }
  clearBrowserDataPlaintext(storage);
  return true;
}
