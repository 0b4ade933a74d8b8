import type { FastifyServerOptions } from 'fastify';

/**
 * Warnings and errors as JSON lines on stderr (LOG_LEVEL=info adds one line per request);
 * never a cookie or a session id: only the method, the path and the request id are logged.
 */
export function serverLogger(): FastifyServerOptions['logger'] {
  return {
    level: process.env.LOG_LEVEL ?? 'warn',
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        method: request.method,
        url: request.url.split('?')[0],
        id: request.id,
      }),
    },
  };
}
