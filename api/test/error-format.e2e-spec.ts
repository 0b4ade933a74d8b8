import { connect, type AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './support/test-app';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The security headers every answer of the API carries (app.factory.ts). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
  'referrer-policy',
];

/**
 * Every error the API can answer, including those Fastify and Node answer before Nest (or any
 * route or hook) sees the request: each in the shop's format, with the security headers, and
 * without repeating the address or anything else the request said.
 */
describe("every error in the shop's format, with the security headers", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Sends `bytes` as they are and reads the first answer (the server may close after it). */
  function raw(bytes: string): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      const finish = () => {
        const text = Buffer.concat(chunks).toString('latin1');
        const headEnd = text.indexOf('\r\n\r\n');
        if (headEnd === -1) {
          reject(new Error(`no answer: ${JSON.stringify(text.slice(0, 200))}`));
          return;
        }
        const [statusLine, ...lines] = text.slice(0, headEnd).split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const colon = line.indexOf(':');
          headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
        }
        const length = Number(headers['content-length'] ?? NaN);
        const rest = text.slice(headEnd + 4);
        resolve({
          status: Number(statusLine.split(' ')[1]),
          headers,
          body: Number.isNaN(length) ? rest : rest.slice(0, length),
        });
      };
      socket.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        const text = Buffer.concat(chunks).toString('latin1');
        const headEnd = text.indexOf('\r\n\r\n');
        const length = /content-length:\s*(\d+)/i.exec(text.slice(0, headEnd))?.[1];
        if (headEnd !== -1 && length !== undefined && text.length >= headEnd + 4 + Number(length)) {
          socket.destroy();
          finish();
        }
      });
      socket.on('close', finish);
      socket.on('error', () => undefined);
      socket.setTimeout(5000, () => socket.destroy());
      socket.write(bytes, 'latin1');
    });
  }

  const get = (target: string, headers = '') =>
    raw(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}\r\n`);
  const post = (target: string, contentType: string, body: string) =>
    raw(
      `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );

  function expectShopError(answer: RawAnswer, statusCode: number, error: string): void {
    expect({ status: answer.status, type: answer.headers['content-type'] }).toEqual({
      status: statusCode,
      type: 'application/json; charset=utf-8',
    });
    expect(JSON.parse(answer.body)).toEqual({ statusCode, error, message: expect.any(String) });
  }

  function expectSecurityHeaders(answer: RawAnswer): void {
    expect(SECURITY_HEADERS.filter((name) => answer.headers[name] === undefined)).toEqual([]);
  }

  const longId = 'x'.repeat(2000);
  const cases: [string, () => Promise<RawAnswer>, number, string, string?][] = [
    [
      'an over-long path parameter',
      () => get(`/api/products/${longId}`),
      414,
      'URI Too Long',
      longId,
    ],
    [
      'a broken %-escape in the path',
      () => get('/api/products/%E0%A4%A-marker'),
      400,
      'Bad Request',
      'marker',
    ],
    [
      'headers larger than Node reads',
      () => get('/api/products/1', `X-Pad: ${'p'.repeat(20_000)}-marker\r\n`),
      431,
      'Request Header Fields Too Large',
      'marker',
    ],
    [
      'an address larger than Node reads',
      () => get(`/api/products/${'a'.repeat(20_000)}-marker`),
      431,
      'Request Header Fields Too Large',
      'marker',
    ],
    [
      'a request line that is not HTTP',
      () => raw('GET /api/products/1-marker\u0001 HTTP/1.1\r\nHost: a\r\n\r\n'),
      400,
      'Bad Request',
      'marker',
    ],
    [
      'a header name with a space',
      () => get('/api/products/1', 'Bad Name-marker: x\r\n'),
      400,
      'Bad Request',
      'marker',
    ],
    [
      'an HTTP version nobody speaks',
      () => raw('GET /api/products/1-marker HTTP/3.1\r\nHost: a\r\n\r\n'),
      505,
      'HTTP Version Not Supported',
      'marker',
    ],
    [
      'a method HTTP does not have',
      () => raw('FOO /api/products/1-marker HTTP/1.1\r\nHost: a\r\n\r\n'),
      501,
      'Not Implemented',
      'marker',
    ],
    [
      'an expectation other than 100-continue',
      () => get('/api/products/1-marker', 'Expect: marker\r\n'),
      417,
      'Expectation Failed',
      'marker',
    ],
    [
      'no Host header in HTTP/1.1',
      () => raw('GET /api/products/1-marker HTTP/1.1\r\n\r\n'),
      400,
      'Bad Request',
      'marker',
    ],
    [
      'CONNECT',
      () => raw('CONNECT marker.example:443 HTTP/1.1\r\nHost: marker.example:443\r\n\r\n'),
      405,
      'Method Not Allowed',
      'marker',
    ],
    [
      'both Content-Length and Transfer-Encoding',
      () =>
        raw(
          'POST /api/newsletter HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
        ),
      400,
      'Bad Request',
    ],
    ['an unknown address', () => get('/api/no/such/thing-marker'), 404, 'Not Found', 'marker'],
    [
      'a method no route has',
      () => raw('PROPFIND /api/products/1-marker HTTP/1.1\r\nHost: a\r\n\r\n'),
      404,
      'Not Found',
      'marker',
    ],
    [
      'broken JSON',
      () => post('/api/newsletter', 'application/json', '{"email": marker'),
      400,
      'Bad Request',
      'marker',
    ],
    [
      'a body over 1 MB',
      () =>
        raw(
          `POST /api/newsletter HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: ${2 * 1024 * 1024}\r\n\r\n{}`,
        ),
      413,
      'Payload Too Large',
    ],
    [
      'a body that is not JSON',
      () => post('/api/newsletter', 'text/marker', 'hi'),
      415,
      'Unsupported Media Type',
      'marker',
    ],
  ];

  describe.each(cases)('%s', (_label, send, statusCode, error, marker) => {
    let answer: RawAnswer;
    beforeAll(async () => {
      answer = await send();
    });

    it(`answers ${statusCode} in the shop's format`, () => {
      expectShopError(answer, statusCode, error);
    });

    it('carries the security headers', () => {
      expectSecurityHeaders(answer);
    });

    if (marker) {
      it('does not repeat what the request said', () => {
        expect(answer.body).not.toContain(marker);
      });
    }
  });

  it('still answers after all of them', async () => {
    const answer = await get('/api/health');
    expect(answer.status).toBe(200);
  });
});
