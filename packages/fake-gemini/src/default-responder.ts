import type { FakeReply, FakeGeminiRequest, LiveScript } from './types';

export const DEFAULT_TRANSCRIPTION = 'Tell me about a time you handled a difficult deadline.';
export const DEFAULT_SCREEN_READING = 'The screen shows a coding question: reverse a linked list.';
export const DEFAULT_ANSWER =
  'In my last role I owned the release schedule. When a deadline slipped, I split the work, agreed on a smaller ' +
  'first release with the client and shipped it on time.';

/** Splits text into n chunks at word boundaries; joining them gives the text back exactly. */
export function splitIntoChunks(text: string, n: number): string[] {
  const words = text.split(/(?=\s)/); // each piece keeps its leading space
  const chunks: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const from = Math.round((i * words.length) / n);
    const to = Math.round(((i + 1) * words.length) / n);
    chunks.push(words.slice(from, to).join(''));
  }
  return chunks.filter((chunk) => chunk.length > 0);
}

export function defaultResponder(request: FakeGeminiRequest): FakeReply {
  if (request.inlineData.some((part) => part.mimeType.toLowerCase().startsWith('audio/'))) {
    return { kind: 'text', text: DEFAULT_TRANSCRIPTION };
  }
  if (request.inlineData.some((part) => part.mimeType.toLowerCase().startsWith('image/'))) {
    return { kind: 'text', text: DEFAULT_SCREEN_READING };
  }
  if (request.responseJson) return { kind: 'error', status: 400, message: 'fake: no scripted JSON reply' };
  return { kind: 'text', text: splitIntoChunks(DEFAULT_ANSWER, 4) };
}

export function defaultLiveScript(): LiveScript {
  return { transcripts: [DEFAULT_TRANSCRIPTION] };
}
