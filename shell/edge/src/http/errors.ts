// Errors at the edge answer in the API's format ({ statusCode, message, error }), so the
// browser's one error path reads them the same whichever server refused the request.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error' };
}

/** Headers that describe a file's representation: an error sent in its place must not carry them. */
const REPRESENTATION_HEADERS = [
  'etag',
  'last-modified',
  'content-encoding',
  'content-range',
  'accept-ranges',
  'content-length',
];

/** How long a refused request's body is still read (and thrown away) after the answer. */
export const DISCARD_BODY_MS = 5_000;

/**
 * A lingering close, after answering a request whose body is still arriving (a body over the
 * limit is refused from its Content-Length or its first megabyte): the answer says
 * `Connection: close` and is sent whole, then the rest of the body is read and thrown away
 * until the client has sent it all (or DISCARD_BODY_MS has passed), and only then is the
 * connection closed. Closing at once would reset the connection while the client is still
 * sending, and the client would never read the 413.
 */
function lingerAfterAnswer(reply: FastifyReply): void {
  const raw = reply.request.raw;
  const socket = raw.socket as (Socket & { destroySoon?: () => void }) | null;
  if (raw.complete || !socket || socket.destroyed) return;
  void reply.header('Connection', 'close');
  raw.resume();
  // Node closes a connection after its last answer with destroySoon(): here it only ends the
  // sending side, and the socket is destroyed once the body is in, or at the deadline.
  socket.destroySoon = () => {
    socket.end();
    const close = () => socket.destroy();
    const timer = setTimeout(close, DISCARD_BODY_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    if (raw.complete) close();
    else raw.once('end', close);
  };
}

export function sendError(reply: FastifyReply, statusCode: number, message: string) {
  for (const name of REPRESENTATION_HEADERS) reply.removeHeader(name);
  lingerAfterAnswer(reply);
  return reply
    .code(statusCode)
    .header('Content-Type', 'application/json; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(errorBody(statusCode, message));
}

/** A byte limit as people say it: "1 MB", "16 KB". */
export function sizeText(bytes: number): string {
  const mb = 1024 * 1024;
  if (bytes >= mb) return `${Math.floor(bytes / mb)} MB`;
  return `${Math.max(1, Math.floor(bytes / 1024))} KB`;
}

/** Messages for Fastify's own errors, worded as the API words them. */
const MESSAGES: Record<string, (limit: number) => string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: (limit) =>
    `The request body is too large (${sizeText(limit)} at most).`,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => 'The request body does not match its Content-Length.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => 'Unsupported content type: send JSON (application/json).',
  FST_ERR_BAD_URL: () => 'The request target is malformed.',
  FST_ERR_ASYNC_CONSTRAINT: () => 'The request could not be routed.',
};

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  message?: string;
}

/**
 * The framework's error handler for every edge server: a client's mistake (4xx) is told what
 * was wrong; anything else is logged and answered with a plain 500 that reveals nothing.
 */
export function handleError(
  error: FastifyLikeError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status = error.statusCode ?? 500;
  const isClientError = status >= 400 && status < 500;
  if (!isClientError) request.log.error({ err: error }, 'request failed');
  // Part of an answer is on its way: the only honest end is a cut connection.
  if (reply.sent || reply.raw.headersSent) {
    reply.raw.destroy();
    return reply;
  }
  if (isClientError) {
    const limit = request.routeOptions.bodyLimit ?? 0;
    const message = (error.code && MESSAGES[error.code]?.(limit)) ?? error.message ?? 'Bad request';
    return sendError(reply, status, message);
  }
  return sendError(reply, 500, 'Something went wrong on our side. Please try again.');
}
