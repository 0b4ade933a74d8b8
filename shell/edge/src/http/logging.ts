// What the front servers log: JSON lines through Fastify's own pino logger, one per request when
// it completes (method, route, status, time, and the request id every line of that request
// carries as `reqId`), and never a URL (an /api path or a query string can hold a session id or
// a token), a cookie, the X-Session-Id header or a body.
import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { routeOf } from './metrics';

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** Should a log call pass headers anyway, these never reach the output. */
const REDACTED = [
  'cookie',
  'set-cookie',
  'x-session-id',
  'authorization',
  'x-render-secret',
].flatMap((name) => [`req.headers["${name}"]`, `res.headers["${name}"]`, `headers["${name}"]`]);

const serializers = {
  req: (request: { method?: string }) => ({ method: request.method }),
  res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
};

/**
 * The logger options of an edge server: the caller's (level, destination stream) with the
 * serializers and redaction that keep secrets out, whatever the caller gave.
 */
export function edgeLoggerOptions(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const given: LoggerOptions = logger === true ? {} : logger;
  return {
    ...given,
    serializers: { ...given.serializers, ...serializers },
    redact: { paths: REDACTED, censor: '[redacted]' },
  };
}

function isInfoEnabled(request: FastifyRequest): boolean {
  const log = request.log as { isLevelEnabled?: (level: string) => boolean };
  return log.isLevelEnabled?.('info') ?? false;
}

/** The request's one line, at its end (where the metrics are also taken). */
export function logCompleted(request: FastifyRequest, reply: FastifyReply, error?: Error | null) {
  if (!error && !isInfoEnabled(request)) return;
  const line = {
    method: request.method,
    route: routeOf(request),
    statusCode: reply.statusCode,
    responseTime: reply.elapsedTime,
  };
  if (error) reply.log.error({ ...line, err: error }, 'request errored');
  else reply.log.info(line, 'request completed');
}

/**
 * Fastify's request log lines, made ours: no "incoming request" line (the completed one says it
 * all), and no raw target in a not-found line.
 */
export class EdgeLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    logCompleted(request, reply, error);
  }

  override routeNotFound(request: FastifyRequest): void {
    if (isInfoEnabled(request)) {
      request.log.info({ method: request.method }, 'route not found');
    }
  }
}
