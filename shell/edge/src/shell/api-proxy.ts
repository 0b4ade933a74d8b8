// The /api proxy: the shop is one origin for the browser, and the API sits behind it. Only the
// request's path and query go to the one configured API origin (@fastify/reply-from builds the
// address from its base); bodies are read here first, within the API's own limits, so an
// oversized body is a 413 with the API's message and never reaches the API; hop-by-hop headers
// go no further; X-Forwarded-For is the address of the client as this server knows it; the
// request id travels on; a client that goes away cancels its request to the API; an API that
// does not answer in time is a 504.
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JSON_BODY_LIMIT_BYTES, UPLOAD_BODY_LIMIT_BYTES } from '../config';
import { sendApiAnswer } from './api-compression';
import { handleError, sendError } from '../http/errors';
import type { ShellMetrics } from './shell-metrics';
import { createUploadCache } from './upload-cache';

/** reply-from only accepts a dispatcher made by its own copy of undici. */
const undici = createRequire(require.resolve('@fastify/reply-from'))(
  'undici',
) as typeof import('undici');

const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];
/** Names the client may not set for the API: the edge says these itself. */
const SET_BY_EDGE = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'forwarded',
];
const TICKET_HEADER = 'x-edge-proxy-ticket';

const UNREACHABLE = "The shop's server can't be reached right now. Please try again in a moment.";
const TOO_SLOW = "The shop's server took too long to answer. Please try again in a moment.";

export interface ApiProxyOptions {
  apiUrl: string;
  timeoutMs: number;
  /** Peers whose X-Forwarded-For chain is kept (a load balancer in front of this server). */
  trustedProxies: string[];
  /** Told how long the API took to answer, or that the edge answered for it (502, 504). */
  metrics?: Pick<ShellMetrics, 'apiAnswered' | 'apiFailed'> | null;
  /**
   * Told, with the request's id, each time a call has been handed to the pool of connections
   * to the API, where it waits while every connection is busy (tests wait for that).
   */
  onDispatched?: (requestId: string) => void;
  /** Where uploads are kept (upload-cache.ts), and how many bytes of them; 0: not kept. */
  uploadCache?: { parentDir: string; maxBytes: number } | null;
  /** The clock that ages kept uploads (tests pass their own). */
  now?: () => number;
}

/** The headers the API gets: the client's, less hop-by-hop ones and anything the edge sets. */
export function headersForApi(
  request: Pick<FastifyRequest, 'ip' | 'ips' | 'protocol' | 'host' | 'id'>,
  incoming: Record<string, string | string[] | undefined>,
  ticket: string,
): Record<string, string | string[] | undefined> {
  const headers = { ...incoming };
  for (const name of [...HOP_BY_HOP, ...SET_BY_EDGE, 'x-request-id', 'host']) delete headers[name];
  // The edge has the whole body already (and answered 100 Continue for it): nothing to expect.
  delete headers.expect;
  // request.ips is the chain Fastify believed (trustProxy): the client's own address alone
  // unless the peer is a configured trusted proxy, whose chain is then kept.
  const chain = request.ips && request.ips.length > 1 ? [...request.ips].reverse() : [request.ip];
  headers['x-forwarded-for'] = chain.join(', ');
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
  headers['x-request-id'] = request.id;
  headers[TICKET_HEADER] = ticket;
  return headers;
}

