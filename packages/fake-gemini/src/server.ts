import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorBody, NO_KEY_MESSAGE } from './errors';
import { attachLive } from './live';
import { parseBody } from './request-body';
import { apiKeyOf, normalisePath, requestUrl } from './server-paths';
import { sendJson, sendReply } from './rest';
import { FakeState } from './state';
import type { FakeGemini, StartFakeGeminiOptions } from './types';

/** /v1beta/models/{model}:{action}; v1alpha and v1 too. */
const REST_ROUTE = /^\/(?:v1beta|v1alpha|v1)\/models\/([^/:]+):(generateContent|streamGenerateContent)$/;

function setCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', '*');
  if (req.method !== 'OPTIONS') return;
  const requested = req.headers['access-control-request-headers'];
  res.setHeader(
    'Access-Control-Allow-Headers',
    requested || 'content-type, x-goog-api-key, x-goog-api-client',
  );
  res.setHeader('Access-Control-Allow-Methods', 'POST, GET, OPTIONS');
  res.setHeader('Access-Control-Max-Age', '600');
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function handle(state: FakeState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  setCors(req, res);
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  const url = requestUrl(req);
  const route = REST_ROUTE.exec(normalisePath(url.pathname));
  if (!route || req.method !== 'POST') {
    sendJson(res, 404, errorBody(404, `fake: no route for ${req.method} ${url.pathname}`));
    return;
  }
  const raw = await readBody(req);
  let body: unknown = raw;
  let validJson = true;
  try {
    body = JSON.parse(raw);
  } catch {
    validJson = false;
  }
  const apiKey = apiKeyOf(req, url);
  const request = state.record({
    kind: route[2] === 'generateContent' ? 'generateContent' : 'streamGenerateContent',
    model: decodeURIComponent(route[1] ?? ''),
    apiKey,
    body,
    ...parseBody(body),
    receivedAt: Date.now(),
  });
  if (!apiKey) {
    sendJson(res, 403, errorBody(403, NO_KEY_MESSAGE, 'PERMISSION_DENIED'));
    return;
  }
  if (!validJson) {
    sendJson(res, 400, errorBody(400, 'Invalid JSON payload received.'));
    return;
  }
  // A hung request must still end when the fake closes.
  const untrack = state.lifecycle.track(() => res.destroy());
  res.on('close', untrack);
  try {
    const reply = await state.replyFor(request);
    await sendReply(res, request, reply, state.lifecycle);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    sendJson(res, 500, errorBody(500, `fake: the responder failed: ${message}`));
  }
}

export async function startFakeGemini(options: StartFakeGeminiOptions = {}): Promise<FakeGemini> {
  const state = new FakeState();
  const server = createServer((req, res) => {
    handle(state, req, res).catch(() => res.destroy());
  });
  const live = attachLive(server, state);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    requests: state.requests,
    liveTurns: state.liveTurns,
    liveAudioMs: () => state.liveAudioMs,
    respond: (responder) => {
      state.responder = responder;
    },
    respondOnce: (...replies) => state.enqueue(replies),
    live: (script) => {
      state.script = script;
    },
    reset: () => state.reset(),
    close: async () => {
      state.lifecycle.closeAll();
      live.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
