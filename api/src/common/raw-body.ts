import { Readable } from 'node:stream';
import type { FastifyInstance, preParsingAsyncHookHandler } from 'fastify';
import { PayloadTooLargeError } from './domain-errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes as they came, on the routes `keepRawBody` names only. */
    rawBody?: Buffer;
  }
}

/**
 * Keeps the exact bytes of `path`'s body (a signature is checked over them, not over the JSON
 * parsed from them), at most `limitBytes`: more is a 413 before anything is parsed. The body
 * is then parsed as on every route, by Fastify's own JSON parser. The hook is the route's own
 * (added as the route is registered, so this must be called before the app's routes are): an
 * async hook on the whole app would cost every other request a promise for nothing.
 */
export function keepRawBody(fastify: FastifyInstance, path: string, limitBytes: number): void {
  const keep: preParsingAsyncHookHandler = async (request, _reply, payload) => {
    const tooLarge = () =>
      new PayloadTooLargeError(`The request body is larger than ${limitBytes} bytes.`);
    if (Number(request.headers['content-length'] ?? 0) > limitBytes) throw tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      size += bytes.length;
      if (size > limitBytes) throw tooLarge();
      chunks.push(bytes);
    }
    request.rawBody = Buffer.concat(chunks);
    return Readable.from([request.rawBody]);
  };
  fastify.addHook('onRoute', (route) => {
    if (route.url !== path) return;
    const own = route.preParsing;
    route.preParsing = own === undefined ? [keep] : [...(Array.isArray(own) ? own : [own]), keep];
  });
}