/** The API's answer headers, less hop-by-hop ones and those its Connection header names. */
export function responseHeadersFromApi(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string | string[] | undefined> {
  const kept = { ...headers };
  const named = [headers.connection ?? []].flat().flatMap((value) => value.split(','));
  for (const name of [...HOP_BY_HOP, ...named.map((item) => item.trim().toLowerCase())]) {
    delete kept[name];
  }
  return kept;
}

/**
 * Each proxied request's way to abort its call to the API, by ticket. The ticket is a header
 * only the edge writes and the dispatcher takes off again: it links undici's dispatch of the
 * call to the client request it is for.
 */
function cancellableDispatcher(
  apiUrl: string,
  timeoutMs: number,
  onDispatched?: (requestId: string) => void,
) {
  /** Calls whose client is still there, by ticket; `abort` once undici has started the call. */
  const calls = new Map<string, { abort?: (reason: Error) => void }>();
  const started = (ticket: string, abort: (reason: Error) => void) => {
    const call = calls.get(ticket);
    if (call) call.abort = abort;
    // Its client went away before undici started the call (it waited for a connection).
    else abort(new Error('the client went away'));
  };
  const pool = new undici.Pool(apiUrl, {
    connections: 128,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: 4_000,
  });
  const dispatcher = pool.compose((dispatch) => (options, handler) => {
    const headers = { ...(options.headers as Record<string, string>) };
    const ticket = headers[TICKET_HEADER];
    delete headers[TICKET_HEADER];
    // The handler is undici's own (new-style: onRequestStart with a controller; old-style:
    // onConnect with an abort function): the first call hands over the way to abort.
    const withAbort = new Proxy(handler, {
      get(target, property) {
        const value = Reflect.get(target, property, target) as unknown;
        if (typeof value !== 'function') return value;
        const method = (value as (...args: unknown[]) => unknown).bind(target);
        if (ticket && property === 'onRequestStart') {
          return (controller: { abort: (reason: Error) => void }, context: unknown) => {
            const result = method(controller, context);
            started(ticket, (reason) => controller.abort(reason));
            return result;
          };
        }
        if (ticket && property === 'onConnect') {
          return (abort: (reason: Error) => void, context: unknown) => {
            const result = method(abort, context);
            started(ticket, abort);
            return result;
          };
        }
        return method;
      },
    });
    const accepted = dispatch({ ...options, headers }, withAbort);
    onDispatched?.(headers['x-request-id']);
    return accepted;
  });
  return { dispatcher, calls };
}

export async function registerApiProxy(app: FastifyInstance, options: ApiProxyOptions) {
  const { dispatcher, calls } = cancellableDispatcher(
    options.apiUrl,
    options.timeoutMs,
    options.onDispatched,
  );
  const { metrics } = options;
  let tickets = 0;
  const uploadCache =
    options.uploadCache && options.uploadCache.maxBytes > 0
      ? createUploadCache({
          ...options.uploadCache,
          now: options.now,
          // A fetch for the cache goes as the client's own request would: its address travels.
          fetchUpload: async (request, id) => {
            const headers = headersForApi(request, {}, '');
            delete headers[TICKET_HEADER];
            const answer = await undici.request(`${options.apiUrl}/api/uploads/${id}`, {
              method: 'GET',
              headers,
              dispatcher,
            });
            return { statusCode: answer.statusCode, headers: answer.headers, body: answer.body };
          },
        })
      : null;
  await app.register(async (scope) => {
    await scope.register(replyFrom, {
      base: options.apiUrl,
      undici: dispatcher as never,
      disableRequestLogging: true,
      // Never sent twice: reply-from would repeat a GET the API answered 503 up to ten times,
      // multiplying the load on an API that is already struggling.
      retryMethods: [],
    });
    // Bodies are read whole (within the route's limit) and passed on as they came.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    const forward = (request: FastifyRequest, reply: FastifyReply) => {
      // The client left while its body arrived: there is nobody to answer, and the close event
      // that would cancel the call has passed already.
      if (reply.raw.destroyed) return reply;
      const ticket = String(++tickets);
      const call: { abort?: (reason: Error) => void } = {};
      calls.set(ticket, call);
      reply.raw.once('close', () => {
        calls.delete(ticket);
        // The client left before its answer was written: the API's work for it is cancelled.
        if (!reply.raw.writableFinished) call.abort?.(new Error('the client went away'));
      });
      const queryAt = request.raw.url!.indexOf('?');
      const pathname = queryAt === -1 ? request.raw.url! : request.raw.url!.slice(0, queryAt);
      // The body goes on byte for byte, as the client sent it. (Left to reply-from, a JSON body
      // read as a Buffer would be re-encoded as JSON: {"type":"Buffer","data":[...]}.)
      const body = Buffer.isBuffer(request.body) ? request.body : undefined;
      const startedAt = performance.now();
      return reply.from(pathname, {
        ...(body
          ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' }
          : {}),
        rewriteRequestHeaders: (req, headers) => headersForApi(req, headers, ticket),
        rewriteHeaders: (headers) => {
          metrics?.apiAnswered((performance.now() - startedAt) / 1000);
          return responseHeadersFromApi(headers);
        },
        // The reply is this handler's own; reply-from's types know only a raw response.
        onResponse: (_request, _reply, response) => {
          void sendApiAnswer(request, reply, (response as unknown as { stream: Readable }).stream);
        },
        onError: (errorReply, { error }) => {
          const timedOut = (error as { statusCode?: number }).statusCode === 504;
          if (errorReply.sent || errorReply.raw.headersSent) {
            errorReply.raw.destroy();
            return;
          }
          // A call cancelled because its client left is nobody's error.
          if (!errorReply.raw.destroyed) {
            metrics?.apiFailed(timedOut ? 504 : 502);
            // Why the API could not answer (refused, reset, closed, slow): the operator's clue.
            const { code, message } = error as { code?: string; message?: string };
            request.log.warn(
              { apiError: { code, message }, status: timedOut ? 504 : 502 },
              'the API did not answer this call',
            );
          }
          void sendError(
            errorReply as unknown as FastifyReply,
            timedOut ? 504 : 502,
            timedOut ? TOO_SLOW : UNREACHABLE,
          );
        },
      });
    };
    const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
    scope.route({
      method: [...methods],
      url: '/api',
      handler: forward,
      bodyLimit: JSON_BODY_LIMIT_BYTES,
    });
    scope.route({
      method: [...methods],
      url: '/api/uploads',
      handler: forward,
      bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
    });
    if (uploadCache) {
      // Upload downloads: answered from the edge's cache, fetched from the API once.
      scope.route({
        method: ['GET', 'HEAD'],
        url: '/api/uploads/:id',
        handler: (request, reply) =>
          uploadCache.serve(request, reply, (request.params as { id: string }).id, () =>
            forward(request, reply),
          ),
        bodyLimit: JSON_BODY_LIMIT_BYTES,
      });
    }
    scope.route({
      method: [...methods],
      url: '/api/*',
      handler: forward,
      bodyLimit: JSON_BODY_LIMIT_BYTES,
    });
    scope.setErrorHandler(
      (error: { statusCode?: number; code?: string; message?: string }, request, reply) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          const isUpload = request.routeOptions.url === '/api/uploads';
          return sendError(
            reply,
            413,
            isUpload
              ? 'The image is too large (10 MB at most).'
              : 'The request body is too large (1 MB at most).',
          );
        }
        return handleError(error, request, reply);
      },
    );
  });
  app.addHook('onClose', async () => {
    await uploadCache?.close();
    await dispatcher.close();
  });
}
