import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';

/** Where a request goes: nginx over TLS (the public origin), or one instance directly over plain http. */
export interface Endpoint {
  name: string;
  port: number;
  /** Set for nginx: the host name the certificate is for, and the certificate the client trusts. */
  tls?: { hostName: string; ca: string };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  /** The body as JSON (an error naming the status and the text when it is not). */
  json<T = Record<string, unknown>>(): T;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
}

/** A network failure (refused, reset, closed before an answer): the request may or may not have been handled. */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/**
 * One person's client: a cookie jar and a loopback source address of its own, so each looks to nginx like a different
 * machine (127.0.0.0/8 is all local on Linux). Writes carry the site's Origin, as a browser's do.
 */
export class Client {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly address: string,
    private readonly origin: string,
  ) {}

  cookieNames(): string[] {
    return [...this.cookies.keys()];
  }

  /** The same person (the same cookies, copied) on another network: another source address. */
  from(address: string): Client {
    const moved = new Client(address, this.origin);
    for (const [name, value] of this.cookies) moved.cookies.set(name, value);
    return moved;
  }

  request(endpoint: Endpoint, method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
    const headers: Record<string, string> = {
      host: endpoint.tls ? `${endpoint.tls.hostName}:${endpoint.port}` : `127.0.0.1:${endpoint.port}`,
      ...(method === 'GET' || method === 'HEAD' ? {} : { origin: this.origin }),
      ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
      ...(this.cookies.size > 0
        ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
        : {}),
      ...options.headers,
    };
    const common = {
      host: '127.0.0.1',
      port: endpoint.port,
      method,
      path,
      headers,
      localAddress: this.address,
      // A new connection for each request: nothing pooled outlives a killed instance.
      agent: false as const,
    };
    return new Promise<Answer>((resolve, reject) => {
      const onResponse = (response: http.IncomingMessage) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => reject(new NetworkError(error.message)));
        response.on('end', () => {
          if (!response.complete) return reject(new NetworkError('the answer was cut off'));
          this.remember(response.headers['set-cookie'] ?? []);
          const body = Buffer.concat(chunks);
          const text = body.toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            text,
            json<T>() {
              try {
                return JSON.parse(text) as T;
              } catch {
                throw new Error(
                  `${method} ${path} on ${endpoint.name}: ${response.statusCode} is not JSON: ${text}`,
                );
              }
            },
          });
        });
      };
      const request = endpoint.tls
        ? https.request({ ...common, servername: endpoint.tls.hostName, ca: endpoint.tls.ca }, onResponse)
        : http.request(common, onResponse);
      request.on('error', (error) => reject(new NetworkError(`${endpoint.name}: ${error.message}`)));
      request.end(payload);
    });
  }

  private remember(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', setting = ''] = attribute.split('=').map((part) => part.trim());
        if (/^max-age$/i.test(key)) return Number(setting) <= 0;
        if (/^expires$/i.test(key)) return Date.parse(setting) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** Answers a client repeats elsewhere: nginx's "no instance could answer" and an instance shutting down. */
const RETRYABLE = new Set([502, 503, 504]);

/**
 * What a client does when its server goes away: on a network failure or a 502/503/504 it repeats the same call on the
 * next endpoint of `route` (for a client of nginx, nginx again; for a client pinned to an instance, the other one).
 * Returns the answer and how many repeats it took.
 */
export async function withRetries(
  client: Client,
  route: Endpoint[],
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<{ answer: Answer; retries: number }> {
  let lastProblem = '';
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const endpoint = route[Math.min(attempt, route.length - 1)] as Endpoint;
    try {
      const answer = await client.request(endpoint, method, path, options);
      if (!RETRYABLE.has(answer.status)) return { answer, retries: attempt };
      lastProblem = `${endpoint.name} answered ${answer.status} ${answer.text}`;
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      lastProblem = error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${method} ${path}: no answer after 20 tries; last: ${lastProblem}`);
}
