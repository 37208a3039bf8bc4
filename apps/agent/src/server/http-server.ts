import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { AAD, fromBase64url, openJson, sealJson, type Sealed, type SessionOp } from '@applypilot/agent-link';
import {
  AGENT_API,
  AgentStartRequestSchema,
  CaptureRequestSchema,
  HelloRequestSchema,
  PairRequestSchema,
  SealedSchema,
  SentResumeRequestSchema,
  type AgentEvent,
} from '@applypilot/contracts';
import { z } from 'zod';
import {
  apiUrlRefusal,
  checkDeclaredSize,
  checkHost,
  checkJson,
  checkOrigin,
  corsHeaders,
  sessionHeaders,
  SMALL_BODY_BYTES,
  START_BODY_BYTES,
  TOO_LARGE,
  type Refusal,
} from './door';
import { PAIRING_MESSAGES, type Pairing } from './pairing';
import type { CaptureStore } from '../store/capture-store';
import type { ResumeStore } from '../store/resume-store';
import type { RunManager } from '../run/run-manager';
import { SESSION_REFUSED, type AgentSessions, type Session } from './sessions';

/** What GET /api/resumes/:sha256 answers when the PDF is not (or no longer) kept here. */
export const SENT_RESUME_MISSING = 'This PDF is no longer on this computer.';
/** What GET /api/captures/:name answers when the capture is not (or no longer) kept here. */
export const CAPTURE_MISSING = 'This copy of the page is no longer on this computer.';

/** POST /api/stop takes an empty JSON object (JSON still required: a web page cannot send it without preflight). */
const StopRequestSchema = z.object({}).loose();

/** The sealed operations and their routes: every route but hello and pair is one. */
const OPERATIONS = new Map<string, SessionOp>([
  [AGENT_API.status, 'status'],
  [AGENT_API.start, 'start'],
  [AGENT_API.stop, 'stop'],
  [AGENT_API.progress, 'progress'],
  [AGENT_API.sentResume, 'sent-resume'],
  [AGENT_API.captures, 'capture'],
]);

class BodyError extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.error);
  }
}

/** Reads at most `limit` bytes, whatever Content-Length claimed (it was checked before routing). */
async function readJson<T extends z.ZodType>(
  request: IncomingMessage,
  schema: T,
  limit: number,
): Promise<z.infer<T>> {
  const json = checkJson(request);
  if (json) throw new BodyError(json);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyError(TOO_LARGE);
    chunks.push(chunk);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new BodyError({ status: 400, error: 'The body is not valid JSON.' });
  }
  return parse(schema, raw);
}

function parse<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    throw new BodyError({ status: 400, error: parsed.error.issues[0]?.message ?? 'Invalid body.' });
  return parsed.data;
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(JSON.stringify(body));
}

/**
 * The local agent's door and routes (decisions 021, 033, 048). Nothing is routed before the Host and Origin checks
 * pass. Only a hello and the pairing messages are read without a session; a sealed call is authenticated from its
 * headers before its body is read, and no body over a few KB is read unless it is a start in a session.
 */
