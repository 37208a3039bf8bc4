import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  AGENT_API,
  AgentStartRequestSchema,
  CaptureNameSchema,
  PairRequestSchema,
  Sha256Schema,
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
  SMALL_BODY_BYTES,
  START_BODY_BYTES,
  tokenOf,
  TOO_LARGE,
  type Refusal,
} from './door';
import { PAIRING_MESSAGES, type Pairing } from './pairing';
import type { CaptureStore } from '../store/capture-store';
import type { ResumeStore } from '../store/resume-store';
import type { RunManager } from '../run/run-manager';

/** What GET /api/resumes/:sha256 answers when the PDF is not (or no longer) kept here. */
export const SENT_RESUME_MISSING = 'This PDF is no longer on this computer.';
/** What GET /api/captures/:name answers when the capture is not (or no longer) kept here. */
export const CAPTURE_MISSING = 'This copy of the page is no longer on this computer.';

/** POST /api/stop takes an empty JSON object (JSON still required: a web page cannot send it without preflight). */
const StopRequestSchema = z.object({}).loose();

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
 * The local agent's door and routes (decisions 021, 033). Nothing is routed before the Host and Origin checks pass,
 * and no body over a few KB is read unless it is a start request carrying the pairing token.
 */
export function createAgentServer(deps: {
  port: number;
  /** The extension origins the door lets in (extension-origins.ts). */
  extensionOrigins: readonly string[];
  pairing: Pairing;
  runs: Pick<RunManager, 'status' | 'start' | 'stop' | 'subscribe'>;
  resumes: Pick<ResumeStore, 'read'>;
  /** Issue 27: the redacted captures of pages the engine did not understand. */
  captures: Pick<CaptureStore, 'read'>;
}): Server {
  const { port, pairing, runs, resumes, captures, extensionOrigins } = deps;
  return createServer((request, response) => {
    const refuse = (r: Refusal, headers: Record<string, string> = {}) => {
      // The body may still be arriving: close the connection rather than read it.
      response.setHeader('connection', 'close');
      send(response, r.status, { error: r.error }, headers);
    };
    const door = checkHost(request, port) ?? checkOrigin(request, pairing.origin, extensionOrigins);
    if (door) return refuse(door);
    const cors = corsHeaders(pairing.origin);
    const route = `${request.method ?? ''} ${new URL(request.url ?? '/', 'http://agent').pathname}`;
    const authenticated = pairing.tokenMatches(tokenOf(request));
    const bodyLimit =
      route === `POST ${AGENT_API.start}` && authenticated ? START_BODY_BYTES : SMALL_BODY_BYTES;
    const tooLarge = checkDeclaredSize(request, bodyLimit);
    if (tooLarge) return refuse(tooLarge, cors);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors);
      return response.end();
    }
    if (route !== `POST ${AGENT_API.pair}` && !authenticated)
      return refuse({ status: 401, error: 'Pair the extension with the agent first.' }, cors);
    handle(route, request, response, cors, bodyLimit).catch((error: unknown) => {
      if (error instanceof BodyError) return refuse(error.refusal, cors);
      send(response, 500, { error: 'The agent failed to answer.' }, cors);
    });
  });

  async function handle(
    route: string,
    request: IncomingMessage,
    response: ServerResponse,
    cors: Record<string, string>,
    bodyLimit: number,
  ): Promise<void> {
    const sentResumePrefix = `GET ${AGENT_API.sentResume}/`;
    if (route.startsWith(sentResumePrefix))
      return sentResume(route.slice(sentResumePrefix.length), response, cors);
    const capturePrefix = `GET ${AGENT_API.captures}/`;
    if (route.startsWith(capturePrefix)) return capture(route.slice(capturePrefix.length), response, cors);
    switch (route) {
      case `GET ${AGENT_API.status}`:
        return send(response, 200, runs.status(), cors);
      case `POST ${AGENT_API.pair}`:
        return pair(request, response, bodyLimit);
      case `POST ${AGENT_API.start}`: {
        const body = await readJson(request, AgentStartRequestSchema, bodyLimit);
        // Checked before anything starts: a run spends credits only with the site the extension was built for.
        const otherSite = apiUrlRefusal(body.apiUrl, pairing.apiOrigin);
        if (otherSite) return send(response, otherSite.status, { error: otherSite.error }, cors);
        const runId = runs.start(body);
        if (!runId) return send(response, 409, { error: 'A run is already going: stop it first.' }, cors);
        return send(response, 202, { runId }, cors);
      }
      case `POST ${AGENT_API.stop}`: {
        await readJson(request, StopRequestSchema, bodyLimit);
        return send(response, 200, { stopping: runs.stop() }, cors);
      }
      case `GET ${AGENT_API.progress}`:
        return progress(response, cors);
      default:
        return send(response, 404, { error: 'No such route.' }, cors);
    }
  }

  async function pair(request: IncomingMessage, response: ServerResponse, bodyLimit: number): Promise<void> {
    const body = await readJson(request, PairRequestSchema, bodyLimit);
    const result = await pairing.pair(body.code, request.headers.origin ?? '', body.apiOrigin);
    switch (result.kind) {
      case 'paired':
        return send(response, 200, { token: result.token }, corsHeaders(pairing.origin));
      case 'already-paired':
        return send(response, 409, { error: PAIRING_MESSAGES.alreadyPaired });
      case 'wrong-site':
        return send(response, 403, { error: PAIRING_MESSAGES.wrongSite });
      case 'wrong-code':
        return send(response, 403, { error: PAIRING_MESSAGES.wrongCode });
      case 'locked':
        return send(
          response,
          429,
          { error: PAIRING_MESSAGES.locked(result.retryAfterSeconds) },
          { 'retry-after': String(result.retryAfterSeconds) },
        );
      case 'exhausted':
        return send(response, 429, { error: PAIRING_MESSAGES.exhausted });
    }
  }

  /** The PDF an application uploaded (decision 027). Only a validated hex digest ever reaches the file system. */
  async function sentResume(
    param: string,
    response: ServerResponse,
    cors: Record<string, string>,
  ): Promise<void> {
    const sha = Sha256Schema.safeParse(param);
    if (!sha.success)
      return send(response, 400, { error: sha.error.issues[0]?.message ?? 'Invalid SHA-256.' }, cors);
    const found = await resumes.read(sha.data);
    if (!found)
      return send(response, 404, { message: SENT_RESUME_MISSING, error: SENT_RESUME_MISSING }, cors);
    return send(response, 200, found, cors);
  }

  /**
   * A redacted capture of a page the engine did not understand (issue 27), for the support mail. The path segment is
   * taken as it came (no percent-decoding: "..%2f" stays text and fails the pattern); only a name CAPTURE_FILE_PATTERN
   * accepts reaches the captures folder.
   */
  async function capture(
    param: string,
    response: ServerResponse,
    cors: Record<string, string>,
  ): Promise<void> {
    const name = CaptureNameSchema.safeParse(param);
    if (!name.success)
      return send(response, 400, { error: name.error.issues[0]?.message ?? 'Invalid capture name.' }, cors);
    const found = await captures.read(name.data);
    if (!found) return send(response, 404, { message: CAPTURE_MISSING, error: CAPTURE_MISSING }, cors);
    return send(response, 200, found, cors);
  }

  function progress(response: ServerResponse, cors: Record<string, string>): void {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      ...cors,
    });
    const write = (event: AgentEvent) => response.write(`data: ${JSON.stringify(event)}\n\n`);
    const unsubscribe = runs.subscribe(write);
    response.on('close', unsubscribe);
  }
}
