/**
 * The real model transport: the browser calls Gemini directly with the user's key (never through our server), at the
 * base URL /api/config gives (GEMINI_API_URL; Google's by default), so tests and checks can point it at a fake.
 * The key goes in the `x-goog-api-key` header, not the query string the specification shows (FACTS.md): a URL ends
 * up in logs and history, a header does not. Nothing here logs the key.
 */
import { MAX_OUTPUT_TOKENS, MESSAGES, RECORDING_MIME_TYPE } from '@applypilot/contracts';
import { blobToBase64 } from './blob-base64';
import {
  GeminiCallError,
  type AnswerRequest,
  type AnswerResult,
  type GeminiTransport,
  type GeminiUsage,
  type TranscriptionResult,
} from './gemini-transport';
import { sseData } from './sse-events';

/** What the transcription call asks: the words only, so the transcript can go straight into the answer prompt. */
export const TRANSCRIBE_INSTRUCTION =
  'Transcribe the speech in this audio verbatim, in the language spoken. Reply with the transcript only: ' +
  'no quotation marks, labels, timestamps or comments. If nobody speaks, reply with nothing.';

/** The lowest thinking level Gemini 3 takes (FACTS.md): an interview answer has to start at once. */
const THINKING_LEVEL = 'minimal';

interface GeminiResponse {
  candidates?: { content?: { parts?: { text?: string }[] } }[];
  usageMetadata?: GeminiUsage;
  error?: { message?: string };
}

export interface GeminiRestOptions {
  baseUrl: string;
  apiKey: string;
}

/** The clip's own audio container ("audio/wav", "audio/webm" without ";codecs=…"), else a recording's. */
export function audioMimeType(clip: Blob): string {
  const type = clip.type.split(';')[0]?.trim().toLowerCase() ?? '';
  return type.startsWith('audio/') ? type : RECORDING_MIME_TYPE;
}

export function createGeminiTransport({ baseUrl, apiKey }: GeminiRestOptions): GeminiTransport {
  const root = baseUrl.replace(/\/+$/, '');
  const post = (model: string, action: string, body: unknown, signal?: AbortSignal) =>
    callGemini(model, signal, () =>
      fetch(`${root}/v1beta/models/${encodeURIComponent(model)}:${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-goog-api-key': apiKey },
        body: JSON.stringify(body),
        signal,
      }),
    );

  return {
    async transcribe(clip, { model, signal }): Promise<TranscriptionResult> {
      const data = await blobToBase64(clip);
      const response = await post(
        model,
        'generateContent',
        {
          contents: [
            {
              role: 'user',
              parts: [
                { text: TRANSCRIBE_INSTRUCTION },
                // The container without codec parameters: what the specification sends and Gemini accepts. The
                // practice question's recording is a WAV, and says so (decision 050).
                { inline_data: { mime_type: audioMimeType(clip), data } },
              ],
            },
          ],
          // Transcribing needs no reasoning: the lowest level answers sooner and bills no thought tokens.
          generationConfig: { thinkingConfig: { thinkingLevel: THINKING_LEVEL } },
        },
        signal,
      );
      const json = (await response.json().catch(() => null)) as GeminiResponse | null;
      const text = candidateText(json);
      // A response with no text part at all is not "silence": the model said nothing we can read.
      if (text === null) throw new GeminiCallError(MESSAGES.noTranscription, response.status);
      return { text, usage: json?.usageMetadata };
    },

    async streamAnswer(request: AnswerRequest, onText): Promise<AnswerResult> {
      const parts: unknown[] = [{ text: request.prompt }];
      if (request.image)
        parts.push({ inline_data: { mime_type: request.image.mimeType, data: request.image.base64 } });
      const response = await post(
        request.model,
        'streamGenerateContent?alt=sse',
        {
          contents: [{ role: 'user', parts }],
          generationConfig: {
            maxOutputTokens: MAX_OUTPUT_TOKENS,
            thinkingConfig: { thinkingLevel: THINKING_LEVEL },
          },
        },
        request.signal,
      );
      if (!response.body) throw new GeminiCallError(MESSAGES.apiError(response.status), response.status);
      let text = '';
      let usage: GeminiUsage | undefined;
      try {
        for await (const data of sseData(response.body)) {
          let event: GeminiResponse;
          try {
            event = JSON.parse(data) as GeminiResponse;
          } catch {
            // Section 8: a chunk that does not parse is logged and skipped; the answer goes on.
            console.warn('Skipped a streamed answer chunk that is not JSON:', data.slice(0, 200));
            continue;
          }
          if (event.error) throw new GeminiCallError(errorMessage(event, response.status), response.status);
          const chunk = candidateText(event);
          if (chunk) {
            text += chunk;
            onText(chunk);
          }
          // The last usageMetadata is the final count: replace, never sum (FACTS.md).
          if (event.usageMetadata) usage = event.usageMetadata;
        }
      } catch (error) {
        throw asCallError(error);
      }
      return { text, usage };
    },
  };
}

/** Runs a request and turns every failure into a GeminiCallError with the status line's message. */
async function callGemini(
  model: string,
  signal: AbortSignal | undefined,
  send: () => Promise<Response>,
): Promise<Response> {
  let response: Response;
  try {
    response = await send();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new GeminiCallError(MESSAGES.geminiUnreachable, 0);
  }
  if (response.ok) return response;
  if (response.status === 404) throw new GeminiCallError(MESSAGES.interviewModelRetired(model), 404);
  if (response.status === 429) throw new GeminiCallError(MESSAGES.interviewQuotaExceeded, 429);
  const json = (await response.json().catch(() => null)) as GeminiResponse | null;
  throw new GeminiCallError(errorMessage(json, response.status), response.status);
}

/** Section 8: the response's error.message, else `API Error: {status}`. */
function errorMessage(json: GeminiResponse | null, status: number): string {
  const message = json?.error?.message;
  return typeof message === 'string' && message.trim() ? message : MESSAGES.apiError(status);
}

/** Every text part of the first candidate joined (a model may split one answer into parts); null when none. */
function candidateText(json: GeminiResponse | null): string | null {
  const parts = json?.candidates?.[0]?.content?.parts;
  if (!Array.isArray(parts)) return null;
  const texts = parts.map((part) => part.text).filter((text): text is string => typeof text === 'string');
  return texts.length > 0 ? texts.join('') : null;
}

function asCallError(error: unknown): unknown {
  if (error instanceof GeminiCallError) return error;
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  // The stream broke mid-answer (network, server closed): say so in words a user can act on.
  return new GeminiCallError(MESSAGES.geminiUnreachable, 0);
}
