// The API's answers, compressed on their way to the browser. The API answers the edge on the
// local network as it is; a phone on a slow line gets the product list (about 33 KB of JSON) or a
// product picture (SVG) in a fifth to a third of the bytes. An answer is compressed when the
// browser takes br or gzip, it is a 200 of a text type (JSON, SVG, other text and XML; never an
// event stream), and its length is known, from 1 KB (below, compressing costs more than it saves)
// to 512 KB (above, it goes on as it comes, never held here whole). Such an answer is read whole
// first, then compressed off the event loop with its size known to brotli (as the pages are),
// since a brotli stream of unknown size sets up megabytes of tables for every answer, however
// small. Any other answer streams through untouched, as before.
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding } from '../http/static-files';
import { encodePage, type PageEncoding } from './page-cache';

export const COMPRESS_FROM_BYTES = 1024;
export const COMPRESS_UP_TO_BYTES = 512 * 1024;
const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/(?!event-stream)[\w.+-]+|application\/(?:[\w.-]+\+)?(?:json|xml)|image\/svg\+xml)\s*(?:;|$)/i;

function headerText(value: unknown): string {
  return Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '';
}

/** The answer's type is text the browser may get compressed. */
export function isCompressibleType(contentType: unknown): boolean {
  return COMPRESSIBLE_TYPE.test(headerText(contentType));
}

/** Adds Accept-Encoding to the answer's Vary (the API's own, Origin, is kept). */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = headerText(reply.getHeader('vary'));
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return;
  void reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * The coding this answer gets (reply-from has copied the API's status and headers onto the
 * reply), or null when it goes as it came.
 */
function encodingFor(request: FastifyRequest, reply: FastifyReply): PageEncoding | null {
  if (request.method !== 'GET' || reply.statusCode !== 200) return null;
  if (reply.getHeader('content-encoding') !== undefined) return null;
  if (!isCompressibleType(reply.getHeader('content-type'))) return null;
  // A shared cache must keep the copies apart, whichever this browser gets.
  varyOnEncoding(reply);
  const length = Number(reply.getHeader('content-length'));
  if (!Number.isInteger(length) || length < COMPRESS_FROM_BYTES) return null;
  if (length > COMPRESS_UP_TO_BYTES) return null;
  return chooseEncoding(request.headers['accept-encoding'], ['br', 'gzip']) as PageEncoding | null;
}

/**
 * reply-from's onResponse: the API's body, compressed when it should be, else streamed. An API
 * that stops mid-answer, or a client that leaves (which cancels the call), ends the connection
 * without an answer, as a stream cut short would.
 */
export function sendApiAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Readable,
): FastifyReply | Promise<void> {
  const encoding = encodingFor(request, reply);
  if (!encoding) return reply.send(body);
  return (async () => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      const encoded = await encodePage(Buffer.concat(chunks), encoding);
      if (reply.raw.destroyed) return;
      void reply.header('content-encoding', encoding).header('content-length', encoded.length);
      void reply.send(encoded);
    } catch (error) {
      if (!reply.raw.destroyed) {
        request.log.warn(
          { apiError: { message: (error as Error).message } },
          "the API's answer broke off before its end",
        );
      }
      reply.raw.destroy();
    }
  })();
}