export function createAgentServer(deps: {
  port: number;
  /** The extension origins the door lets in (extension-origins.ts). */
  extensionOrigins: readonly string[];
  pairing: Pairing;
  sessions: AgentSessions;
  runs: Pick<RunManager, 'status' | 'start' | 'stop' | 'subscribe'>;
  resumes: Pick<ResumeStore, 'read'>;
  /** Issue 27: the redacted captures of pages the engine did not understand. */
  captures: Pick<CaptureStore, 'read'>;
}): Server {
  const { port, pairing, sessions, runs, resumes, captures, extensionOrigins } = deps;
  return createServer((request, response) => {
    const refuse = (r: Refusal, headers: Record<string, string> = {}) => {
      // The body may still be arriving: close the connection rather than read it.
      response.setHeader('connection', 'close');
      send(response, r.status, { error: r.error }, headers);
    };
    const door = checkHost(request, port) ?? checkOrigin(request, pairing.origin, extensionOrigins);
    if (door) return refuse(door);
    const cors = corsHeaders(pairing.origin);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors);
      return response.end();
    }
    const pathname = new URL(request.url ?? '/', 'http://agent').pathname;
    if (request.method !== 'POST') return refuse({ status: 405, error: 'Only POST is answered here.' }, cors);
    const op = OPERATIONS.get(pathname);
    let session: Session | null = null;
    if (op) {
      const { label, seq, mac } = sessionHeaders(request);
      session = sessions.authenticate(label, seq, mac, op);
      // A plain 401: the extension starts a new session with a hello, which an impostor cannot answer.
      if (!session) return refuse({ status: 401, error: SESSION_REFUSED }, cors);
    } else if (pathname !== AGENT_API.hello && pathname !== AGENT_API.pair) {
      return refuse({ status: 404, error: 'No such route.' }, cors);
    }
    const bodyLimit = op === 'start' ? START_BODY_BYTES : SMALL_BODY_BYTES;
    const tooLarge = checkDeclaredSize(request, bodyLimit);
    if (tooLarge) return refuse(tooLarge, cors);
    const handled =
      op && session
        ? sealedCall(op, session, request, response, cors, bodyLimit)
        : pathname === AGENT_API.hello
          ? hello(request, response, cors)
          : pair(request, response);
    handled.catch((error: unknown) => {
      if (response.headersSent) return void response.end();
      if (error instanceof BodyError) return refuse(error.refusal, cors);
      send(response, 500, { error: 'The agent failed to answer.' }, cors);
    });
  });

  async function hello(request: IncomingMessage, response: ServerResponse, cors: Record<string, string>) {
    const body = await readJson(request, HelloRequestSchema, SMALL_BODY_BYTES);
    const nonce = fromBase64url(body.extensionNonce);
    if (!nonce) throw new BodyError({ status: 400, error: 'Invalid nonce.' });
    return send(response, 200, sessions.hello(nonce), cors);
  }

  async function pair(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readJson(request, PairRequestSchema, SMALL_BODY_BYTES);
    const origin = request.headers.origin ?? '';
    if (body.step === 'offer') {
      const result = await pairing.offer(origin, body.apiOrigin, body.pairingId, body.share);
      switch (result.kind) {
        case 'offer':
          return send(response, 200, { share: result.share, ticket: result.ticket });
        case 'already-paired':
          return send(response, 409, { error: PAIRING_MESSAGES.alreadyPaired });
        case 'wrong-site':
          return send(response, 403, { error: PAIRING_MESSAGES.wrongSite });
        case 'code-retired':
          return send(response, 429, { error: PAIRING_MESSAGES.codeRetired });
        case 'bad-share':
          return send(response, 400, { error: PAIRING_MESSAGES.badShare });
      }
    }
    const result = await pairing.confirm(origin, body.ticket, body.proof);
    switch (result.kind) {
      case 'paired':
        return send(response, 200, { proof: result.proof }, corsHeaders(pairing.origin));
      case 'wrong-code':
        return send(response, 403, { error: PAIRING_MESSAGES.wrongCode });
      case 'code-retired':
        return send(response, 429, { error: PAIRING_MESSAGES.codeRetired });
      case 'code-changed':
        return send(response, 409, { error: PAIRING_MESSAGES.codeChanged });
      case 'already-paired':
        return send(response, 409, { error: PAIRING_MESSAGES.alreadyPaired });
      case 'bad-ticket':
        return send(response, 400, { error: PAIRING_MESSAGES.badTicket });
    }
  }

  /** A call in a session: its body opened, its answer (or each event) sealed for the extension. */
  async function sealedCall(
    op: SessionOp,
    session: Session,
    request: IncomingMessage,
    response: ServerResponse,
    cors: Record<string, string>,
    bodyLimit: number,
  ): Promise<void> {
    const answer = async (status: number, body: unknown) => {
      const sealed: Sealed = await sealJson(
        session.keys.toExtension,
        body,
        AAD.answer(op, session.seq, status),
      );
      send(response, status, sealed, cors);
    };
    let plain: unknown;
    try {
      const box = await readJson(request, SealedSchema, bodyLimit);
      plain = await openJson(session.keys.toAgent, box, AAD.request(op, session.seq));
      if (plain === undefined)
        throw new BodyError({ status: 400, error: 'The request could not be opened.' });
      return await operation(op, plain, session, response, cors, answer);
    } catch (error) {
      // Once the session is proven, even a refusal is sealed: the extension believes only what opens.
      if (!(error instanceof BodyError) || response.headersSent) throw error;
      if (error.refusal.status === 413) throw error;
      return answer(error.refusal.status, { error: error.refusal.error });
    }
  }

  async function operation(
    op: SessionOp,
    body: unknown,
    session: Session,
    response: ServerResponse,
    cors: Record<string, string>,
    answer: (status: number, body: unknown) => Promise<void>,
  ): Promise<void> {
    switch (op) {
      case 'status':
        return answer(200, runs.status());
      case 'start': {
        const start = parse(AgentStartRequestSchema, body);
        // Checked before anything starts: a run spends credits only with the site the extension was built for.
        const otherSite = apiUrlRefusal(start.apiUrl, pairing.apiOrigin);
        if (otherSite) return answer(otherSite.status, { error: otherSite.error });
        const runId = runs.start(start);
        if (!runId) return answer(409, { error: 'A run is already going: stop it first.' });
        return answer(202, { runId });
      }
      case 'stop':
        parse(StopRequestSchema, body);
        return answer(200, { stopping: runs.stop() });
      case 'progress':
        return progress(session, response, cors);
      case 'sent-resume':
        return sentResume(parse(SentResumeRequestSchema, body).sha256, answer);
      case 'capture':
        return capture(parse(CaptureRequestSchema, body).name, answer);
    }
  }

  /** The PDF an application uploaded (decision 027). Only a validated hex digest ever reaches the file system. */
  async function sentResume(sha256: string, answer: (status: number, body: unknown) => Promise<void>) {
    const found = await resumes.read(sha256);
    if (!found) return answer(404, { message: SENT_RESUME_MISSING, error: SENT_RESUME_MISSING });
    return answer(200, found);
  }

  /** A redacted capture of a page the engine did not understand (issue 27): only a name the pattern accepts is read. */
  async function capture(name: string, answer: (status: number, body: unknown) => Promise<void>) {
    const found = await captures.read(name);
    if (!found) return answer(404, { message: CAPTURE_MISSING, error: CAPTURE_MISSING });
    return answer(200, found);
  }

  /** The run's events, each sealed in order under the session's key and numbered within this stream. */
  function progress(session: Session, response: ServerResponse, cors: Record<string, string>): void {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      ...cors,
    });
    let index = 0;
    let queue = Promise.resolve();
    const write = (event: AgentEvent) => {
      index += 1;
      const at = index;
      queue = queue.then(async () => {
        const sealed = await sealJson(session.keys.toExtension, event, AAD.event(session.seq, at));
        if (!response.destroyed) response.write(`data: ${JSON.stringify(sealed)}\n\n`);
      });
    };
    const unsubscribe = runs.subscribe(write);
    response.on('close', unsubscribe);
  }
}
