import type { FastifyReply, FastifyRequest } from 'fastify';
import { isNotModified } from '../common/etag';

/** A PNG the API drew, and the strong ETag of its bytes. */
export interface PngImage {
  png: Buffer;
  etag: string;
}

/**
 * Answers a drawn PNG. Headers are set only once the picture exists, so an error stays JSON and
 * is not cached. A client that already holds these bytes (If-None-Match) gets an empty 304.
 */
export function sendPng(
  request: FastifyRequest,
  reply: FastifyReply,
  image: PngImage,
  cacheControl: string,
): Buffer | undefined {
  void reply.header('Cache-Control', cacheControl);
  void reply.header('ETag', image.etag);
  void reply.header('X-Content-Type-Options', 'nosniff');
  if (isNotModified(request.headers['if-none-match'], image.etag)) {
    void reply.status(304);
    return undefined;
  }
  void reply.header('Content-Type', 'image/png');
  return image.png;
}
