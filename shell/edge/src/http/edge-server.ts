// What every front server of the shop has in common: Fastify with limits that suit the open
// internet, one request id per request (the `reqId` of each of its log lines), malformed targets
// refused before routing, errors in the API's format, JSON logs, metrics on a port of their own,
// and the health endpoints with their readiness.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type HTTPMethods,
} from 'fastify';
import { errorBody, handleError, sendError } from './errors';
import { registerHealth, type Readiness } from './health';
import { EdgeLogController, edgeLoggerOptions, logCompleted } from './logging';
import { type EdgeMetrics, labelRoute, recordRequests, UNMATCHED_ROUTE } from './metrics';

/** A request id we keep from a client or a load balancer: short, and safe in a log line. */
const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Characters that mean the same escaped or not (RFC 3986 2.3). */
const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/**
 * The target with percent-escapes of unreserved characters in its path decoded (RFC 3986
 * 6.2.2.2), so that `/%73erver/render.cjs`, `/x.js%2emap` and `/%2e%2e/` are seen, routed and
 * checked as the `/server/render.cjs`, `/x.js.map` and `/../` they mean. Everything else is left
 * as sent.
 */
export function normalizedTarget(url: string): string {
  if (url[0] !== '/' || !url.includes('%')) return url;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const normalized = pathname.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : escape;
  });
  return normalized + (queryAt === -1 ? '' : url.slice(queryAt));
}

/**
 * Why a request target is refused, or null when it is an origin-form path we serve. Absolute
 * form (`GET https://x/ HTTP/1.1`), authority form, `*`, a path starting with `//` (which URL
 * parsers read as another host), `.` and `..` segments (which a browser resolves before it
 * asks), and percent-escapes that decode to nothing or to control characters are all refused.
 */
export function malformedTarget(url: string | undefined): string | null {
  if (!url || url[0] !== '/') return 'The request target must be a path.';
  if (url[1] === '/' || url[1] === '\\') return 'The request target must be a path.';
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return 'The request path is not valid percent-encoding.';
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) {
    return 'The request path holds characters no file or page has.';
  }
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) {
    return 'The request path must not climb with . or .. segments.';
  }
  return null;
}

/** Whether an Expect header asks for 100-continue (the one expectation HTTP defines). */
export function expectsContinue(expect: string | undefined): boolean {
  return expect?.trim().toLowerCase() === '100-continue';
}

/** Whether to tell a client waiting to send its body (Expect: 100-continue) to go ahead. */
function shouldContinue(request: FastifyRequest, reply: FastifyReply): boolean {
  const { headers, raw } = request;
  // HTTP/1.0 has no 100 Continue: such a client sends its body anyway.
  if (!expectsContinue(headers.expect) || raw.httpVersion !== '1.1' || reply.raw.headersSent) {
    return false;
  }
  const length = Number(headers['content-length'] ?? Number.NaN);
  const hasBody = headers['transfer-encoding'] !== undefined || length > 0;
  return hasBody && !(length > (request.routeOptions.bodyLimit ?? 0));
}

const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The request path is not valid percent-encoding.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The request path is too long.' },
};

export interface EdgeServerOptions {
  /** Peers whose X-Forwarded-For is believed. */
  trustedProxies?: string[];
  /** Body limit of routes that take none of their own (every route but the /api proxy). */
  bodyLimit?: number;
  logger?: FastifyServerOptions['logger'];
  readiness: Readiness;
  /** Headers every answer carries, refusals and errors included (a remote's CORS headers). */
  headers?: Record<string, string>;
  /** Counts requests into this registry and serves it on its own listener while the server runs. */
  metrics?: EdgeMetrics | null;
}

