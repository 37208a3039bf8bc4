import { STORAGE_KEYS } from '@applypilot/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adoptBrowserData,
  BROWSER_DATA_OWNER_KEY,
  claimBrowserData,
  clearBrowserData,
  PER_USER_KEYS,
} from './browser-data';
import { onPerUserReset } from './session-events';

/** Everything one person leaves in this browser, as the pages write it. */
function fillAsha() {
  for (const key of PER_USER_KEYS) localStorage.setItem(key, JSON.stringify(`asha's ${key}`));
  // A setting added later under the interview prefix is the person's too.
  localStorage.setItem('interviewAssistant_futureSetting', 'asha');
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ email: 'asha@example.com' }));
}

const perUserLeft = () =>
  Object.keys(localStorage).filter((key) => key !== STORAGE_KEYS.userData && key !== BROWSER_DATA_OWNER_KEY);

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

describe('clearBrowserData', () => {
  it('removes every per-user key and the owner mark, and leaves other sites’ keys of this origin alone', () => {
    fillAsha();
    localStorage.setItem(BROWSER_DATA_OWNER_KEY, 'asha@example.com');
    localStorage.setItem('somethingElse', 'kept');
    clearBrowserData();
    expect(perUserLeft()).toEqual(['somethingElse']);
    expect(localStorage.getItem(BROWSER_DATA_OWNER_KEY)).toBeNull();
  });

  it('tells the page-wide stores to drop what they hold', () => {
    const listener = vi.fn();
    const stop = onPerUserReset(listener);
    clearBrowserData();
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('claimBrowserData (a sign-in)', () => {
  it('keeps the data of the same person (any case of the email)', () => {
    fillAsha();
    localStorage.setItem(BROWSER_DATA_OWNER_KEY, 'asha@example.com');
    expect(claimBrowserData('Asha@Example.com')).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.interviewApiKey)).toBe(
      JSON.stringify("asha's interviewAssistant_apiKey"),
    );
  });

  it("clears another person's data and marks the browser as the new person's", () => {
    fillAsha();
    localStorage.setItem(BROWSER_DATA_OWNER_KEY, 'asha@example.com');
    expect(claimBrowserData('bilal@example.com')).toBe(true);
    expect(perUserLeft()).toEqual([]);
    expect(localStorage.getItem(BROWSER_DATA_OWNER_KEY)).toBe('bilal@example.com');
  });

  it('clears data nobody owns (left behind by a logout before this change)', () => {
    fillAsha();
    localStorage.removeItem(STORAGE_KEYS.userData);
    expect(claimBrowserData('bilal@example.com')).toBe(true);
    expect(perUserLeft()).toEqual([]);
  });
});

describe('adoptBrowserData (a session restored on load)', () => {
  it('adopts unmarked data for the signed-in person: a browser signed in before this change keeps its setup', () => {
    fillAsha();
    expect(adoptBrowserData('asha@example.com')).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.resumeData)).toBe(JSON.stringify("asha's resumeData"));
    expect(localStorage.getItem(BROWSER_DATA_OWNER_KEY)).toBe('asha@example.com');
  });

  it('does not adopt data marked for someone else', () => {
    fillAsha();
    localStorage.setItem(BROWSER_DATA_OWNER_KEY, 'asha@example.com');
    expect(adoptBrowserData('bilal@example.com')).toBe(true);
    expect(perUserLeft()).toEqual([]);
  });
});
