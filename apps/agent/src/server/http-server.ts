import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  AGENT_API,
  AgentStartRequestSchema,
  PairRequestSchema,
  Sha256Schema,
  type AgentEvent,
} from '@applypilot/contracts';
import { z } from 'zod';
import { checkHost, checkJson, checkOrigin, corsHeaders, tokenOf, type Refusal } from './door';
import type { Pairing } from './pairing';
import type { ResumeStore } from './resume-store';
import type { RunManager } from './run-manager';

/** What GET /api/resumes/:sha256 answers when the PDF is not (or no longer) kept here. */
export const SENT_RESUME_MISSING = 'This PDF is no longer on this computer.';

/** POST /api/stop takes an empty JSON object (JSON still required: a web page cannot send it without preflight). */
const StopRequestSchema = z.object({}).loose();

/** A resume of 15 MB of base64 plus the profile fits; anything bigger is refused while it arrives. */
export const MAX_BODY_BYTES = 16 * 1024 * 1024;

class BodyError extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.error);
  }
}

async function readJson<T extends z.ZodType>(request: IncomingMessage, schema: T): Promise<z.infer<T>> {
  const json = checkJson(request);
  if (json) throw new BodyError(json);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyError({ status: 413, error: 'The request is too large.' });
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

/** The local agent's door and routes (decision 021). Nothing is routed before the Host and Origin checks pass. */
export function createAgentServer(deps: {
  port: number;
  pairing: Pairing;
  runs: RunManager;
  resumes: ResumeStore;
}): Server {
  const { port, pairing, runs, resumes } = deps;
  return createServer((request, response) => {
    const refuse = (r: Refusal, headers: Record<string, string> = {}) => {
      // The body may still be arriving: close the connection rather than read it.
      response.setHeader('connection', 'close');
      send(response, r.status, { error: r.error }, headers);
    };
    const door = checkHost(request, port) ?? checkOrigin(request, pairing.origin);
    if (door) return refuse(door);
    const cors = corsHeaders(pairing.origin);
    const route = `${request.method ?? ''} ${new URL(request.url ?? '/', 'http://agent').pathname}`;
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors);
      return response.end();
    }
    if (route !== `POST ${AGENT_API.pair}` && !pairing.tokenMatches(tokenOf(request)))
      return refuse({ status: 401, error: 'Pair the extension with the agent first.' }, cors);
    handle(route, request, response, cors).catch((error: unknown) => {
      if (error instanceof BodyError) return refuse(error.refusal, cors);
      send(response, 500, { error: 'The agent failed to answer.' }, cors);
    });
  });

  async function handle(
    route: string,
    request: IncomingMessage,
    response: ServerResponse,
    cors: Record<string, string>,
  ): Promise<void> {
    const sentResumePrefix = `GET ${AGENT_API.sentResume}/`;
    if (route.startsWith(sentResumePrefix))
      return sentResume(route.slice(sentResumePrefix.length), response, cors);
    switch (route) {
      case `GET ${AGENT_API.status}`:
        return send(response, 200, runs.status(), cors);
      case `POST ${AGENT_API.pair}`: {
        const body = await readJson(request, PairRequestSchema);
        const result = await pairing.pair(body.code, request.headers.origin ?? '');
        if (result.kind === 'already-paired')
          return send(response, 409, {
            error: 'The agent is already paired; start it with --unpair to pair again.',
          });
        if (result.kind === 'wrong-code')
          return send(response, 403, { error: 'That is not the code the agent shows.' });
        return send(response, 200, { token: result.token }, corsHeaders(pairing.origin));
      }
      case `POST ${AGENT_API.start}`: {
        const body = await readJson(request, AgentStartRequestSchema);
        const runId = runs.start(body);
        if (!runId) return send(response, 409, { error: 'A run is already going: stop it first.' }, cors);
        return send(response, 202, { runId }, cors);
      }
      case `POST ${AGENT_API.stop}`: {
        await readJson(request, StopRequestSchema);
        return send(response, 200, { stopping: runs.stop() }, cors);
      }
      case `GET ${AGENT_API.progress}`:
        return progress(response, cors);
      default:
        return send(response, 404, { error: 'No such route.' }, cors);
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
