// What every edge server does with hostile requests before routing: targets that are not a plain
// path, broken percent-encoding, huge headers and smuggling attempts are refused in the API's
// error format (or by Node's parser), nothing of them reaches the API, and the server goes on
// answering. Every answer carries a request id, which also travels to the API.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { malformedTarget, normalizedTarget, requestIdOf } from '../src/http/edge-server';
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('hostile requests at the edge', () => {
  let build: TempDir;
  let api: FakeApi;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    build = makeShellBuild();
    api = await startFakeApi();
    ({ app } = await buildShellServer({
      distDir: build.dir,
      config: testShellConfig({ apiUrl: api.url }),
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

  async function stillAnswers() {
    const answer = await rawRequest(
      port,
      'GET /healthz HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 'alive' });
  }

  it.each([
    ['a path starting with //', '//[/'],
    ['the absolute form', 'https://x/api/'],
    ['the absolute form to another host', `http://127.0.0.1:9999/api/x`],
    ['a path naming another host', '//127.0.0.1:9999/api/x'],
    ['the asterisk form', '*'],
    ['a backslash after the first slash', '/\\evil.example/api/x'],
    ['bad percent-encoding', '/%zz'],
    ['a truncated percent-escape', '/api/x%E0%A4%A'],
    ['bad percent-encoding under /api', '/api/%c0%af'],
    ['an escaped NUL', '/app.js%00.txt'],
    ['an escaped control character', '/api/x%0d%0aSet-Cookie:%20a=b'],
    ['an escaped backslash', '/api/..%5c..%5cadmin'],
  ])('answers %s (%s) with a 400 in the API format and keeps answering', async (_what, target) => {
    const answer = await rawRequest(
      port,
      `GET ${target} HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: 400,
      message: expect.any(String),
      error: 'Bad Request',
    });
    // The refusal does not echo the target back.
    expect(answer.body).not.toContain(target);
    expect(answer.headers['x-request-id']).toMatch(UUID);
    expect(api.calls).toEqual([]);
    await stillAnswers();
  });

  it("leaves the authority form to Node's parser, which refuses it with a 400 and closes", async () => {
    const answer = await rawRequest(port, 'GET 127.0.0.1:9999 HTTP/1.1\r\nHost: shop\r\n\r\n', {
      untilClosed: true,
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(answer.closed).toBe(true);
    expect(api.calls).toEqual([]);
    await stillAnswers();
  });

  it('answers CONNECT, a request for a tunnel to another host, with a 400 and closes', async () => {
    const answer = await rawRequest(
      port,
      'CONNECT 127.0.0.1:9999 HTTP/1.1\r\nHost: 127.0.0.1:9999\r\n\r\n',
      { untilClosed: true },
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: 400,
      message: 'The request target must be a path.',
      error: 'Bad Request',
    });
    expect(answer.closed).toBe(true);
    expect(api.calls).toEqual([]);
    await stillAnswers();
  });

  it('echoes a valid X-Request-Id and sends the same one to the API', async () => {
    const id = 'lb-7f3a.2026:11_24';
    const page = await app.inject({ url: '/', headers: { 'x-request-id': id } });
    expect(page.headers['x-request-id']).toBe(id);
    const proxied = await app.inject({ url: '/api/products', headers: { 'x-request-id': id } });
    expect(proxied.statusCode).toBe(200);
    expect(proxied.headers['x-request-id']).toBe(id);
    expect(api.calls[0]?.headers['x-request-id']).toBe(id);
  });

  it.each([
    ['spaces', 'not a valid id'],
    ['markup', '<script>alert(1)</script>'],
    ['a line break', 'abc\tdef'],
    ['a leading dash', '-abc'],
    ['129 characters', `a${'b'.repeat(128)}`],
    ['nothing', ''],
  ])('replaces an X-Request-Id with %s by a new one, also for the API', async (_what, given) => {
    const answer = await app.inject({ url: '/api/products', headers: { 'x-request-id': given } });
    const id = answer.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);
    expect(api.calls[0]?.headers['x-request-id']).toBe(id);
  });

  it('keeps a 128-character id, the longest one allowed', () => {
    const id = `a${'b'.repeat(127)}`;
    expect(requestIdOf({ headers: { 'x-request-id': id } } as never)).toBe(id);
  });

  it('gives each request its own id when none is sent', async () => {
    const [first, second] = await Promise.all([app.inject('/healthz'), app.inject('/healthz')]);
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('refuses 100 KB of headers with a 431 and keeps running', async () => {
    const headers = Array.from(
      { length: 100 },
      (_, index) => `X-Filler-${index}: ${'a'.repeat(1000)}\r\n`,
    );
    const answer = await rawRequest(
      port,
      `GET /api/x HTTP/1.1\r\nHost: shop\r\n${headers.join('')}\r\n`,
      { untilClosed: true },
    );
    expect([400, 431]).toContain(answer.status);
    expect(answer.closed).toBe(true);
    const oneHeader = await rawRequest(
      port,
      `GET / HTTP/1.1\r\nHost: shop\r\nCookie: ${'c'.repeat(100 * 1024)}\r\n\r\n`,
    );
    expect([400, 431]).toContain(oneHeader.status);
    expect(api.calls).toEqual([]);
    await stillAnswers();
  });

  it.each([
    [
      'Content-Length and Transfer-Encoding together',
      'POST /api/cart HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /api/smuggled HTTP/1.1\r\nHost: shop\r\n\r\n',
    ],
    [
      'two different Content-Lengths',
      'POST /api/cart HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 0\r\nContent-Length: 44\r\n\r\nGET /api/smuggled HTTP/1.1\r\nHost: shop\r\n\r\n',
    ],
    [
      'a Transfer-Encoding that does not end in chunked',
      'POST /api/cart HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked, identity\r\n\r\n0\r\n\r\nGET /api/smuggled HTTP/1.1\r\nHost: shop\r\n\r\n',
    ],
    [
      'a space before the colon',
      'POST /api/cart HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nTransfer-Encoding : chunked\r\nContent-Length: 4\r\n\r\n0\r\n\r\nGET /api/smuggled HTTP/1.1\r\nHost: shop\r\n\r\n',
    ],
  ])('refuses %s with a 400, and nothing smuggled reaches the API', async (_what, request) => {
    const answer = await rawRequest(port, request, { untilClosed: true });
    expect(answer.status).toBe(400);
    expect(answer.closed).toBe(true);
    // Nothing after the refusal was read as a request of its own.
    expect(answer.text.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(api.calls.map((call) => call.url)).not.toContain('/api/smuggled');
    await stillAnswers();
  });

  it('serves others while a client sends its headers slowly, and bounds how long it may take', async () => {
    const slow = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => slow.once('connect', resolve));
    slow.write('GET / HTTP/1.1\r\nHost: shop\r\nX-Slow: ');
    await stillAnswers();
    expect(app.server.headersTimeout).toBe(10_000);
    expect(app.server.requestTimeout).toBe(120_000);
    expect(app.server.keepAliveTimeout).toBe(5_000);
    // A connection on which nothing moves (a client that stopped reading) does not stay forever.
    expect(app.server.timeout).toBe(120_000);
    slow.destroy();
  });

  it('cuts a client whose headers trickle in for over 10 s with a 408', async () => {
    const slow = net.connect(port, '127.0.0.1');
    let answer = '';
    slow.setEncoding('latin1');
    slow.on('data', (chunk: string) => (answer += chunk));
    slow.on('error', () => {});
    const closed = new Promise((resolve) => slow.once('close', resolve));
    const started = Date.now();
    slow.write('GET / HTTP/1.1\r\nHost: shop\r\n');
    // One more header every second: never idle, never done.
    const trickle = setInterval(() => slow.write('X-Slow: a\r\n'), 1_000);
    try {
      await closed;
    } finally {
      clearInterval(trickle);
    }
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // Node checks the deadline every second here, not every 30 s.
    expect(Date.now() - started).toBeLessThan(12_500);
    expect(api.calls).toEqual([]);
  }, 20_000);

  it('reads escaped unreserved characters in the path as the characters they stand for', () => {
    expect(normalizedTarget('/%73erver/render.cjs?q=%41')).toBe('/server/render.cjs?q=%41');
    expect(normalizedTarget('/x.js%2emap')).toBe('/x.js.map');
    expect(normalizedTarget('/%2E%2e/%7e')).toBe('/../~');
    // Escapes that mean something else than the character stay as sent.
    expect(normalizedTarget('/a%2fb%20c%25d%zz')).toBe('/a%2fb%20c%25d%zz');
    expect(normalizedTarget('https://x/%73')).toBe('https://x/%73');
  });

  it('reads only origin-form paths as serveable', () => {
    expect(malformedTarget('/')).toBeNull();
    expect(malformedTarget('/product/3?size=m&color=%23fff')).toBeNull();
    expect(malformedTarget('/search?q=%zz')).toBeNull();
    expect(malformedTarget(undefined)).not.toBeNull();
    expect(malformedTarget('')).not.toBeNull();
    expect(malformedTarget('/\\x')).not.toBeNull();
    expect(malformedTarget('/a/./b')).not.toBeNull();
    expect(malformedTarget('/a/%2e%2E/b')).not.toBeNull();
    expect(malformedTarget('/a/...b/c..')).toBeNull();
  });
});