export function createEdgeServer(options: EdgeServerOptions): FastifyInstance {
  const app = Fastify({
    logger: edgeLoggerOptions(options.logger),
    logController: new EdgeLogController(),
    trustProxy: options.trustedProxies?.length ? options.trustedProxies : false,
    bodyLimit: options.bodyLimit ?? 16 * 1024,
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Slow clients: headers must arrive within 10 s and a whole request within 2 minutes (a
    // 10 MB upload on a slow line fits); idle keep-alive connections close after 5 s; and a
    // connection on which nothing moves for 2 minutes (a client that stopped reading its
    // download, holding the file open) is closed.
    connectionTimeout: 120_000,
    requestTimeout: 120_000,
    keepAliveTimeout: 5_000,
    // Node checks these deadlines every connectionsCheckingInterval (30 s by default), which
    // would let a slow client hold a connection for 40 s instead of 10.
    http: { headersTimeout: 10_000, maxHeaderSize: 16 * 1024, connectionsCheckingInterval: 1_000 },
    // While closing, requests already on their way are answered, not refused.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
    rewriteUrl: (req) => normalizedTarget(req.url ?? '/'),
    // Targets the router itself cannot read (bad percent-encoding): answered in the API's format
    // like every other refusal, without echoing the target back.
    frameworkErrors: (error, request, reply) => {
      const known = FRAMEWORK_ERRORS[error.code] ?? {
        status: 400,
        message: 'The request is malformed.',
      };
      // Fastify runs no hooks for these: the request is counted and logged here.
      reply.raw.once('finish', () => {
        recordRequest?.(request, reply);
        logCompleted(request, reply);
      });
      void reply.headers({ ...options.headers, 'X-Request-Id': request.id });
      void sendError(reply, known.status, known.message);
    },
  });
  app.decorateRequest('routeLabel', '');
  const recordRequest = options.metrics ? recordRequests(app, options.metrics.registry) : null;
  if (options.metrics) {
    app.addHook('onReady', options.metrics.start);
    // onClose runs once requests in flight have finished: the drain stays observable.
    app.addHook('onClose', options.metrics.stop);
  }
  app.setErrorHandler(handleError);
  // CONNECT asks a proxy for a tunnel to another host; these servers are nobody's proxy. Node
  // hands such a request to this listener alone (without one it closes the socket unanswered).
  app.server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    const body = JSON.stringify(errorBody(400, 'The request target must be a path.'));
    socket.on('error', () => socket.destroy());
    socket.end(
      'HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  // Requests with an expectation come through Fastify like any other (Node would answer them
  // itself: 100 Continue before any check, 417 without the shop's headers or format).
  const throughFastify = (request: IncomingMessage, response: ServerResponse) =>
    app.server.emit('request', request, response);
  app.server.on('checkContinue', throughFastify);
  app.server.on('checkExpectation', throughFastify);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers({ ...options.headers, 'X-Request-Id': request.id });
    const problem = malformedTarget(request.raw.url);
    if (problem) {
      labelRoute(request, UNMATCHED_ROUTE);
      void sendError(reply, 400, problem);
      return;
    }
    if (request.headers.expect !== undefined && !expectsContinue(request.headers.expect)) {
      void sendError(reply, 417, 'The only expectation this server meets is 100-continue.');
      return;
    }
    done();
  });
  // A client that waits for 100 Continue sends its body only once the request is routed and its
  // declared size is within the route's limit; a body over the limit is refused (413) unsent.
  app.addHook('preParsing', (request, reply, payload, done) => {
    if (shouldContinue(request, reply)) reply.raw.writeContinue();
    done(null, payload);
  });
  registerHealth(app, options.readiness);
  return app;
}

/**
 * Answers `methods` on every path with 405 and the methods that are allowed, and any path no
 * route serves with 404. The 405 is sent before a body is read: whatever it holds (too large,
 * any type), the answer is the same.
 */
export function refuseTheRest(app: FastifyInstance, methods: HTTPMethods[], allow: string) {
  const notAllowed = (request: FastifyRequest, reply: FastifyReply) => {
    labelRoute(request, UNMATCHED_ROUTE);
    return sendError(reply.header('Allow', allow), 405, 'Method Not Allowed');
  };
  app.route({
    method: methods,
    url: '/*',
    onRequest: (request, reply, _done) => {
      void notAllowed(request, reply);
    },
    handler: notAllowed,
  });
  app.setNotFoundHandler((request, reply) => {
    labelRoute(request, UNMATCHED_ROUTE);
    return sendError(reply, 404, 'Not Found');
  });
}
