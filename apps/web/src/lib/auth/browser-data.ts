import { STORAGE_KEYS } from '@applypilot/contracts';
import { resetPerUserState } from './session-events';

/**
 * Everything this site keeps in localStorage for one person: the setup (resume, professional details, search,
 * screening answers, the customise choice, the builder's structured copy), the resume builder's resume, order, layout
 * and title, and the interview assistant's settings with the user's Gemini key. `userData` (the session) is handled by
 * stored-user.ts.
 */
export const BUILT_RESUME_TITLE_KEY = 'builtResumeTitle';

/** Ours (issue 16): whose data the keys above hold, the owner's email in lower case. Not in contracts yet. */
export const BROWSER_DATA_OWNER_KEY = 'browserDataOwner';

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

function isPerUser(key: string): boolean {
  return PER_USER_KEYS.includes(key) || PER_USER_PREFIXES.some((prefix) => key.startsWith(prefix));
}

function ownerOf(email: string): string {
  return email.trim().toLowerCase();
}

/** Removes every per-user key and the owner mark. Storage that cannot be used has nothing to remove. */
export function clearBrowserData(storage: Storage = window.localStorage): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null && isPerUser(key)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
    storage.removeItem(BROWSER_DATA_OWNER_KEY);
  } catch (error) {
    console.error('Could not clear the browser data of the last user.', error);
  }
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
 * A sign-in (password, Google, after sign-up): the data stays only when it is this person's own. Data with no owner
 * (left by a logout before issue 16, or written after a logout by a page that was still open) is nobody's: cleared.
 * Returns whether anything was cleared.
 */
export function claimBrowserData(email: string, storage: Storage = window.localStorage): boolean {
  if (readOwner(storage) === ownerOf(email)) return false;
  clearBrowserData(storage);
  writeOwner(storage, email);
  return true;
}

/**
 * A session restored on page load. A browser signed in before issue 16 has data and no owner mark: it is the signed-in
 * person's (the old logout was the leak, and it is behind us), so it is adopted. Data marked for someone else is not.
 */
export function adoptBrowserData(email: string, storage: Storage = window.localStorage): boolean {
  const owner = readOwner(storage);
  if (owner === null) {
    writeOwner(storage, email);
    return false;
  }
  return claimBrowserData(email, storage);
}
