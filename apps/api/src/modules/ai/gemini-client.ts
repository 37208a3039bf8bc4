import { ApiError, GoogleGenAI, ThinkingLevel } from '@google/genai';
import type { ZodType } from 'zod';
import { SERVER_AI_MODEL } from '@applypilot/contracts';
import { AiFailure } from './ai-failure';

export interface JsonCall<T> {
  /** Rules for the model (systemInstruction). */
  system: string;
  /** The task with its data. */
  prompt: string;
  /** JSON Schema of the answer, sent as responseJsonSchema. */
  jsonSchema: Record<string, unknown>;
  /** The same shape in zod: the answer is parsed with it after JSON.parse (the model's schema support is not a proof). */
  schema: ZodType<T>;
  timeoutMs: number;
}

export interface GeminiJson {
  generateJson<T>(call: JsonCall<T>): Promise<T>;
}

/** Gemini's RetryInfo (`"retryDelay": "37s"`) from a 429's body, in whole seconds. */
export function retryDelaySeconds(error: ApiError): number | undefined {
  const match = /"retryDelay"\s*:\s*"(\d+(?:\.\d+)?)s"/.exec(error.message);
  return match ? Math.max(1, Math.ceil(Number(match[1]))) : undefined;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/** What a failed call means for the user; never the SDK's text (it may quote the request). */
export function classify(error: unknown, timedOut: boolean): AiFailure {
  if (error instanceof AiFailure) return error;
  if (timedOut || isAbort(error)) return new AiFailure('timeout');
  if (error instanceof ApiError) {
    if (error.status === 404) return new AiFailure('retired', `HTTP 404 for ${SERVER_AI_MODEL}`);
    if (error.status === 429) return new AiFailure('quota', 'HTTP 429', retryDelaySeconds(error));
    if (error.status === 408 || error.status === 504) return new AiFailure('timeout', `HTTP ${error.status}`);
    return new AiFailure('unavailable', `HTTP ${error.status}`);
  }
  return new AiFailure('unavailable', error instanceof Error ? error.name : 'unknown error');
}

/**
 * The server's Gemini client on the official SDK: the model of contracts' table, low thinking, JSON output, no retry
 * (a retry would multiply the wait the agent sees; the agent goes on with the base resume instead), a time-out per
 * call. The key travels in the x-goog-api-key header and is never logged.
 */
export function createGeminiJson(options: { apiKey: string; baseUrl: string }): GeminiJson {
  const ai = new GoogleGenAI({ apiKey: options.apiKey, httpOptions: { baseUrl: options.baseUrl } });
  return {
    async generateJson<T>(call: JsonCall<T>): Promise<T> {
      const deadline = Date.now() + call.timeoutMs;
      let text: string | undefined;
      try {
        const response = await ai.models.generateContent({
          model: SERVER_AI_MODEL,
          contents: [{ role: 'user', parts: [{ text: call.prompt }] }],
          config: {
            systemInstruction: call.system,
            thinkingConfig: { thinkingLevel: ThinkingLevel.LOW },
            responseMimeType: 'application/json',
            responseJsonSchema: call.jsonSchema,
            temperature: 0.2,
            httpOptions: { timeout: call.timeoutMs },
            abortSignal: AbortSignal.timeout(call.timeoutMs),
          },
        });
        text = response.text;
      } catch (error) {
        throw classify(error, Date.now() >= deadline);
      }
      if (text === undefined || text.trim() === '') throw new AiFailure('bad_output', 'empty answer');
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new AiFailure('bad_output', 'not JSON');
      }
      const parsed = call.schema.safeParse(json);
      if (!parsed.success) throw new AiFailure('bad_output', 'schema mismatch');
      return parsed.data;
    },
  };
}
