/**
 * An open-loop load generator (wrk2's idea, written here on node:http): requests leave at evenly spaced times whatever
 * the server does, over keep-alive connections, and each response time is measured from the moment its request was
 * due to leave, so a server that falls behind shows it in the figures instead of slowing the generator down (a
 * closed loop, or autocannon's `overallRate`, which sends each second's requests as one burst). Percentiles are read
 * from the sorted raw times: no histogram, no correction.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface RequestSpec {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface OpenLoopOptions {
  origin: string;
  /** Requests per second, spread evenly. */
  rate: number;
  durationMs: number;
  /** The request to send, fixed or made per request (the spending run sends a new job each time). */
  request: RequestSpec | ((index: number) => RequestSpec);
  /** Keep-alive sockets the generator may open; a request finding none free waits, and that wait counts. */
  connections?: number;
  /** A response slower than this counts as an error (the run still ends on time). */
  timeoutMs?: number;
  /**
   * Requests sent and not yet answered past which the generator stops sending: the route has fallen behind, and
   * piling up more only makes the run last longer (the result then has sent < the requests the rate asked for).
   */
  maxBacklog?: number;
}

export interface OpenLoopResult {
  offered: number;
  /** Requests the rate asked for over the run; more than `sent` when the generator stopped at maxBacklog. */
  planned: number;
  /** Responses that arrived (any status) per second of the run. */
  achieved: number;
  sent: number;
  ok: number;
  non2xx: number;
  errors: number;
  /** Milliseconds from each request's due time to the end of its response, successful responses only. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Bytes of the last successful response body as received (compressed when the server compressed it). */
  wireBytes: number;
}

export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const url = new URL(options.origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections ?? 256 });
  const total = Math.max(1, Math.round((options.rate * options.durationMs) / 1000));
  const maxBacklog = options.maxBacklog ?? Number.POSITIVE_INFINITY;
  let stopped = false;
  const interval = 1000 / options.rate;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const times: number[] = [];
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  let sent = 0;
  let answered = 0;
  let wireBytes = 0;
  const start = performance.now() + 5;
  const pending: Promise<void>[] = [];

  const fire = (index: number, due: number) =>
    new Promise<void>((resolve) => {
      const spec = typeof options.request === 'function' ? options.request(index) : options.request;
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: spec.method ?? 'GET',
          path: spec.path,
          headers: {
            ...(spec.body === undefined ? {} : { 'content-length': Buffer.byteLength(spec.body) }),
            ...spec.headers,
          },
          timeout: timeoutMs,
        },
        (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
          });
          response.on('end', () => {
            answered += 1;
            const status = response.statusCode ?? 0;
            if (status >= 200 && status < 300) {
              ok += 1;
              wireBytes = bytes;
              times.push(performance.now() - due);
            } else {
              non2xx += 1;
            }
            resolve();
          });
          response.on('error', () => {
            errors += 1;
            resolve();
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.end(spec.body);
    });

  // Wake often and send every request whose time has come: timers are coarse, the due times are not.
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        if (sent - answered - errors > maxBacklog) {
          stopped = true;
          break;
        }
        pending.push(fire(sent, start + sent * interval));
        sent += 1;
      }
      if (sent < total && !stopped) setTimeout(tick, Math.max(0, Math.min(1, start + sent * interval - now)));
      else resolve();
    };
    setTimeout(tick, 5);
  });
  const sendEnd = performance.now();
  // Responses still on their way are waited for (bounded by the time-out), then counted against the run's length.
  await Promise.all(pending);
  agent.destroy();
  const elapsed = Math.max(sendEnd, performance.now()) - start;
  times.sort((a, b) => a - b);
  return {
    offered: options.rate,
    planned: total,
    achieved: (answered / elapsed) * 1000,
    sent,
    ok,
    non2xx,
    errors,
    p50: quantile(times, 0.5),
    p90: quantile(times, 0.9),
    p99: quantile(times, 0.99),
    max: times.at(-1) ?? Number.NaN,
    wireBytes,
  };
}

export interface SaturationResult {
  /** Responses per second over the run, every one 2xx (else see errors). */
  rate: number;
  ok: number;
  failed: number;
  p50: number;
  p99: number;
  /** How long the run took, for rates pooled over several runs. */
  elapsedMs: number;
}

/**
 * The most a route answers: `inFlight` requests kept outstanding on keep-alive connections for `durationMs`, a new one
 * sent as each answer arrives (a closed loop, as wrk does). This is the figure for "requests per second"; the
 * latencies a user sees at a given load come from openLoop at a fixed rate.
 */
export async function saturate(options: {
  origin: string;
  request: RequestSpec | ((index: number) => RequestSpec);
  inFlight: number;
  durationMs: number;
}): Promise<SaturationResult> {
  const url = new URL(options.origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.inFlight });
  const times: number[] = [];
  let failed = 0;
  const start = performance.now();
  const end = start + options.durationMs;
  let index = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const spec = typeof options.request === 'function' ? options.request(index) : options.request;
      index += 1;
      const began = performance.now();
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: spec.method ?? 'GET',
          path: spec.path,
          headers: {
            ...(spec.body === undefined ? {} : { 'content-length': Buffer.byteLength(spec.body) }),
            ...spec.headers,
          },
        },
        (response) => {
          response.on('data', () => undefined);
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            if (status >= 200 && status < 300) times.push(performance.now() - began);
            else failed += 1;
            resolve();
          });
          response.on('error', () => {
            failed += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        failed += 1;
        resolve();
      });
      request.end(spec.body);
    });
  const worker = async () => {
    while (performance.now() < end) await one();
  };
  await Promise.all(Array.from({ length: options.inFlight }, worker));
  const elapsed = performance.now() - start;
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    rate: ((times.length + failed) / elapsed) * 1000,
    ok: times.length,
    failed,
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    elapsedMs: elapsed,
  };
}
