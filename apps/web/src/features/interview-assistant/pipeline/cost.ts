import {
  CHARS_PER_TOKEN_ESTIMATE,
  TOTAL_COST_DECIMALS,
  VISION_INPUT_TOKENS_ESTIMATE,
  findGeminiModel,
  usageCost,
} from '@applypilot/contracts';
import type { GeminiUsage } from '../../../lib/interview/gemini-transport';
import type { CostData } from './types';

/**
 * Tokens and cost of one call from its final usage metadata (input = promptTokenCount, output = candidates +
 * thoughts, priced per modality by the model table). Without usage, section 9's estimate: characters / 4, and a
 * screenshot counts as VISION_INPUT_TOKENS_ESTIMATE.
 */
export function callCost(
  modelId: string,
  usage: GeminiUsage | undefined,
  estimate: { promptChars: number; answerChars: number; image?: boolean },
): CostData {
  const model = findGeminiModel(modelId);
  const real = usage && (usage.promptTokenCount !== undefined || usage.candidatesTokenCount !== undefined);
  const counts: GeminiUsage = real
    ? usage
    : {
        promptTokenCount:
          Math.ceil(estimate.promptChars / CHARS_PER_TOKEN_ESTIMATE) +
          (estimate.image ? VISION_INPUT_TOKENS_ESTIMATE : 0),
        candidatesTokenCount: Math.ceil(estimate.answerChars / CHARS_PER_TOKEN_ESTIMATE),
      };
  return {
    inputTokens: counts.promptTokenCount ?? 0,
    outputTokens: (counts.candidatesTokenCount ?? 0) + (counts.thoughtsTokenCount ?? 0),
    cost: model ? usageCost(model, counts) : 0,
    estimated: !real,
  };
}

/** Dollars as the page shows every cost: section 9's five decimals. */
export function formatUsd(usd: number): string {
  return `$${usd.toFixed(TOTAL_COST_DECIMALS)}`;
}
