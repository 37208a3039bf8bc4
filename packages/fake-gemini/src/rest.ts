import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { errorBody } from './errors';
import type { Lifecycle } from './lifecycle';
import { isOpen, startSse, writeSseEvents } from './sse';
import type { FakeGeminiRequest, FakeReply, UsageMetadata } from './types';
import { buildUsage } from './usage';

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (!isOpen(res)) return;
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
  res.end(text);
}

function responseId(): string {
  return randomBytes(12).toString('base64url');
}

function candidateChunk(
  text: string,
  model: string,
  id: string,
  last: { usage: UsageMetadata } | undefined,
): Record<string, unknown> {
  const candidate: Record<string, unknown> = { content: { role: 'model', parts: [{ text }] } };
  if (last) candidate['finishReason'] = 'STOP';
  candidate['index'] = 0;
  const chunk: Record<string, unknown> = { candidates: [candidate] };
  if (last) chunk['usageMetadata'] = last.usage;
  chunk['modelVersion'] = model;
  chunk['responseId'] = id;
  return chunk;
}

/**
 * Answers one recorded request with a reply. Every branch ends the response except 'hang', which stays open
 * until the client leaves or the fake closes.
 */
export async function sendReply(
  res: ServerResponse,
  request: FakeGeminiRequest,
  reply: FakeReply,
  lifecycle: Lifecycle,
): Promise<void> {
  if (reply.kind === 'hang') return;
  if (reply.kind !== 'sse-raw') await lifecycle.sleep(reply.delayMs ?? 0);
  if (!isOpen(res)) return;
  switch (reply.kind) {
    case 'json':
      sendJson(res, reply.status ?? 200, reply.json);
      return;
    case 'error':
      sendJson(res, reply.status, errorBody(reply.status, reply.message, reply.status_));
      return;
    case 'sse-raw':
      startSse(res);
      await writeSseEvents(res, reply.events, reply.chunkDelayMs ?? 0, lifecycle);
      return;
    case 'text': {
      const chunks = typeof reply.text === 'string' ? [reply.text] : reply.text;
      const answer = chunks.join('');
      const usage = buildUsage(request, answer, reply.usage);
      const id = responseId();
      if (request.kind === 'generateContent') {
        sendJson(res, 200, candidateChunk(answer, request.model, id, { usage }));
        return;
      }
      const events = (chunks.length > 0 ? chunks : ['']).map((chunk, index, all) =>
        JSON.stringify(
          candidateChunk(chunk, request.model, id, index === all.length - 1 ? { usage } : undefined),
        ),
      );
      startSse(res);
      await writeSseEvents(res, events, reply.chunkDelayMs ?? 0, lifecycle);
      return;
    }
  }
}
