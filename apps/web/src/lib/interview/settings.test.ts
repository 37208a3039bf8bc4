import {
  DEFAULT_AI_INSTRUCTIONS,
  DEFAULT_GEMINI_MODEL,
  DEFAULT_INTERVIEW_SPENDING_CAP_USD,
  STORAGE_KEYS,
} from '@applypilot/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_INTERVIEW_SETTINGS,
  isInterviewConfigured,
  readInterviewSettings,
  readTeleprompterPosition,
  readTeleprompterSize,
  resetTeleprompterGeometry,
  writeInterviewSettings,
  writeTeleprompterPosition,
} from './settings';
import { userStorage } from '../user-data/user-store';

beforeEach(() => localStorage.clear());

describe('interview settings storage', () => {
  it('reads the defaults from empty storage', () => {
    expect(readInterviewSettings()).toEqual({
      apiKey: '',
      cvContent: '',
      additionalDetails: '',
      aiInstructions: DEFAULT_AI_INSTRUCTIONS,
      selectedModel: DEFAULT_GEMINI_MODEL,
      fontSize: 16,
      liveMode: false,
      spendingCapUsd: DEFAULT_INTERVIEW_SPENDING_CAP_USD,
      teleprompterPip: false,
    });
  });

  it('writes every interviewAssistant_* key and reads the same settings back, the key trimmed', () => {
    writeInterviewSettings({
      apiKey: ' AIza-key \n',
      cvContent: 'Persona',
      additionalDetails: 'Job',
      aiInstructions: 'Be brief.',
      selectedModel: 'gemini-3.7-flash',
      fontSize: 28,
      liveMode: true,
      spendingCapUsd: 0,
      teleprompterPip: true,
    });
    const names = Array.from({ length: userStorage.length }, (_, i) => userStorage.key(i));
    // Nothing in localStorage: the settings (the Gemini key with them) are the person's sealed data.
    expect(Object.keys(localStorage)).toEqual([]);
    expect(names.sort()).toEqual(
      [
        STORAGE_KEYS.interviewApiKey,
        STORAGE_KEYS.interviewCvContent,
        STORAGE_KEYS.interviewAdditionalDetails,
        STORAGE_KEYS.interviewAiInstructions,
        STORAGE_KEYS.interviewSelectedModel,
        STORAGE_KEYS.interviewTeleprompterFontSize,
        STORAGE_KEYS.interviewLiveMode,
        STORAGE_KEYS.interviewSpendingCap,
        STORAGE_KEYS.interviewTeleprompterPip,
      ].sort(),
    );
    expect(readInterviewSettings()).toEqual({
      apiKey: 'AIza-key',
      cvContent: 'Persona',
      additionalDetails: 'Job',
      aiInstructions: 'Be brief.',
      selectedModel: 'gemini-3.7-flash',
      fontSize: 28,
      liveMode: true,
      spendingCapUsd: 0,
      teleprompterPip: true,
    });
  });

  it('reads a retired model, an out-of-range font size, a bad cap and blank instructions as their defaults', () => {
    userStorage.setItem(STORAGE_KEYS.interviewSelectedModel, 'gemini-1.5-flash-latest');
    userStorage.setItem(STORAGE_KEYS.interviewTeleprompterFontSize, '90');
    userStorage.setItem(STORAGE_KEYS.interviewSpendingCap, '-3');
    userStorage.setItem(STORAGE_KEYS.interviewAiInstructions, '   ');
    const settings = readInterviewSettings();
    expect(settings.selectedModel).toBe(DEFAULT_GEMINI_MODEL);
    expect(settings.fontSize).toBe(32);
    expect(settings.spendingCapUsd).toBe(DEFAULT_INTERVIEW_SPENDING_CAP_USD);
    expect(settings.aiInstructions).toBe(DEFAULT_AI_INSTRUCTIONS);
  });

  it('lets a refusing storage throw on write, so the page can say so', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeInterviewSettings(DEFAULT_INTERVIEW_SETTINGS, localStorage)).toThrow('full');
  });

  it('is configured only with both a key and a persona', () => {
    expect(isInterviewConfigured({ ...DEFAULT_INTERVIEW_SETTINGS, apiKey: 'k' })).toBe(false);
    expect(isInterviewConfigured({ ...DEFAULT_INTERVIEW_SETTINGS, cvContent: 'cv' })).toBe(false);
    expect(isInterviewConfigured({ ...DEFAULT_INTERVIEW_SETTINGS, apiKey: ' ', cvContent: 'cv' })).toBe(
      false,
    );
    expect(isInterviewConfigured({ ...DEFAULT_INTERVIEW_SETTINGS, apiKey: 'k', cvContent: 'cv' })).toBe(true);
  });

  it('resets the teleprompter to section 9 defaults', () => {
    writeTeleprompterPosition({ top: '200px', left: '30px' });
    userStorage.setItem(STORAGE_KEYS.interviewTeleprompterSize, '{"width":"600px","height":"300px"}');
    expect(readTeleprompterPosition()).toEqual({ top: '200px', left: '30px' });
    resetTeleprompterGeometry();
    expect(readTeleprompterPosition()).toEqual({ top: '20px', left: '50%' });
    expect(readTeleprompterSize()).toEqual({ width: '50vw', height: '40vh' });
  });
});
