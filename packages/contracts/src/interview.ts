/**
 * Interview assistant constants, section 9 of the second specification document. The models the specification
 * names (gemini-1.5-flash-latest, gemini-pro, gemini-pro-vision) are retired and answer 404 (spec/README.md), so the
 * table holds current models with their prices, checked on the date below (FACTS.md). Keep prices only here.
 */
export const GEMINI_MODELS_CHECKED_ON = '2026-10-31';

export interface GeminiModel {
  id: string;
  displayName: string;
  /** USD per token. */
  inputPrice: number;
  outputPrice: number;
  /** Price per token after `priceChangesOn`, when a change is announced. */
  laterPrices?: { from: string; inputPrice: number; outputPrice: number };
}

export const GEMINI_MODELS: readonly GeminiModel[] = [
  {
    id: 'gemini-3.5-flash-lite',
    displayName: 'Gemini 3.5 Flash-Lite',
    inputPrice: 0.3e-6,
    outputPrice: 2.5e-6,
  },
  {
    id: 'gemini-3.1-flash-lite',
    displayName: 'Gemini 3.1 Flash-Lite',
    inputPrice: 0.25e-6,
    outputPrice: 1.5e-6,
  },
  {
    id: 'gemini-3.8-flash',
    displayName: 'Gemini 3.8 Flash',
    inputPrice: 0.75e-6,
    outputPrice: 3.75e-6,
    laterPrices: { from: '2027-01-01', inputPrice: 1.5e-6, outputPrice: 7.5e-6 },
  },
];
export const DEFAULT_GEMINI_MODEL = 'gemini-3.5-flash-lite';
export const TRANSCRIPTION_MODEL = 'gemini-3.5-transcribe';
export const VISION_MODEL = 'gemini-3.5-flash-lite';

export const MAX_OUTPUT_TOKENS = 1024;
/** Prompt tokens are approximated as characters / 4 before the real count arrives. */
export const CHARS_PER_TOKEN_ESTIMATE = 4;
export const VISION_INPUT_TOKENS_ESTIMATE = 2000;
export const AUDIO_TOKENS_PER_SECOND = 32;
export const MIN_AUDIO_BYTES = 100;
export const SCREENSHOT_MIME_TYPE = 'image/jpeg';
export const RECORDING_MIME_TYPE = 'audio/webm';
export const TOTAL_COST_DECIMALS = 5;

export const TELEPROMPTER = {
  defaultFontSize: 16,
  minFontSize: 12,
  maxFontSize: 32,
  defaultPosition: { top: '20px', left: '50%' },
  defaultSize: { width: '50vw', height: '40vh' },
  minSize: { width: 300, height: 150 },
} as const;

export const DEFAULT_AI_INSTRUCTIONS =
  'Answer as the candidate, in the first person, naturally and briefly, as you would speak in an interview. ' +
  'Use plain language at CEFR B2 level. Draw on my CV and the job description; never invent experience I do not have.';

/** Cost = input tokens × input price + output tokens × output price. */
export function answerCost(
  model: GeminiModel,
  inputTokens: number,
  outputTokens: number,
  on = new Date(),
): number {
  const prices = model.laterPrices && on >= new Date(model.laterPrices.from) ? model.laterPrices : model;
  return inputTokens * prices.inputPrice + outputTokens * prices.outputPrice;
}
