// autocannon ships no types and @types/autocannon is not installed: the little the benchmarks use.
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
  }
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    /** Requests per second over all connections (a fixed-rate run). */
    overallRate?: number;
    /** Requests to send in turn; `setupRequest` may rewrite each one just before it is sent. */
    requests?: (Request & { setupRequest?: (request: Request) => Request })[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
