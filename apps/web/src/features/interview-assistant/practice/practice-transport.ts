/**
 * Practice mode: the interview pipeline with no API key and no network. It implements the same GeminiTransport as the
 * real Gemini calls, so everything after the model (chat, teleprompter, cost line) behaves as in a real session: the
 * question "transcribes" to PRACTICE_QUESTION and the answer streams in word groups, every ~80 ms, with usage numbers
 * shaped like Gemini's (audio at 32 tokens a second).
 */
import { AUDIO_TOKENS_PER_SECOND } from '@applypilot/contracts';
import type {
  AnswerRequest,
  AnswerResult,
  GeminiTransport,
  GeminiUsage,
  TranscriptionResult,
} from '../../../lib/interview/gemini-transport';
import { clipDurationSeconds } from './clip-duration';
import { PRACTICE_ANSWER, PRACTICE_QUESTION, PRACTICE_SCREEN_ANSWER } from './practice-script';

export { PRACTICE_QUESTION } from './practice-script';
export { playPracticeQuestion } from './play-practice-question';

/** The transcription request's own words ("Transcribe this audio…"), as a prompt of that size would count. */
const TRANSCRIBE_PROMPT_TOKENS = 14;
/** A JPEG screenshot counts as one 258-token image tile at Gemini's default resolution. */
const IMAGE_TOKENS = 258;
/** About how long apart the pieces of a streamed answer arrive. */
export const CHUNK_INTERVAL_MS = 80;
/** Words per streamed piece: close to what Gemini sends in one SSE event. */
const WORDS_PER_CHUNK = 3;

/** A rough token count for text (Gemini's tokenizer averages about four characters a token in English). */
export function textTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

/** The answer cut into the pieces it streams in; joined, they are the answer exactly. */
export function answerChunks(answer: string, wordsPerChunk: number = WORDS_PER_CHUNK): string[] {
  const words = answer.match(/\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk)
    chunks.push(words.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** Waits `ms`, or rejects as soon as the signal aborts (with its reason, as fetch does). */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal as AbortSignal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function usage(
  promptTokens: number,
  promptDetails: GeminiUsage['promptTokensDetails'],
  output: string,
): GeminiUsage {
  const candidatesTokenCount = textTokens(output);
  return {
    promptTokenCount: promptTokens,
    candidatesTokenCount,
    totalTokenCount: promptTokens + candidatesTokenCount,
    promptTokensDetails: promptDetails,
  };
}

export function createPracticeTransport(): GeminiTransport {
  return {
    async transcribe(clip, options): Promise<TranscriptionResult> {
      if (options.signal?.aborted) throw abortError(options.signal);
      const audioTokens = Math.round((await clipDurationSeconds(clip)) * AUDIO_TOKENS_PER_SECOND);
      // A moment of "thinking", as a real call has, so the status line's "Transcribing…" can be seen.
      await wait(CHUNK_INTERVAL_MS * 3, options.signal);
      return {
        text: PRACTICE_QUESTION,
        usage: usage(
          TRANSCRIBE_PROMPT_TOKENS + audioTokens,
          [
            { modality: 'TEXT', tokenCount: TRANSCRIBE_PROMPT_TOKENS },
            { modality: 'AUDIO', tokenCount: audioTokens },
          ],
          PRACTICE_QUESTION,
        ),
      };
    },

    async streamAnswer(request: AnswerRequest, onText: (chunk: string) => void): Promise<AnswerResult> {
      const answer = request.image ? PRACTICE_SCREEN_ANSWER : PRACTICE_ANSWER;
      const textPromptTokens = textTokens(request.prompt);
      const details: GeminiUsage['promptTokensDetails'] = [
        { modality: 'TEXT', tokenCount: textPromptTokens },
      ];
      if (request.image) details.push({ modality: 'IMAGE', tokenCount: IMAGE_TOKENS });
      let text = '';
      for (const chunk of answerChunks(answer)) {
        await wait(CHUNK_INTERVAL_MS, request.signal);
        text += chunk;
        onText(chunk);
      }
      return {
        text,
        usage: usage(textPromptTokens + (request.image ? IMAGE_TOKENS : 0), details, text),
      };
    },
  };
}
