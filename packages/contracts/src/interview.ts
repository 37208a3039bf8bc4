/**
 * Interview assistant constants, section 9 of the second specification document. The models the specification
 * names (gemini-1.5-flash-latest, gemini-pro, gemini-pro-vision) are retired and answer 404 (spec/README.md), so the
 * table holds current models with their prices, checked on the date below (FACTS.md). Keep prices only here.
 */
export const GEMINI_MODELS_CHECKED_ON = '2026-10-31';

/** USD per token of input, by the modality `usageMetadata.promptTokensDetails` reports. */
export interface ModalityPrices {
  text: number;
  image: number;
  audio: number;
}
export interface ModelPrices {
  input: ModalityPrices;
  /** USD per output token (thinking tokens are billed as output). */
  output: number;
}

export interface GeminiModel {
  id: string;
  displayName: string;
  prices: ModelPrices;
  /** Prices from a date on, when a change is announced. */
  laterPrices?: { from: string; prices: ModelPrices };
  /** The day the prices were read from the provider's price list. */
  checkedOn: string;
}

const perMillion = (usd: number) => usd / 1_000_000;
const flat = (input: number, output: number): ModelPrices => ({
  input: { text: perMillion(input), image: perMillion(input), audio: perMillion(input) },
  output: perMillion(output),
});

/**
 * The one model table (FACTS.md, standard tier): the interview assistant's dropdown, its cost figures and the
 * server's AI all read it. The first entry is the default for answers and transcription alike.
 */
export const GEMINI_MODELS: readonly GeminiModel[] = [
  {
    id: 'gemini-3.5-flash-lite',
    displayName: 'Gemini 3.5 Flash-Lite (fast, default)',
    prices: flat(0.3, 2.5),
    checkedOn: GEMINI_MODELS_CHECKED_ON,
  },
  {
    id: 'gemini-3.1-flash-lite',
    displayName: 'Gemini 3.1 Flash-Lite (cheapest)',
    prices: {
      input: { text: perMillion(0.25), image: perMillion(0.25), audio: perMillion(0.5) },
      output: perMillion(1.5),
    },
    checkedOn: GEMINI_MODELS_CHECKED_ON,
  },
  {
    id: 'gemini-3.6-flash',
    displayName: 'Gemini 3.6 Flash',
    prices: flat(0.75, 3.75),
    laterPrices: { from: '2027-01-01', prices: flat(1.5, 7.5) },
    checkedOn: GEMINI_MODELS_CHECKED_ON,
  },
  {
    id: 'gemini-3.7-flash',
    displayName: 'Gemini 3.7 Flash',
    prices: flat(0.75, 3.75),
    laterPrices: { from: '2027-01-01', prices: flat(1.5, 7.5) },
    checkedOn: GEMINI_MODELS_CHECKED_ON,
  },
  {
    id: 'gemini-3.8-flash',
    displayName: 'Gemini 3.8 Flash (most capable)',
    prices: flat(0.75, 3.75),
    laterPrices: { from: '2027-01-01', prices: flat(1.5, 7.5) },
    checkedOn: GEMINI_MODELS_CHECKED_ON,
  },
];
export const DEFAULT_GEMINI_MODEL = 'gemini-3.5-flash-lite';
/** Each recording is transcribed by the selected model (the default flash-lite unless the user picks another). */
export const TRANSCRIPTION_MODEL = DEFAULT_GEMINI_MODEL;
export const VISION_MODEL = DEFAULT_GEMINI_MODEL;
/** Live mode: the Live API model that transcribes streamed audio with server-side voice activity detection. */
export const LIVE_TRANSCRIPTION_MODEL = 'gemini-3.5-transcribe-live';
/** The server's AI (resume tailoring, screening answers). */
export const SERVER_AI_MODEL = DEFAULT_GEMINI_MODEL;
/** Live mode streams 16-bit mono PCM at this rate (`audio/pcm;rate=16000`). */
export const LIVE_AUDIO_SAMPLE_RATE = 16_000;

export function findGeminiModel(id: string): GeminiModel | undefined {
  return GEMINI_MODELS.find((model) => model.id === id);
}

export function pricesOn(model: GeminiModel, on = new Date()): ModelPrices {
  return model.laterPrices && on >= new Date(model.laterPrices.from)
    ? model.laterPrices.prices
    : model.prices;
}

/** Cost = input tokens × input price + output tokens × output price (text input prices). */
export function answerCost(
  model: GeminiModel,
  inputTokens: number,
  outputTokens: number,
  on = new Date(),
): number {
  const prices = pricesOn(model, on);
  return inputTokens * prices.input.text + outputTokens * prices.output;
}

/** One modality's share of the prompt, as `usageMetadata.promptTokensDetails` lists them. */
export interface ModalityTokenCount {
  modality?: string;
  tokenCount?: number;
}
/**
 * Cost of one call from its final usage metadata: input priced per modality where the details say (TEXT, IMAGE,
 * AUDIO; anything else or no details as text), output = candidates + thoughts tokens.
 */
export function usageCost(
  model: GeminiModel,
  usage: {
    promptTokenCount?: number;
    candidatesTokenCount?: number;
    thoughtsTokenCount?: number;
    promptTokensDetails?: ModalityTokenCount[];
  },
  on = new Date(),
): number {
  const prices = pricesOn(model, on);
  const prompt = usage.promptTokenCount ?? 0;
  let detailed = 0;
  let inputCost = 0;
  for (const part of usage.promptTokensDetails ?? []) {
    const count = part.tokenCount ?? 0;
    const modality = (part.modality ?? '').toLowerCase();
    const price =
      modality === 'audio'
        ? prices.input.audio
        : modality === 'image'
          ? prices.input.image
          : prices.input.text;
    inputCost += count * price;
    detailed += count;
  }
  inputCost += Math.max(0, prompt - detailed) * prices.input.text;
  const output = (usage.candidatesTokenCount ?? 0) + (usage.thoughtsTokenCount ?? 0);
  return inputCost + output * prices.output;
}

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

/** Google's Gemini API; GEMINI_API_URL replaces it (tests and independent checks point it at a fake). */
export const DEFAULT_GEMINI_API_URL = 'https://generativelanguage.googleapis.com';
/** Default per-session spending cap of the interview assistant, USD (0 = no cap). */
export const DEFAULT_INTERVIEW_SPENDING_CAP_USD = 0.5;
/** The settings page accepts a cap from 0 to this, USD (decision 029): a guard against a typo such as 500. */
export const MAX_INTERVIEW_SPENDING_CAP_USD = 100;
/** Where a user gets a Gemini API key (the settings page's link). */
export const GEMINI_API_KEY_URL = 'https://aistudio.google.com/app/apikey';
