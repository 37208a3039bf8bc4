export { startFakeGemini } from './server';
export type {
  FakeGemini,
  FakeGeminiRequest,
  FakeReply,
  InlineDataPart,
  LiveScript,
  LiveTurnRecord,
  Responder,
  StartFakeGeminiOptions,
  UsageMetadata,
} from './types';
export { DEFAULT_ANSWER, DEFAULT_SCREEN_READING, DEFAULT_TRANSCRIPTION } from './default-responder';
export { AUDIO_TOKENS_PER_SECOND } from './usage';
export { pcmChunksBase64, silencePcm, tonePcm } from './pcm';
