import { STORAGE_KEYS } from '@applypilot/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adoptBrowserData,
  BROWSER_DATA_OWNER_KEY,
  claimBrowserData,
  expireBrowserDataPlaintext,
  forgetBrowserData,
  LEGACY_PLAINTEXT_DAYS,
  LEGACY_SINCE_KEY,
  PER_USER_KEYS,
} from './browser-data';
import { onPerUserReset } from './session-events';

/** Everything one person left in this browser as plaintext, as the version before decision 049 wrote it. */
function fillAsha() {
  for (const key of PER_USER_KEYS) localStorage.setItem(key, JSON.stringify(`asha's ${key}`));
  // A setting added later under the interview prefix is the person's too.
  localStorage.setItem('interviewAssistant_futureSetting', 'asha');
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ email: 'asha@example.com' }));
}

const perUserLeft = () =>
  Object.keys(localStorage).filter(
    (key) => key !== STORAGE_KEYS.userData && key !== BROWSER_DATA_OWNER_KEY && key !== LEGACY_SINCE_KEY,
  );

beforeEach(() => localStorage.clear());

describe('the per-user keys', () => {
  it('name the setup, the builder, the interview settings with the Gemini key, and nothing of the session', () => {
    expect(PER_USER_KEYS).toEqual(
      expect.arrayContaining([
        'resumeData',
        'professionalDetails',
        'jobSearchSettings',
        'automationProfile',
        'customizeResume',
        'activeResumeStructured',
        'jobFitSettings',
        'builtResumeData',
        'builtResumeOrder',
        'resumeConfig',
        'builtResumeTitle',
        'interviewAssistant_apiKey',
        'interviewAssistant_cvContent',
        'interviewAssistant_additionalDetails',
        'interviewAssistant_aiInstructions',
        'interviewAssistant_selectedModel',
      ]),
    );
    // Every interviewAssistant_* key of the contracts is listed.
    const interview = Object.values(STORAGE_KEYS).filter((key) => key.startsWith('interviewAssistant_'));
    expect(PER_USER_KEYS).toEqual(expect.arrayContaining(interview));
    expect(PER_USER_KEYS).not.toContain(STORAGE_KEYS.userData);
  });
});

describe('forgetBrowserData (Logout)', () => {
  it('removes plaintext left from before and the owner mark, and leaves other keys of this origin alone', () => {
    fillAsha();
    localStorage.setItem(BROWSER_DATA_OWNER_KEY, 'asha@example.com');
    localStorage.setItem('somethingElse', 'kept');
    forgetBrowserData();
    expect(perUserLeft()).toEqual(['somethingElse']);
    expect(localStorage.getItem(BROWSER_DATA_OWNER_KEY)).toBeNull();
  });

  it('tells the page-wide stores (the sealed store with its key among them) to drop what they hold', () => {
    const listener = vi.fn();
    const stop = onPerUserReset(listener);
    forgetBrowserData();
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('claimBrowserData (a sign-in)', () => {
  it('keeps the plaintext of the same person (any case of the email) for their dashboard to seal', () => {
    fillAsha();
    localStorage.setItem(BROWSER_DATA_OWNER_KEY, 'asha@example.com');
    claimBrowserData('Asha@Example.com');
    expect(localStorage.getItem(STORAGE_KEYS.interviewApiKey)).toBe(
      JSON.stringify("asha's interviewAssistant_apiKey"),
    );
  });

  it("removes another person's plaintext and marks nothing new", () => {
    fillAsha();
    localStorage.setItem(BROWSER_DATA_OWNER_KEY, 'asha@example.com');
    claimBrowserData('bilal@example.com');
    expect(perUserLeft()).toEqual([]);
    expect(localStorage.getItem(BROWSER_DATA_OWNER_KEY)).toBeNull();
  });

  it('removes plaintext nobody owns (left behind by a logout before issue 16)', () => {
    fillAsha();
    localStorage.removeItem(STORAGE_KEYS.userData);
    claimBrowserData('bilal@example.com');
    expect(perUserLeft()).toEqual([]);
  });
});

describe('adoptBrowserData (a session restored on load)', () => {
  it('marks unmarked plaintext as the signed-in person’s: a browser signed in before issue 16 keeps its setup', () => {
    fillAsha();
    adoptBrowserData('asha@example.com');
    expect(localStorage.getItem(STORAGE_KEYS.resumeData)).toBe(JSON.stringify("asha's resumeData"));
    expect(localStorage.getItem(BROWSER_DATA_OWNER_KEY)).toBe('asha@example.com');
  });

  it('does not adopt plaintext marked for someone else', () => {
    fillAsha();
    localStorage.setItem(BROWSER_DATA_OWNER_KEY, 'asha@example.com');
    adoptBrowserData('bilal@example.com');
    expect(perUserLeft()).toEqual([]);
  });

  it('marks nothing when there is no plaintext', () => {
    adoptBrowserData('asha@example.com');
    expect(localStorage.getItem(BROWSER_DATA_OWNER_KEY)).toBeNull();
  });
});

describe('expireBrowserDataPlaintext (a page load with nobody signed in)', () => {
  const day = 24 * 60 * 60 * 1000;

  it(`keeps plaintext for its owner's sign-in ${LEGACY_PLAINTEXT_DAYS} days from the first load that saw it, then removes it`, () => {
    fillAsha();
    localStorage.removeItem(STORAGE_KEYS.userData);
    localStorage.setItem(BROWSER_DATA_OWNER_KEY, 'asha@example.com');
    const first = Date.UTC(2026, 0, 1);
    expect(expireBrowserDataPlaintext(first)).toBe(false);
    expect(localStorage.getItem(LEGACY_SINCE_KEY)).toBe(String(first));
    expect(expireBrowserDataPlaintext(first + (LEGACY_PLAINTEXT_DAYS - 1) * day)).toBe(false);
    expect(perUserLeft()).toHaveLength(PER_USER_KEYS.length + 1);
    expect(expireBrowserDataPlaintext(first + LEGACY_PLAINTEXT_DAYS * day)).toBe(true);
    expect(perUserLeft()).toEqual([]);
    expect(localStorage.getItem(BROWSER_DATA_OWNER_KEY)).toBeNull();
    expect(localStorage.getItem(LEGACY_SINCE_KEY)).toBeNull();
  });

  it('does nothing (not even a date) when there is no plaintext', () => {
    expect(expireBrowserDataPlaintext(Date.UTC(2026, 0, 1))).toBe(false);
    expect(localStorage.length).toBe(0);
  });
});
