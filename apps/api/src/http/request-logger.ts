import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArgs = Parameters<FastifyBaseLogger['info']>;

/** pino's standard levels; `silent` writes nothing. */
const LEVEL_VALUES: Record<string, number> = {
  fatal: 60,
  error: 50,
  warn: 40,
  info: 30,
  debug: 20,
  trace: 10,
  silent: Infinity,
};

/**
 * A request's logger that makes pino's child (with the request id bound) only when a line is actually written.
 * Fastify makes one child per request; at `warn` and above, most requests never log, and building the child took
 * a measurable share of the requests per second of the polled routes (decision 035). A line written through it is
 * exactly what the child would have written: same bindings, same options, same level.
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly childBindings: Record<string, unknown>,
    private readonly childOptions: Record<string, unknown>,
  ) {}

  /** The real child, made on first use and kept for the rest of the request. */
  get real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.childBindings, this.childOptions);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? (this.childOptions.level as string | undefined) ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (LEVEL_VALUES[level] ?? 0) >= (LEVEL_VALUES[this.level] ?? 0);
  }

  #write(level: Level, args: LogArgs): void {
    if (!this.isLevelEnabled(level)) return;
    (this.real[level] as (...a: LogArgs) => void)(...args);
  }

  fatal(...args: LogArgs): void {
    this.#write('fatal', args);
  }
  error(...args: LogArgs): void {
    this.#write('error', args);
  }
  warn(...args: LogArgs): void {
    this.#write('warn', args);
  }
  info(...args: LogArgs): void {
    this.#write('info', args);
  }
  debug(...args: LogArgs): void {
    this.#write('debug', args);
  }
  trace(...args: LogArgs): void {
    this.#write('trace', args);
  }
  silent(): void {}

  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return this.real.child(...args);
  }

  bindings(): Record<string, unknown> {
    return (this.real as FastifyBaseLogger & { bindings(): Record<string, unknown> }).bindings();
  }
}

/** Fastify's `childLoggerFactory`: the request's logger, made lazily (see LazyRequestLogger). */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  new LazyRequestLogger(logger, bindings, options as Record<string, unknown>) as unknown as FastifyBaseLogger;
