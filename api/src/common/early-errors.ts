import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@healing/contracts';
import { reason } from './api-error.filter';
import { InvalidInputError } from './domain-errors';

/**
 * Errors answered before any route, hook or Nest filter runs: Fastify's router refusing an
 * address, Node's HTTP parser refusing bytes that are not HTTP, and Node's own answers to
 * `Expect` and `CONNECT`. Left alone, each answers in its own format (or an empty body), some
 * repeat the address they refused, and none carries the security headers. Here each gets the
 * shop's `{ statusCode, message, error }`, a fixed message that repeats nothing the request
 * said, and the headers every other answer has.
 */

interface EarlyError {
  statusCode: number;
  message: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';

export function earlyErrorBody({ statusCode, message }: EarlyError): ApiErrorBody {
  return { statusCode, message, error: reason(statusCode) };
}

/** Fastify's router errors (its `frameworkErrors` option), by code. */
export function routerError(code: string | undefined): EarlyError {
  switch (code) {
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { statusCode: 414, message: 'The address is too long.' };
    case 'FST_ERR_BAD_URL':
      return { statusCode: 400, message: 'The address is not valid: it has a broken %-escape.' };
    default:
      return { statusCode: 500, message: 'Something went wrong on our side.' };
  }
}

/** Node's HTTP parser errors and timeouts (Fastify's `clientErrorHandler`), by code. */
export function clientError(code: string | undefined): EarlyError {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { statusCode: 408, message: 'The request took too long to arrive.' };
    case 'HPE_HEADER_OVERFLOW':
      return {
        statusCode: 431,
        message: "The request's address or headers are too large (16 KB at most).",
      };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { statusCode: 413, message: "The request body's chunk extensions are too large." };
    case 'HPE_INVALID_VERSION':
      return { statusCode: 505, message: 'This API speaks HTTP/1.1 and HTTP/1.0 only.' };
    case 'HPE_INVALID_METHOD':
      return { statusCode: 501, message: 'This API does not answer that method.' };
    default:
      return { statusCode: 400, message: 'The request is not valid HTTP.' };
  }
}

/** One whole HTTP/1.1 answer, for a socket no Node response object is writing to. */
export function rawAnswer(error: EarlyError, headers: Record<string, string>): string {
  const body = JSON.stringify(earlyErrorBody(error));
  const lines = [
    `HTTP/1.1 ${error.statusCode} ${reason(error.statusCode)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    `content-type: ${JSON_TYPE}`,
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    'connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Fastify's `frameworkErrors` option: the router's refusals in the shop's format. */
export function frameworkErrors(headers: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    const answer = routerError(error.code);
    void reply
      .code(answer.statusCode)
      .headers(headers)
      .header('content-type', JSON_TYPE)
      .send(earlyErrorBody(answer));
  };
}

/**
 * Fastify's `clientErrorHandler`: bytes Node's parser refused (or a request that never finished
 * arriving) get a whole answer written to the socket, which is then closed. As Node's own
 * handler does, nothing is written while an answer to an earlier request on the connection is
 * under way: the client would read the two mixed.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return function answerClientError(
    this: FastifyInstance,
    error: NodeJS.ErrnoException,
    socket: Duplex,
  ): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    this.log.debug({ code: error.code }, 'refused a request that is not valid HTTP');
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (socket.writable && (!inFlight || !inFlight.headersSent)) {
      socket.write(rawAnswer(clientError(error.code), headers));
    }
    socket.destroy(error);
  };
}

/**
 * Node answers two things itself, before Fastify is asked: an `Expect` other than
 * 100-continue (417, no body) and `CONNECT` (no answer at all, the socket is dropped). Both
 * are answered here instead. Node still answers `Expect: 100-continue` itself, with 100.
 */
export function answerNodesOwnRefusals(server: Server, headers: Record<string, string>): void {
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    const body = JSON.stringify(
      earlyErrorBody({
        statusCode: 417,
        message: 'The only expectation this API meets is Expect: 100-continue.',
      }),
    );
    response.writeHead(417, {
      ...headers,
      'content-type': JSON_TYPE,
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
    });
    response.end(body);
  });
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => undefined);
    socket.end(
      rawAnswer(
        { statusCode: 405, message: 'This API is not a proxy: CONNECT is refused.' },
        headers,
      ),
    );
  });
}

/**
 * HTTP/1.1 requires a Host header. Node refuses a request without one itself, with an empty
 * 400, unless told not to (`requireHostHeader: false`, app.factory.ts); this hook refuses it
 * instead, through the error filter. Added after the security headers' hook, so it has them.
 */
export function refuseRequestsWithoutHost(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const needsHost = request.raw.httpVersionMajor === 1 && request.raw.httpVersionMinor >= 1;
    done(
      needsHost && !request.headers.host
        ? new InvalidInputError('The request has no Host header, which HTTP/1.1 requires.')
        : undefined,
    );
  });
}
