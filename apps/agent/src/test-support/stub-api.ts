import { createServer, type IncomingHttpHeaders } from 'node:http';

export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface StubAnswer {
  status: number;
  body?: unknown;
}

/** What the stub does with a request: an answer, `'hang'` (never answers), or `'drop'` (closes the connection). */
export type StubHandler = (request: StubRequest) => StubAnswer | 'hang' | 'drop' | Promise<StubAnswer>;

export interface StubApi {
  origin: string;
  /** Every request, in arrival order. */
  requests: StubRequest[];
  handle: StubHandler;
  close(): Promise<void>;
}

/**
 * A stand-in for the ApplyPilot API in tests: a local HTTP server whose answers the test scripts (a fake API that
 * grants without a valid signature, one that fails the first sent calls, a proxy to the real API).
 */
export async function startStubApi(handle: StubHandler): Promise<StubApi> {
  const stub: StubApi = { origin: '', requests: [], handle, close: async () => undefined };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (d: Buffer) => chunks.push(d));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON: kept as text.
      }
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      stub.requests.push(request);
      void Promise.resolve()
        .then(() => stub.handle(request))
        .then(
          (answer) => {
            if (answer === 'hang') return;
            if (answer === 'drop') return req.socket.destroy();
            res
              .writeHead(answer.status, { 'content-type': 'application/json' })
              .end(answer.body === undefined ? '' : JSON.stringify(answer.body));
          },
          () => res.writeHead(500).end(),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  stub.origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  stub.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}

/** Forwards a request to `target` (the real API) as is, and answers what it answers. */
export async function forward(target: string, request: StubRequest): Promise<StubAnswer> {
  const headers: Record<string, string> = {};
  for (const name of ['authorization', 'content-type', 'cookie']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const res = await fetch(new URL(request.path, target), {
    method: request.method,
    headers,
    ...(request.method === 'GET' || request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}
