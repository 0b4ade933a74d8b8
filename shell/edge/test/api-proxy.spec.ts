// The /api proxy in front of a fake API that records what reaches it: only path and query go to
// the API's origin, bodies within the API's limits and byte for byte, no hop-by-hop headers, an
// X-Forwarded-For the client cannot forge, the API's answers unchanged, and clear errors when
// the API is slow or down or the client leaves.
import diagnostics from 'node:diagnostics_channel';
import { EventEmitter, once } from 'node:events';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createEdgeServer } from '../src/http/edge-server';
import { createReadiness } from '../src/http/health';
import { COMPRESS_UP_TO_BYTES } from '../src/shell/api-compression';
import { headersForApi, registerApiProxy, responseHeadersFromApi } from '../src/shell/api-proxy';
import { buildShellServer } from '../src/shell/shell-server';
import {
  type FakeApi,
  fakeBody,
  listen,
  makeShellBuild,
  rawRequest,
  startFakeApi,
  type TempDir,
  testShellConfig,
} from './support/edge-fixtures';
import type { ShellConfig } from '../src/config';

const TOO_LARGE = {
  statusCode: 413,
  message: 'The request body is too large (1 MB at most).',
  error: 'Payload Too Large',
};

describe('the /api proxy', () => {
  let build: TempDir;
  let api: FakeApi;
  /** Another server, standing for any address that is not the API. */
  let elsewhere: FakeApi;
  const servers: FastifyInstance[] = [];
  let app: FastifyInstance;
  let port: number;

  async function shell(overrides: Partial<ShellConfig> = {}) {
    const { app: server } = await buildShellServer({
      distDir: build.dir,
      config: testShellConfig({ apiUrl: api.url, apiTimeoutMs: 1_000, ...overrides }),
    });
    servers.push(server);
    return server;
  }

  beforeAll(async () => {
    build = makeShellBuild();
    api = await startFakeApi();
    elsewhere = await startFakeApi();
    app = await shell();
    port = await listen(app);
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await api.close();
    await elsewhere.close();
    build.remove();
  });

  beforeEach(() => {
    api.calls.length = 0;
    elsewhere.calls.length = 0;
  });

  describe('where requests go', () => {
    it('sends the path and query, as they came, to the API origin only', async () => {
      const answer = await app.inject({
        url: '/api/products?category=tees&sort=-price&q=caf%C3%A9',
        headers: { host: new URL(elsewhere.url).host },
      });
      expect(answer.statusCode).toBe(200);
      expect(api.calls).toHaveLength(1);
      expect(api.calls[0]).toMatchObject({
        method: 'GET',
        url: '/api/products?category=tees&sort=-price&q=caf%C3%A9',
      });
      expect(api.calls[0]?.headers.host).toBe(new URL(api.url).host);
      expect(elsewhere.calls).toEqual([]);
    });

    it.each([
      (other: string) => `http://${other}/api/steal`,
      (other: string) => `//${other}/api/steal`,
      () => '/api/../../steal',
      () => '/api/%2e%2e/%2e%2e/steal',
      () => '/api/..%2f..%2fsteal',
      () => '/api/%5c%5cevil/steal',
    ])('never sends a request elsewhere or out of /api (%#)', async (target) => {
      const other = new URL(elsewhere.url).host;
      const answer = await rawRequest(
        port,
        `GET ${target(other)} HTTP/1.1\r\nHost: ${other}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(elsewhere.calls).toEqual([]);
      expect(api.calls).toEqual([]);
    });

    it('sends each method on, with its body byte for byte', async () => {
      const body = '{"productId": 3,  "quantity":2}';
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const answer = await app.inject({
          method,
          url: '/api/cart/items',
          headers: { 'content-type': 'application/json; charset=utf-8' },
          payload: body,
        });
        expect(answer.statusCode).toBe(200);
      }
      expect(api.calls.map((call) => call.method)).toEqual(['POST', 'PUT', 'PATCH', 'DELETE']);
      for (const call of api.calls) {
        expect(call.body.toString()).toBe(body);
        expect(call.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(call.headers['content-length']).toBe(String(body.length));
      }
    });

    it('sends a multipart upload on as it came', async () => {
      const payload = Buffer.concat([
        Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n'),
        Buffer.from([0, 1, 2, 255, 254]),
        Buffer.from('\r\n--b--\r\n'),
      ]);
      const answer = await app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        payload,
      });
      expect(answer.statusCode).toBe(200);
      expect(api.calls[0]?.body.equals(payload)).toBe(true);
      expect(api.calls[0]?.headers['content-type']).toBe('multipart/form-data; boundary=b');
    });

    it('sends a GET on without a body, whatever the client attached', async () => {
      const answer = await rawRequest(port, [
        'GET /api/products HTTP/1.1\r\nHost: shop\r\nContent-Length: 5\r\nConnection: close\r\n\r\n',
        'hello',
      ]);
      expect(answer.status).toBe(200);
      expect(api.calls[0]?.bodyBytes).toBe(0);
    });
  });

  describe('headers', () => {
    it('keeps hop-by-hop headers, and those named in Connection, from the API', async () => {
      const answer = await rawRequest(
        port,
        'GET /api/products HTTP/1.1\r\nHost: shop\r\n' +
          'Connection: keep-alive, X-Drop-Me, X-Also-Me\r\nX-Drop-Me: 1\r\nX-Also-Me: 2\r\n' +
          'Keep-Alive: timeout=5\r\nTE: trailers\r\nTrailer: X-Checksum\r\nUpgrade: h2c\r\n' +
          'Proxy-Authorization: Basic c2VjcmV0\r\nProxy-Connection: keep-alive\r\n' +
          'X-Kept: yes\r\nAuthorization: Bearer visitor\r\n\r\n',
      );
      expect(answer.status).toBe(200);
      const seen = api.calls[0].headers;
      for (const name of [
        'x-drop-me',
        'x-also-me',
        'keep-alive',
        'te',
        'trailer',
        'upgrade',
        'proxy-authorization',
        'proxy-connection',
      ]) {
        expect(seen).not.toHaveProperty(name);
      }
      // The proxy's own connection to the API, not the client's.
      expect(seen.connection).toBe('keep-alive');
      expect(seen['x-kept']).toBe('yes');
      expect(seen.authorization).toBe('Bearer visitor');
    });

    it("sets X-Forwarded-For to the client's address, ignoring what the client claims", async () => {
      await app.inject({
        url: '/api/products',
        remoteAddress: '203.0.113.9',
        headers: {
          'x-forwarded-for': '6.6.6.6',
          'x-real-ip': '6.6.6.6',
          forwarded: 'for=6.6.6.6',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        },
      });
      const seen = api.calls[0].headers;
      expect(seen['x-forwarded-for']).toBe('203.0.113.9');
      expect(seen['x-real-ip']).toBeUndefined();
      expect(seen.forwarded).toBeUndefined();
      expect(seen['x-forwarded-proto']).toBe('http');
      expect(seen['x-forwarded-host']).not.toBe('evil.example');
    });

    it('keeps the chain of a trusted proxy, and only what it vouches for', async () => {
      const behindBalancer = await shell({ trustedProxies: ['10.0.0.0/8'] });
      await behindBalancer.inject({
        url: '/api/products',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.7' },
      });
      expect(api.calls[0]?.headers['x-forwarded-for']).toBe('198.51.100.7, 10.0.0.2');
      await behindBalancer.inject({
        url: '/api/products',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '6.6.6.6' },
      });
      expect(api.calls[1]?.headers['x-forwarded-for']).toBe('203.0.113.9');
    });

    it('builds the headers for the API from the request alone', () => {
      const headers = headersForApi(
        {
          ip: '203.0.113.9',
          ips: undefined,
          protocol: 'https',
          host: 'shop.example',
          id: 'req-1',
        } as never,
        {
          'x-forwarded-for': '6.6.6.6',
          host: 'evil',
          'transfer-encoding': 'chunked',
          accept: 'a/b',
        },
        '7',
      );
      expect(headers).toMatchObject({
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'shop.example',
        'x-request-id': 'req-1',
        accept: 'a/b',
      });
      expect(headers.host).toBeUndefined();
      expect(headers['transfer-encoding']).toBeUndefined();
    });

    it("drops the API's hop-by-hop answer headers and those its Connection names", () => {
      expect(
        responseHeadersFromApi({
          connection: 'keep-alive, X-Internal',
          'x-internal': 'secret',
          'keep-alive': 'timeout=5',
          'transfer-encoding': 'chunked',
          'content-type': 'application/json',
          'set-cookie': ['a=1', 'b=2'],
        }),
      ).toEqual({ 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
    });
  });

  describe('bodies over the limit', () => {
    const threeMb = Buffer.alloc(3 * 1024 * 1024, 0x7b);

    it('refuses 3 MB with Content-Length: 413, and the API receives nothing, 100 of 100 times', async () => {
      const statuses: (number | null)[] = [];
      for (let round = 0; round < 100; round += 1) {
        const answer = await rawRequest(port, [
          `POST /api/orders HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${threeMb.length}\r\n\r\n`,
          threeMb,
        ]);
        statuses.push(answer.status);
        if (round === 0) expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
      }
      expect(statuses.filter((status) => status === 413)).toHaveLength(100);
      expect(api.calls).toEqual([]);
    });

    it('refuses 3 MB sent chunked: 413, and the API receives nothing, 100 of 100 times', async () => {
      const chunk = threeMb.subarray(0, 256 * 1024);
      const chunked: (string | Buffer)[] = [
        'POST /api/orders HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      ];
      for (let sent = 0; sent < threeMb.length; sent += chunk.length) {
        chunked.push(`${chunk.length.toString(16)}\r\n`, chunk, '\r\n');
      }
      chunked.push('0\r\n\r\n');
      const statuses: (number | null)[] = [];
      for (let round = 0; round < 100; round += 1) {
        const answer = await rawRequest(port, chunked);
        statuses.push(answer.status);
        if (round === 0) expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
      }
      expect(statuses.filter((status) => status === 413)).toHaveLength(100);
      expect(api.calls).toEqual([]);
    });

    it('takes an upload of 10 MB and its envelope, and no more', async () => {
      const upload = Buffer.alloc(10 * 1024 * 1024 + 60 * 1024, 1);
      const taken = await app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        payload: upload,
      });
      expect(taken.statusCode).toBe(200);
      expect(api.calls[0]?.bodyBytes).toBe(upload.length);
      api.calls.length = 0;
      const refused = await app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        payload: Buffer.alloc(10 * 1024 * 1024 + 65 * 1024, 1),
      });
      expect(refused.statusCode).toBe(413);
      expect(JSON.parse(refused.body)).toEqual({
        statusCode: 413,
        message: 'The image is too large (10 MB at most).',
        error: 'Payload Too Large',
      });
      // Other endpoints keep the 1 MB limit, also below /api/uploads.
      const elsewhereBody = await app.inject({
        method: 'POST',
        url: '/api/uploads/other',
        headers: { 'content-type': 'application/json' },
        payload: Buffer.alloc(2 * 1024 * 1024, 0x20),
      });
      expect(elsewhereBody.statusCode).toBe(413);
      expect(api.calls).toEqual([]);
    });
  });

  describe("the API's answers and failures", () => {
    it("sends the API's own status, body and headers back unchanged", async () => {
      for (const status of [413, 404, 409, 503]) {
        const answer = await app.inject({
          method: status === 413 ? 'POST' : 'GET',
          url: `/api/status/${status}`,
          headers: { 'content-type': 'application/json' },
          payload: status === 413 ? '{}' : undefined,
        });
        expect(answer.statusCode).toBe(status);
        expect(JSON.parse(answer.body)).toEqual({ statusCode: status, message: 'from the API' });
        expect(answer.headers['x-api-own']).toBe('kept');
      }
      // Each asked once: an API that answers 503 is not asked again and again.
      expect(api.calls).toHaveLength(4);
    });

    it('cancels the call to the API when the client goes away', async () => {
      for (const method of ['GET', 'POST']) {
        const request = http.request({
          host: '127.0.0.1',
          port,
          method,
          path: '/api/hang',
          headers: { 'content-type': 'application/json' },
        });
        request.on('error', () => {});
        request.end(method === 'POST' ? '{"a":1}' : undefined);
        await api.until(() => api.calls.some((call) => call.method === method));
        request.destroy();
        const call = api.calls.find((item) => item.method === method)!;
        await api.until(() => call.closedEarly);
        expect(call.closedEarly).toBe(true);
      }
    });

    it('cancels a call still waiting for a connection to the API when its client goes away: it is never sent', async () => {
      // The proxy alone, on an edge server of its own: it says when a call has been handed to
      // its pool of connections, and the test sees its connections from the edge's side.
      const dispatched = new EventEmitter();
      const proxy = createEdgeServer({ readiness: createReadiness() });
      servers.push(proxy);
      await registerApiProxy(proxy, {
        apiUrl: api.url,
        timeoutMs: 1_000,
        trustedProxies: [],
        onDispatched: (requestId) => dispatched.emit(requestId),
      });
      const proxyPort = await listen(proxy);
      const edgeSide = new Map<number, Socket>();
      proxy.server.on('connection', (socket: Socket) => edgeSide.set(socket.remotePort!, socket));
      const open = (path: string, requestId: string) => {
        const request = http.request({
          host: '127.0.0.1',
          port: proxyPort,
          path,
          agent: false,
          headers: { 'x-request-id': requestId },
        });
        request.on('error', () => {});
        request.end();
        return request;
      };
      /** How undici ended the call for this path (it says so on its diagnostics channel). */
      const endOf = (path: string) =>
        new Promise<Error>((resolve) => {
          const onError = (message: unknown) => {
            const { request, error } = message as { request: { path: string }; error: Error };
            if (request.path !== path) return;
            diagnostics.unsubscribe('undici:request:error', onError);
            resolve(error);
          };
          diagnostics.subscribe('undici:request:error', onError);
        });

      // Every one of the proxy's 128 connections to the API is busy.
      const busy = Array.from({ length: 128 }, (_, index) =>
        open(`/api/hang?busy=${index}`, `busy-${index}`),
      );
      try {
        await api.until(() => api.calls.length === 128);
        // A 129th call waits in the pool: its client leaves, and the edge sees it go.
        const handedOver = once(dispatched, 'waiting-call');
        const waiting = open('/api/hang?waiting=1', 'waiting-call');
        await handedOver;
        const waitingLeft = once(edgeSide.get(waiting.socket!.localPort!)!, 'close');
        waiting.destroy();
        await waitingLeft;
        // A connection comes free: the waiting call gets it, and is ended before it is sent.
        const fate = Promise.race([
          endOf('/api/hang?waiting=1').then((error) => `ended unsent: ${error.message}`),
          api
            .until(() => api.calls.some((call) => call.url.includes('waiting')))
            .then(() => 'sent to the API'),
        ]);
        busy[0].destroy();
        expect(await fate).toBe('ended unsent: the client went away');
        expect(api.calls.filter((call) => call.url.includes('waiting'))).toEqual([]);
      } finally {
        for (const request of busy) request.destroy();
      }
      await api.until(() => api.calls.every((call) => call.closedEarly));
      expect(api.calls.filter((call) => !call.closedEarly)).toEqual([]);
    });

    it('answers 504 in the API format when the API is slower than the timeout', async () => {
      const started = Date.now();
      // The API never answers: the edge's own timeout (1 s here) is all that ends the wait.
      const answer = await app.inject({ url: '/api/hang' });
      expect(answer.statusCode).toBe(504);
      expect(JSON.parse(answer.body)).toEqual({
        statusCode: 504,
        message: "The shop's server took too long to answer. Please try again in a moment.",
        error: 'Gateway Timeout',
      });
      expect(Date.now() - started).toBeLessThan(2_500);
    });

    it('answers 502 in the API format when the API is down', async () => {
      const closed = http.createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const deadPort = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      const orphan = await shell({ apiUrl: `http://127.0.0.1:${deadPort}` });
      for (const method of ['GET', 'POST'] as const) {
        const answer = await orphan.inject({
          method,
          url: '/api/products',
          headers: { 'content-type': 'application/json' },
          payload: method === 'POST' ? '{}' : undefined,
        });
        expect(answer.statusCode).toBe(502);
        expect(JSON.parse(answer.body)).toEqual({
          statusCode: 502,
          message: "The shop's server can't be reached right now. Please try again in a moment.",
          error: 'Bad Gateway',
        });
      }
    });
  });

  describe("the API's answers, compressed for the browser", () => {
    const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
      app.inject({
        method,
        url,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });

    it('sends a JSON answer of 1 KB or more in brotli or gzip, as the browser takes them', async () => {
      const whole = fakeBody(33_000);
      const br = await get('/api/body/json/33000', 'gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
      expect(br.rawPayload.length).toBeLessThan(whole.length / 5);
      expect(brotliDecompressSync(br.rawPayload)).toEqual(whole);
      expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(br.headers['x-api-own']).toBe('kept');
      expect(br.headers.vary).toBe('Origin, Accept-Encoding');

      const gzip = await get('/api/body/json/33000', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload)).toEqual(whole);
    });

    it('compresses an SVG picture and other text, never an image or an event stream', async () => {
      for (const kind of ['svg', 'text']) {
        const answer = await get(`/api/body/${kind}/5000`, 'br');
        expect({ kind, encoding: answer.headers['content-encoding'] }).toEqual({
          kind,
          encoding: 'br',
        });
      }
      for (const kind of ['png', 'events']) {
        const answer = await get(`/api/body/${kind}/5000`, 'br');
        expect(answer.headers['content-encoding']).toBeUndefined();
        expect(answer.rawPayload).toEqual(fakeBody(5000));
        expect(answer.headers.vary).toBe('Origin');
      }
    });

    it('sends as it came: to a browser that takes no compression, a small answer, a HEAD', async () => {
      for (const [url, encoding] of [
        ['/api/body/json/33000', undefined],
        ['/api/body/json/33000', 'identity'],
        ['/api/body/json/33000', 'br;q=0, gzip;q=0'],
        ['/api/body/json/1000', 'br'],
      ] as const) {
        const answer = await get(url, encoding);
        expect({ url, encoding, coded: answer.headers['content-encoding'] }).toEqual({
          url,
          encoding,
          coded: undefined,
        });
        expect(answer.rawPayload).toEqual(fakeBody(Number(url.split('/').pop())));
        // Either way a cache must know the answer depends on it.
        expect(answer.headers.vary).toBe('Origin, Accept-Encoding');
      }
      const head = await get('/api/body/json/33000', 'br', 'HEAD');
      expect(head.headers['content-encoding']).toBeUndefined();
      expect(head.headers['content-length']).toBe('33000');
    });

    it('streams an answer of unknown or very large length untouched', async () => {
      const chunked = await get('/api/chunked', 'br');
      expect(chunked.headers['content-encoding']).toBeUndefined();
      expect(chunked.rawPayload).toEqual(fakeBody(3000));
      const large = await get(`/api/body/json/${COMPRESS_UP_TO_BYTES + 1}`, 'br');
      expect(large.headers['content-encoding']).toBeUndefined();
      expect(large.rawPayload.length).toBe(COMPRESS_UP_TO_BYTES + 1);
    });

    it("leaves the API's own statuses as they are", async () => {
      const answer = await get('/api/status/404', 'br');
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(answer.body)).toEqual({ statusCode: 404, message: 'from the API' });
    });

    it('ends the connection when the API breaks off mid-answer, and goes on serving', async () => {
      const answer = await rawRequest(
        port,
        'GET /api/broken HTTP/1.1\r\nHost: shop\r\nAccept-Encoding: br\r\nConnection: close\r\n\r\n',
      );
      // Nothing of a compressed answer was sent: the connection closes without one.
      expect(answer.status).toBeNull();
      expect(answer.closed).toBe(true);
      const next = await get('/api/body/json/4096', 'br');
      expect(next.statusCode).toBe(200);
      expect(brotliDecompressSync(next.rawPayload)).toEqual(fakeBody(4096));
    });
  });
});
