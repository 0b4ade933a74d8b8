import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The headers helmet sets for these options, computed once. The API's options are the same for
 * every answer (no nonces, no per-route settings), so running helmet's middleware on each
 * request, as @fastify/helmet does (it builds the whole middleware again per request), is work
 * for nothing: it cost about 3% of the API's time on its busiest read.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return response;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // helmet throws on options it refuses (when the middleware is made), so a bad setting stops
  // the API at start-up rather than on a request.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Every answer carries these headers (helmetHeaders' result, computed once, set per request);
 * the answers given before any hook runs set them themselves (early-errors.ts).
 */
export function useSecurityHeaders(
  fastify: FastifyInstance,
  headers: Record<string, string>,
): void {
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
