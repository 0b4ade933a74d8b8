import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { clientError, clientErrorHandler, rawAnswer, routerError } from './early-errors';

const HEADERS = { 'x-content-type-options': 'nosniff' };
const quietFastify = { log: { debug: () => undefined } } as unknown as FastifyInstance;

/** A socket stand-in that records what is written to it. */
function fakeSocket(inFlight?: { headersSent: boolean }) {
  const socket = new PassThrough() as PassThrough & { _httpMessage?: unknown };
  const written: string[] = [];
  // Destroyed with the parse error, as Node's own handler does: the error is the server's to log.
  socket.on('error', () => undefined);
  socket.write = ((chunk: string) => {
    written.push(chunk);
    return true;
  }) as typeof socket.write;
  socket._httpMessage = inFlight ?? null;
  return { socket, written };
}

describe('routerError', () => {
  it('answers an over-long path parameter with 414', () => {
    expect(routerError('FST_ERR_MAX_PARAM_LENGTH')).toEqual({
      statusCode: 414,
      message: 'The address is too long.',
    });
  });

  it('answers a broken %-escape with 400', () => {
    expect(routerError('FST_ERR_BAD_URL').statusCode).toBe(400);
  });

  it('answers anything else the router throws with 500', () => {
    expect(routerError('FST_ERR_ASYNC_CONSTRAINT').statusCode).toBe(500);
  });
});

describe('clientError', () => {
  it.each([
    ['ERR_HTTP_REQUEST_TIMEOUT', 408],
    ['HPE_HEADER_OVERFLOW', 431],
    ['HPE_CHUNK_EXTENSIONS_OVERFLOW', 413],
    ['HPE_INVALID_VERSION', 505],
    ['HPE_INVALID_METHOD', 501],
    ['HPE_INVALID_HEADER_TOKEN', 400],
    [undefined, 400],
  ])('answers %s with %i', (code, statusCode) => {
    expect(clientError(code).statusCode).toBe(statusCode);
  });
});

describe('rawAnswer', () => {
  const answer = rawAnswer({ statusCode: 431, message: 'Too large.' }, HEADERS);

  it('starts with the status line', () => {
    expect(answer.startsWith('HTTP/1.1 431 Request Header Fields Too Large\r\n')).toBe(true);
  });

  it('carries the security headers', () => {
    expect(answer).toContain('\r\nx-content-type-options: nosniff\r\n');
  });

  it("ends with the shop's error body, its length announced", () => {
    const body =
      '{"statusCode":431,"message":"Too large.","error":"Request Header Fields Too Large"}';
    expect(
      answer.endsWith(
        `content-length: ${body.length}\r\ncache-control: no-store\r\nconnection: close\r\n\r\n${body}`,
      ),
    ).toBe(true);
  });
});

describe('clientErrorHandler', () => {
  const handle = clientErrorHandler(HEADERS);
  const parseError = Object.assign(new Error('Parse Error'), { code: 'HPE_INVALID_METHOD' });

  it('writes a whole answer and closes the socket', () => {
    const { socket, written } = fakeSocket();
    handle.call(quietFastify, parseError, socket);
    expect({ answer: written.join('').split('\r\n')[0], destroyed: socket.destroyed }).toEqual({
      answer: 'HTTP/1.1 501 Not Implemented',
      destroyed: true,
    });
  });

  it('writes nothing into an answer already under way, and closes the socket', () => {
    const { socket, written } = fakeSocket({ headersSent: true });
    handle.call(quietFastify, parseError, socket);
    expect({ written, destroyed: socket.destroyed }).toEqual({ written: [], destroyed: true });
  });

  it('leaves a reset connection alone', () => {
    const { socket, written } = fakeSocket();
    handle.call(quietFastify, Object.assign(new Error('reset'), { code: 'ECONNRESET' }), socket);
    expect({ written, destroyed: socket.destroyed }).toEqual({ written: [], destroyed: false });
  });
});
