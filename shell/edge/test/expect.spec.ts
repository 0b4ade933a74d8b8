// `Expect` at the edge: a client that waits for 100 Continue (curl does for every body over
// 1 MB) is told to go ahead once its request is routed and its declared size is within the
// route's limit, and the /api proxy takes its body to the API without the expectation; any other
// expectation is refused with 417 in the shop's error format.
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { headersForApi } from '../src/shell/api-proxy';
import { buildShellServer } from '../src/shell/shell-server';
import {
  type FakeApi,
  listen,
  makeShellBuild,
  rawRequest,
  startFakeApi,
  type TempDir,
  testShellConfig,
} from './support/edge-fixtures';

/** What a client that waits for 100 Continue saw: the interim answer, then the final one. */
interface ContinueOutcome {
  continued: boolean;
  status: number;
  body: string;
}

/** POSTs `body` as curl does past 1 MB: headers first, the body only after 100 Continue. */
function postExpectingContinue(
  port: number,
  path: string,
  body: Buffer,
  headers: Record<string, string> = {},
): Promise<ContinueOutcome> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const request = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path,
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Length': String(body.length),
        Expect: '100-continue',
        ...headers,
      },
    });
    request.on('continue', () => {
      continued = true;
      request.end(body);
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          continued,
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.on('error', reject);
    request.flushHeaders();
  });
}

describe('Expect at the edge', () => {
  let build: TempDir;
  let api: FakeApi;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    build = makeShellBuild();
    api = await startFakeApi();
    ({ app } = await buildShellServer({
      distDir: build.dir,
      config: testShellConfig({ apiUrl: api.url, apiTimeoutMs: 2_000 }),
    }));
    port = await listen(app);
  });

  afterAll(async () => {
    await app.close();
    await api.close();
    build.remove();
  });

  beforeEach(() => {
    api.calls.length = 0;
  });

  const upload = Buffer.alloc(2 * 1024 * 1024, 1);

  it('tells an upload waiting for it to continue', async () => {
    const outcome = await postExpectingContinue(port, '/api/uploads', upload);
    expect(outcome.continued).toBe(true);
  });

  it('proxies an upload sent after 100 Continue to the API, answered 200', async () => {
    const outcome = await postExpectingContinue(port, '/api/uploads', upload);
    expect(outcome.status).toBe(200);
  });

  it('gives the API every byte of an upload sent after 100 Continue', async () => {
    await postExpectingContinue(port, '/api/uploads', upload);
    expect(api.calls.map((call) => call.bodyBytes)).toEqual([upload.length]);
  });

  it('never passes the expectation on to the API', async () => {
    await postExpectingContinue(port, '/api/uploads', upload);
    expect(api.calls[0]?.headers.expect).toBeUndefined();
  });

  it('drops Expect from the headers it builds for the API', () => {
    const request = {
      ip: '203.0.113.9',
      ips: [],
      protocol: 'http' as const,
      host: 'shop',
      id: 'r1',
    };
    const headers = headersForApi(request, { expect: '100-continue', accept: '*/*' }, 't');
    expect(headers).not.toHaveProperty('expect');
  });

  it('refuses an upload whose declared size is over the limit before it is sent', async () => {
    const answer = await rawRequest(
      port,
      'POST /api/uploads HTTP/1.1\r\nHost: shop\r\nContent-Type: application/octet-stream\r\n' +
        `Content-Length: ${11 * 1024 * 1024}\r\nExpect: 100-continue\r\n\r\n`,
    );
    expect({ status: answer.status, continued: answer.text.includes(' 100 Continue') }).toEqual({
      status: 413,
      continued: false,
    });
  });

  it('never calls the API for an upload refused for its declared size', async () => {
    await rawRequest(
      port,
      'POST /api/uploads HTTP/1.1\r\nHost: shop\r\nContent-Type: application/octet-stream\r\n' +
        `Content-Length: ${11 * 1024 * 1024}\r\nExpect: 100-continue\r\n\r\n`,
    );
    expect(api.calls).toEqual([]);
  });

  it('answers another expectation 417 in the shop’s error format, with its request id', async () => {
    const answer = await rawRequest(
      port,
      'POST /api/cart HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n' +
        'Content-Length: 2\r\nExpect: 200-ok\r\nConnection: close\r\n\r\n{}',
    );
    expect({
      status: answer.status,
      body: JSON.parse(answer.body) as unknown,
      hasRequestId: Boolean(answer.headers['x-request-id']),
    }).toEqual({
      status: 417,
      body: {
        statusCode: 417,
        message: 'The only expectation this server meets is 100-continue.',
        error: 'Expectation Failed',
      },
      hasRequestId: true,
    });
  });

  it('never calls the API for a request with another expectation', async () => {
    await rawRequest(
      port,
      'POST /api/cart HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n' +
        'Content-Length: 2\r\nExpect: 200-ok\r\nConnection: close\r\n\r\n{}',
    );
    expect(api.calls).toEqual([]);
  });

  it('sends no 100 Continue for a request without a body', async () => {
    const answer = await rawRequest(
      port,
      'GET /robots.txt HTTP/1.1\r\nHost: shop\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n',
    );
    expect({ status: answer.status, continued: answer.text.includes(' 100 Continue') }).toEqual({
      status: 200,
      continued: false,
    });
  });

  it('proxies an HTTP/1.0 upload that names 100-continue, which that version ignores', async () => {
    const body = Buffer.alloc(1024, 2);
    const answer = await rawRequest(port, [
      'POST /api/uploads HTTP/1.0\r\nHost: shop\r\nContent-Type: application/octet-stream\r\n' +
        `Content-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
      body,
    ]);
    expect({ status: answer.status, continued: answer.text.includes(' 100 Continue') }).toEqual({
      status: 200,
      continued: false,
    });
  });
});
