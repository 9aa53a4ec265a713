/**
 * Fastify gives every request a child logger bound to its request id, and pino builds a child at
 * once (its bindings serialized to JSON text). At the levels that log no request lines (`warn` and
 * above) most requests never write a line, yet the /api/balance benchmark's profile showed the
 * children costing about as much as hashing the bearer token. This factory hands Fastify a logger
 * that makes the pino child on the first call that writes: the lines, their request id and their
 * level are exactly those of the child made at once.
 */
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type WritingLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** The parent's own test of a level (pino's); a logger without it gets its children at once. */
interface LevelAware extends FastifyBaseLogger {
  isLevelEnabled(level: string): boolean;
}

function isLevelAware(logger: FastifyBaseLogger): logger is LevelAware {
  return typeof (logger as Partial<LevelAware>).isLevelEnabled === 'function';
}

class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LevelAware,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  /** Writes through the child, made now, unless the level writes nothing (the child inherits it). */
  private write(level: WritingLevel, args: unknown[]): void {
    if (this.made === undefined && !this.parent.isLevelEnabled(level)) return;
    const logger = this.logger;
    Reflect.apply(logger[level], logger, args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.write('error', args);
  }

  warn(...args: unknown[]): void {
    this.write('warn', args);
  }

  info(...args: unknown[]): void {
    this.write('info', args);
  }

  debug(...args: unknown[]): void {
    this.write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  silent(): void {
    // pino's `silent` writes nothing.
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: the request's child made on its first written line. A route with
 * a level of its own, or a logger that cannot test a level, gets its child at once.
 */
export const lazyChildLoggerFactory: ChildLoggerFactory = (logger, bindings, options) =>
  options.level === undefined && isLevelAware(logger)
    ? new RequestLogger(logger, bindings, options)
    : logger.child(bindings, options);
