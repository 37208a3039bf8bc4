/**
 * The interview settings under section 7's `interviewAssistant_*` names plus ours, in the signed-in person's sealed
 * browser data (decision 049; localStorage before it), read with defaults and written by the settings page. One reader for the settings page and the assistant, so both agree on
 * formats: strings as typed, the font size as a number string, position and size as JSON of CSS lengths.
 */
import {
  DEFAULT_AI_INSTRUCTIONS,
  DEFAULT_GEMINI_MODEL,
  DEFAULT_INTERVIEW_SPENDING_CAP_USD,
  STORAGE_KEYS,
  TELEPROMPTER,
  findGeminiModel,
} from '@applypilot/contracts';
import { userStorage } from '../user-data/user-store';

export interface InterviewSettings {
  apiKey: string;
  /** The persona: text of the resume PDF the user dropped in settings. */
  cvContent: string;
  /** The job description context. */
  additionalDetails: string;
  aiInstructions: string;
  /** A model id of GEMINI_MODELS (a stored id no longer in the table reads as the default). */
  selectedModel: string;
  /** Teleprompter font size in px, 12 to 32. */
  fontSize: number;
  /** Ours: stream audio to the Live API and answer when the question ends. */
  liveMode: boolean;
  /** Ours: per-session spending cap in USD; 0 = no cap. */
  spendingCapUsd: number;
  /** Ours: open the teleprompter in a Document Picture-in-Picture window where the browser has one. */
  teleprompterPip: boolean;
}

export interface TeleprompterPosition {
  top: string;
  left: string;
}
export interface TeleprompterSize {
  width: string;
  height: string;
}

export const DEFAULT_INTERVIEW_SETTINGS: InterviewSettings = {
  apiKey: '',
  cvContent: '',
  additionalDetails: '',
  aiInstructions: DEFAULT_AI_INSTRUCTIONS,
  selectedModel: DEFAULT_GEMINI_MODEL,
  fontSize: TELEPROMPTER.defaultFontSize,
  liveMode: false,
  spendingCapUsd: DEFAULT_INTERVIEW_SPENDING_CAP_USD,
  teleprompterPip: false,
};

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function clampFontSize(value: number): number {
  if (!Number.isFinite(value)) return TELEPROMPTER.defaultFontSize;
  return Math.min(TELEPROMPTER.maxFontSize, Math.max(TELEPROMPTER.minFontSize, Math.round(value)));
}

/** Everything stored, with defaults for what is missing or unreadable (never throws). */
export function readInterviewSettings(storage: Storage = userStorage): InterviewSettings {
  const model = read(storage, STORAGE_KEYS.interviewSelectedModel);
  const fontSize = read(storage, STORAGE_KEYS.interviewTeleprompterFontSize);
  const instructions = read(storage, STORAGE_KEYS.interviewAiInstructions);
  const cap = Number(read(storage, STORAGE_KEYS.interviewSpendingCap));
  return {
    apiKey: read(storage, STORAGE_KEYS.interviewApiKey) ?? '',
    cvContent: read(storage, STORAGE_KEYS.interviewCvContent) ?? '',
    additionalDetails: read(storage, STORAGE_KEYS.interviewAdditionalDetails) ?? '',
    aiInstructions: instructions?.trim() ? instructions : DEFAULT_AI_INSTRUCTIONS,
    selectedModel: model && findGeminiModel(model) ? model : DEFAULT_GEMINI_MODEL,
    fontSize: fontSize === null ? TELEPROMPTER.defaultFontSize : clampFontSize(Number(fontSize)),
    liveMode: read(storage, STORAGE_KEYS.interviewLiveMode) === 'true',
    spendingCapUsd:
      read(storage, STORAGE_KEYS.interviewSpendingCap) !== null && Number.isFinite(cap) && cap >= 0
        ? cap
        : DEFAULT_INTERVIEW_SPENDING_CAP_USD,
    teleprompterPip: read(storage, STORAGE_KEYS.interviewTeleprompterPip) === 'true',
  };
}

/** Writes every setting (the key trimmed); throws when storage refuses, so the page can say so. */
export function writeInterviewSettings(settings: InterviewSettings, storage: Storage = userStorage): void {
  storage.setItem(STORAGE_KEYS.interviewApiKey, settings.apiKey.trim());
  storage.setItem(STORAGE_KEYS.interviewCvContent, settings.cvContent);
  storage.setItem(STORAGE_KEYS.interviewAdditionalDetails, settings.additionalDetails);
  storage.setItem(STORAGE_KEYS.interviewAiInstructions, settings.aiInstructions);
  storage.setItem(STORAGE_KEYS.interviewSelectedModel, settings.selectedModel);
  storage.setItem(STORAGE_KEYS.interviewTeleprompterFontSize, String(clampFontSize(settings.fontSize)));
  storage.setItem(STORAGE_KEYS.interviewLiveMode, String(settings.liveMode));
  storage.setItem(STORAGE_KEYS.interviewSpendingCap, String(Math.max(0, settings.spendingCapUsd)));
  storage.setItem(STORAGE_KEYS.interviewTeleprompterPip, String(settings.teleprompterPip));
}

/** Section 4: the controls work only when both an API key and a resume (the persona) are saved. */
export function isInterviewConfigured(settings: InterviewSettings): boolean {
  return settings.apiKey.trim() !== '' && settings.cvContent.trim() !== '';
}

function readJson<T extends object>(storage: Storage, key: string, keys: readonly (keyof T)[]): T | null {
  const raw = read(storage, key);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    return keys.every((name) => typeof value[name as string] === 'string') ? (value as T) : null;
  } catch {
    return null;
  }
}

/** Where the teleprompter was left (section 9's defaults when never moved). */
export function readTeleprompterPosition(storage: Storage = userStorage): TeleprompterPosition {
  return (
    readJson<TeleprompterPosition>(storage, STORAGE_KEYS.interviewTeleprompterPosition, ['top', 'left']) ?? {
      ...TELEPROMPTER.defaultPosition,
    }
  );
}
export function readTeleprompterSize(storage: Storage = userStorage): TeleprompterSize {
  return (
    readJson<TeleprompterSize>(storage, STORAGE_KEYS.interviewTeleprompterSize, ['width', 'height']) ?? {
      ...TELEPROMPTER.defaultSize,
    }
  );
}
/** Best effort: a storage failure only means the place is not remembered. */
export function writeTeleprompterPosition(
  position: TeleprompterPosition,
  storage: Storage = userStorage,
): void {
  try {
    storage.setItem(STORAGE_KEYS.interviewTeleprompterPosition, JSON.stringify(position));
  } catch (error) {
    console.warn('Could not remember the teleprompter position', error);
  }
}
export function writeTeleprompterSize(size: TeleprompterSize, storage: Storage = userStorage): void {
  try {
    storage.setItem(STORAGE_KEYS.interviewTeleprompterSize, JSON.stringify(size));
  } catch (error) {
    console.warn('Could not remember the teleprompter size', error);
  }
}
/** The settings page's reset: back to section 9's defaults. */
export function resetTeleprompterGeometry(storage: Storage = userStorage): void {
  storage.removeItem(STORAGE_KEYS.interviewTeleprompterPosition);
  storage.removeItem(STORAGE_KEYS.interviewTeleprompterSize);
}
