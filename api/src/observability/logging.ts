import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { LoggerService, LogLevel } from '@nestjs/common';
import type { FastifyBaseLogger } from 'fastify';
import pino, {
  type Bindings,
  type ChildLoggerOptions,
  type Logger,
  type LevelWithSilent,
} from 'pino';

/** A request id we keep from the edge or a load balancer: short, and safe in a log line. */
const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/**
 * Fastify's `genReqId`: the X-Request-Id the shell's edge (or a balancer) sent, when it is a
 * sane one, so one id follows a request from the edge's log to the API's; a fresh UUID
 * otherwise (never Fastify's per-process counter, which repeats across replicas).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Fastify's `childLoggerFactory`: each request's logger, a child carrying its request id.
 * Fastify hands every request the options `{ level: <route's level> }`, and given options,
 * pino builds the child's formatters and sets its level again on each request; our routes set
 * no level or serializers of their own, so the child is made the cheap way, with the same
 * bindings, level and output.
 */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const ownLevel =
    options.level !== undefined && options.level !== '' && options.level !== logger.level;
  return ownLevel || options.serializers || options.redact
    ? logger.child(bindings, options)
    : logger.child(bindings);
}

const LEVELS: readonly LevelWithSilent[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

export function parseLogLevel(value: string | undefined): LevelWithSilent {
  if (value === undefined || value === '') return 'info';
  const level = value.toLowerCase() as LevelWithSilent;
  if (!LEVELS.includes(level)) {
    throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, got "${value}"`);
  }
  return level;
}

/**
 * The API's one logger: JSON lines on stdout (pino, as Fastify uses it), each with the time,
 * level, process and, inside a request, its `requestId`. Nothing a client sent is logged
 * whole: no headers, no bodies, no URLs (a cart's URL holds its session id, the key to the
 * cart); request lines name the route pattern (`/api/cart/:sessionId`) instead.
 */
export function createLogger(level: LevelWithSilent, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'api', pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Belt and braces, should a request or its headers ever be logged by a library.
      redact: {
        paths: [
          'req.url',
          'req.headers',
          'request.url',
          'request.headers',
          'headers',
          'sessionId',
          '*.sessionId',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

const NEST_TO_PINO: Record<LogLevel, 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'> = {
  fatal: 'fatal',
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

/** Nest's start-up chatter (one line per module and route): debug, not info. */
const START_UP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/**
 * Nest's `Logger` (what the services and the lifecycle write to) on the same pino logger, so
 * the API writes one format. Nest passes the context (the class name) last, and for errors a
 * stack before it.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('log', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('verbose', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: LogLevel, message: unknown, rest: unknown[]): void {
    const strings = rest.filter((part): part is string => typeof part === 'string');
    const context = strings.length > 0 ? strings[strings.length - 1] : undefined;
    const stack = level === 'error' && strings.length > 1 ? strings[0] : undefined;
    if (level === 'log' && context && START_UP_CONTEXTS.has(context)) level = 'debug';
    const fields: Record<string, unknown> = {};
    if (context) fields.context = context;
    if (stack) fields.stack = stack;
    if (message instanceof Error) {
      fields.err = message;
      this.logger[NEST_TO_PINO[level]](fields, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.logger[NEST_TO_PINO[level]]({ ...fields, ...message });
    } else {
      this.logger[NEST_TO_PINO[level]](fields, String(message));
    }
  }
}
