// What an operator sees of the front servers: Prometheus metrics on a port of their own (never on
// the public one), counted by route pattern rather than raw path, with the shell's page renders,
// page cache, remote render failures and /api upstream errors; and JSON log lines that carry the
// request's id and never a cookie, a session id or a query string.
import { appendFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readLogLevel, readMetricsListen, readShellConfig } from '../src/config';
import { createEdgeServer } from '../src/http/edge-server';
import { createReadiness } from '../src/http/health';
import type { EdgeMetrics } from '../src/http/metrics';
import { buildRemoteServer } from '../src/remote/remote-server';
import { createServerRenderer, loadShellRenderer } from '../src/shell/server-render';
import type { RemoteRenderOutcome } from '../src/shell/shell-metrics';
import { buildShellServer } from '../src/shell/shell-server';
import {
  type FakeApi,
  listen,
  rawRequest,
  SCRIPT,
  startFakeApi,
  tempDir,
  type TempDir,
} from './support/edge-fixtures';
import { type FakeRemote, makeShellDist, startFakeRemote } from './support/fake-site';
import { labelValuesOf, sampleOf } from './support/prometheus';

const VISITOR = `session_1763800000001_${'cd'.repeat(16)}`;
const METRICS_ON_ANY_PORT = { port: 0, host: '127.0.0.1' };

async function scrape(metrics: EdgeMetrics | null): Promise<string> {
  const answer = await fetch(metrics!.url()!);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('text/plain');
  return answer.text();
}

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

describe("the shell server's metrics and logs", () => {
  let api: FakeApi;
  let remote: FakeRemote;
  let shellDist: ReturnType<typeof makeShellDist>;
  let app: FastifyInstance;
  let metrics: EdgeMetrics | null;
  let origin: string;
  const written: string[] = [];
  const logLines = () => written.map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    api = await startFakeApi();
    remote = await startFakeRemote();
    shellDist = makeShellDist();
    writeFileSync(path.join(shellDist.dir, 'app.0123abcd.js'), SCRIPT);
    // A page whose rendering fails, to see the fallback.
    appendFileSync(
      path.join(shellDist.dir, 'server', 'render.cjs'),
      `const renderShell = exports.renderShell;
exports.renderShell = (options) => {
  if (options.url.startsWith('/about')) throw new Error('the shell renderer broke');
  return renderShell(options);
};\n`,
    );
    ({ app, metrics } = await buildShellServer({
      distDir: shellDist.dir,
      config: {
        ...readShellConfig({ API_URL: api.url, PREVIEW_ORIGINS: '' }),
        remotes: { catalog: remote.url },
        apiTimeoutMs: 300,
        metrics: METRICS_ON_ANY_PORT,
      },
      logger: { level: 'info', stream: { write: (line: string) => written.push(line) } },
    }));
    origin = `http://127.0.0.1:${await listen(app)}`;
  });

  afterAll(async () => {
    await app.close();
    await remote.close();
    await api.close();
    shellDist.remove();
  });

  it('serves /metrics on its own port only; the public origin answers it 404', async () => {
    expect(metrics!.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(metrics!.address()!.port).not.toBe(Number(new URL(origin).port));
    const onPublic = await fetch(`${origin}/metrics`);
    expect(onPublic.status).toBe(404);
    expect(await onPublic.text()).not.toContain('http_requests_total');
    const other = await fetch(metrics!.url()!.replace('/metrics', '/'));
    expect(other.status).toBe(404);
    const text = await scrape(metrics);
    // The process's own metrics, labelled with the server they come from.
    expect(sampleOf(text, 'process_cpu_user_seconds_total', { server: 'shell' })).toBeDefined();
  });

  it('counts requests by route pattern, method and status, never by raw path', async () => {
    const before = await scrape(metrics);
    const count = (text: string, labels: Record<string, string>) =>
      sampleOf(text, 'http_requests_total', { server: 'shell', ...labels }) ?? 0;
    expect((await fetch(`${origin}/product/31337?utm=x`)).status).toBe(200);
    expect((await fetch(`${origin}/app.0123abcd.js`)).status).toBe(200);
    expect((await fetch(`${origin}/no-such-file-4242.js`)).status).toBe(404);
    expect((await fetch(`${origin}/nowhere/4243`)).status).toBe(404);
    expect((await fetch(`${origin}/api/items/4244`)).status).toBe(200);
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    expect((await fetch(`${origin}/x`, { method: 'DELETE' })).status).toBe(405);
    // A target the router cannot read is refused before any route: counted all the same.
    const port = Number(new URL(origin).port);
    const badTarget = await rawRequest(port, 'GET /%zz4245 HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(badTarget.status).toBe(400);
    const after = await scrape(metrics);
    const grew = (labels: Record<string, string>) => count(after, labels) - count(before, labels);
    expect(grew({ route: 'page', method: 'GET', status: '200' })).toBe(1);
    // An unknown address is a page of its own with a real 404.
    expect(grew({ route: 'page', method: 'GET', status: '404' })).toBe(1);
    expect(grew({ route: 'static', method: 'GET', status: '200' })).toBe(1);
    expect(grew({ route: 'unmatched', method: 'GET', status: '404' })).toBe(1);
    expect(grew({ route: '/api/*', method: 'GET', status: '200' })).toBe(1);
    expect(grew({ route: '/healthz', method: 'GET', status: '200' })).toBe(1);
    expect(grew({ route: 'unmatched', method: 'DELETE', status: '405' })).toBe(1);
    expect(grew({ route: 'unmatched', method: 'GET', status: '400' })).toBe(1);
    expect(
      sampleOf(after, 'http_request_duration_seconds_count', {
        route: 'static',
        method: 'GET',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleOf(after, 'http_request_duration_seconds_bucket', {
        route: 'page',
        method: 'GET',
        status: '200',
        le: '+Inf',
      }),
    ).toBeGreaterThanOrEqual(1);
    const labels = labelValuesOf(after);
    for (const raw of ['31337', '4242', '4243', '4244', '4245', 'utm']) {
      expect(labels.filter((value) => value.includes(raw))).toEqual([]);
    }
  });

  it('measures page renders by outcome and the page cache', async () => {
    const before = await scrape(metrics);
    const renders = (text: string, outcome: string) =>
      sampleOf(text, 'edge_page_render_duration_seconds_count', { outcome }) ?? 0;
    const lookups = (text: string, result: string) =>
      sampleOf(text, 'edge_page_cache_lookups_total', { result }) ?? 0;
    expect((await fetch(`${origin}/product/7`)).status).toBe(200);
    expect((await fetch(`${origin}/product/7`)).status).toBe(200);
    // The shell's renderer fails: the plain page, still a 200.
    expect((await fetch(`${origin}/about`)).status).toBe(200);
    const after = await scrape(metrics);
    expect(renders(after, 'rendered') - renders(before, 'rendered')).toBe(1);
    expect(renders(after, 'cached') - renders(before, 'cached')).toBe(1);
    expect(renders(after, 'fallback') - renders(before, 'fallback')).toBe(1);
    expect(lookups(after, 'hit') - lookups(before, 'hit')).toBe(1);
    expect(lookups(after, 'miss') - lookups(before, 'miss')).toBe(2);
    expect(
      sampleOf(after, 'edge_remote_renders_total', { remote: 'catalog', outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleOf(after, 'edge_remote_render_duration_seconds_count', { remote: 'catalog' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it("counts a remote's render failures, then the pages left to the browser while it rests", async () => {
    const before = await scrape(metrics);
    const outcomes = (text: string, outcome: string) =>
      sampleOf(text, 'edge_remote_renders_total', { remote: 'catalog', outcome }) ?? 0;
    remote.mode = 'broken';
    try {
      expect((await fetch(`${origin}/product/8`)).status).toBe(200);
      expect((await fetch(`${origin}/product/9`)).status).toBe(200);
    } finally {
      remote.mode = 'ok';
    }
    const after = await scrape(metrics);
    expect(outcomes(after, 'error') - outcomes(before, 'error')).toBe(1);
    expect(outcomes(after, 'resting') - outcomes(before, 'resting')).toBe(1);
    expect(sampleOf(before, 'edge_remote_renders_total', { outcome: 'timeout' })).toBe(0);
  });

  it("counts the API's failures the proxy answers for, and the API's answer time", async () => {
    const before = await scrape(metrics);
    const errors = (text: string, status: string) =>
      sampleOf(text, 'edge_api_upstream_errors_total', { status }) ?? 0;
    const answered = (text: string) =>
      sampleOf(text, 'edge_api_upstream_duration_seconds_count') ?? 0;
    expect((await fetch(`${origin}/api/hang`)).status).toBe(504);
    expect((await fetch(`${origin}/api/status/503`)).status).toBe(503);
    const after = await scrape(metrics);
    expect(errors(after, '504') - errors(before, '504')).toBe(1);
    expect(errors(after, '502')).toBe(errors(before, '502'));
    // The API's own 503 is an answer, not an upstream error.
    expect(answered(after) - answered(before)).toBe(1);
    expect(
      sampleOf(after, 'http_requests_total', { route: '/api/*', method: 'GET', status: '504' }),
    ).toBe(1);
  });

  it('logs each request as one JSON line with its request id, and no secret', async () => {
    written.length = 0;
    const requestId = 'trace-4f2a.17';
    const secretHeaders = {
      'X-Request-Id': requestId,
      Cookie: `cart-session=${VISITOR}; theme=dark`,
      'X-Session-Id': VISITOR,
    };
    const page = await fetch(`${origin}/cart?token=hunter2`, { headers: secretHeaders });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-request-id')).toBe(requestId);
    // The API's cart addresses hold the session id in their path: no URL is logged.
    const call = await fetch(`${origin}/api/cart/${VISITOR}?sessionId=${VISITOR}`, {
      method: 'POST',
      headers: {
        ...secretHeaders,
        'X-Request-Id': 'trace-api-1',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ sessionId: VISITOR, password: 'hunter2' }),
    });
    expect(call.status).toBe(200);
    // The session id did reach the API: only the logs leave it out.
    expect(api.calls.at(-1)!.headers['x-session-id']).toBe(VISITOR);
    await fetch(`${origin}/about`, { headers: { 'X-Request-Id': 'trace-broken-page' } });

    const lines = logLines();
    expect(lines.length).toBeGreaterThanOrEqual(3);
    const completed = (reqId: string) =>
      lines.filter((line) => line.reqId === reqId && line.msg === 'request completed');
    expect(completed(requestId)).toEqual([
      expect.objectContaining({
        level: 30,
        method: 'GET',
        route: 'page',
        statusCode: 200,
        responseTime: expect.any(Number),
      }),
    ]);
    expect(completed('trace-api-1')).toEqual([
      expect.objectContaining({
        method: 'POST',
        route: '/api/*',
        statusCode: 200,
      }),
    ]);
    // Every line of a request carries its id, the error it logged as well as its last line.
    const broken = lines.filter((line) => line.reqId === 'trace-broken-page');
    expect(broken.map((line) => line.msg)).toEqual([
      'server rendering failed; the browser renders the page',
      'request completed',
    ]);
    expect(broken[0]).toMatchObject({ level: 50, err: { message: 'the shell renderer broke' } });
    const text = written.join('');
    const secrets = [
      VISITOR,
      'hunter2',
      'cart-session',
      'theme=dark',
      'token',
      'sessionId',
      '/api/cart',
    ];
    for (const secret of secrets) {
      expect(text).not.toContain(secret);
    }
  });

  it('gives a request without a usable id a new one, in its answer and its log line', async () => {
    written.length = 0;
    const answer = await fetch(`${origin}/healthz`, {
      headers: { 'X-Request-Id': 'not a token' },
    });
    const id = answer.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logLines().filter((line) => line.reqId === id)).toEqual([
      expect.objectContaining({ route: '/healthz', statusCode: 200, msg: 'request completed' }),
    ]);
  });
});

describe("a remote server's metrics", () => {
  let pkg: TempDir;
  let app: FastifyInstance;
  let metrics: EdgeMetrics | null;
  let origin: string;

  beforeAll(async () => {
    pkg = tempDir('edge-observed-remote-');
    pkg.write('dist/mf-manifest.json', JSON.stringify({ exposes: [] }));
    pkg.write('dist/remoteEntry.js', '// entry\n');
    pkg.write(
      'dist/server/render.cjs',
      `exports.renderableModules = ['./ProductPage', './Broken'];
exports.isSessionId = () => true;
exports.sendApiCallsTo = () => {};
exports.render = async (request) => {
  if (request.module === './Broken') throw new Error('render failed');
  return { html: '<h1>' + request.path + '</h1>', state: {} };
};\n`,
    );
    ({ app, metrics } = await buildRemoteServer({
      roots: () => [path.join(pkg.dir, 'dist')],
      metrics: { server: 'mf-observed', listen: METRICS_ON_ANY_PORT },
    }));
    origin = `http://127.0.0.1:${await listen(app)}`;
  });

  afterAll(async () => {
    await app.close();
    pkg.remove();
  });

  it('counts files, renders and unknown paths by route, and serves no /metrics publicly', async () => {
    const render = (module: string) =>
      `${origin}/__render?module=${encodeURIComponent(module)}&path=/p/55&pattern=/p/:id&session=x`;
    expect((await fetch(`${origin}/remoteEntry.js`)).status).toBe(200);
    expect((await fetch(`${origin}/chunk-5150.js`)).status).toBe(404);
    expect((await fetch(render('./ProductPage'))).status).toBe(200);
    expect((await fetch(render('./Broken'))).status).toBe(500);
    expect((await fetch(`${origin}/metrics`)).status).toBe(404);
    const text = await scrape(metrics);
    const requests = (labels: Record<string, string>) =>
      sampleOf(text, 'http_requests_total', { server: 'mf-observed', method: 'GET', ...labels });
    expect(requests({ route: 'static', status: '200' })).toBe(1);
    expect(requests({ route: 'unmatched', status: '404' })).toBe(2);
    expect(requests({ route: '/__render', status: '200' })).toBe(1);
    expect(requests({ route: '/__render', status: '500' })).toBe(1);
    expect(
      sampleOf(text, 'edge_render_endpoint_duration_seconds_count', {
        module: './ProductPage',
        outcome: 'rendered',
      }),
    ).toBe(1);
    expect(
      sampleOf(text, 'edge_render_endpoint_duration_seconds_count', {
        module: './Broken',
        outcome: 'failed',
      }),
    ).toBe(1);
    const labels = labelValuesOf(text);
    expect(labels.filter((value) => value.includes('5150') || value.includes('/p/'))).toEqual([]);
  });

  it('stops its metrics listener with the server', async () => {
    const url = metrics!.url()!;
    await app.close();
    await expect(fetch(url)).rejects.toThrow();
  });
});

describe("the shell's renderer, for its remote metrics", () => {
  it('tells a timeout from an error', async () => {
    const remote = await startFakeRemote();
    const dist = makeShellDist();
    try {
      const seen: RemoteRenderOutcome[] = [];
      const renderPage = createServerRenderer({
        renderer: loadShellRenderer(dist.dir)!,
        remotes: { catalog: remote.url },
        publicOrigin: 'http://localhost:8080',
        timeoutMs: 50,
        warn: () => {},
        onRemoteRender: (_remote, outcome) => seen.push(outcome),
      });
      // The remote never answers: only the renderer's own timeout (50 ms here) ends the wait.
      remote.mode = 'hang';
      await renderPage('<head></head><div id=root></div>', '/product/1', undefined);
      expect(seen).toEqual(['timeout']);
    } finally {
      await remote.close();
      dist.remove();
    }
  });

  it("sends the page request's id on to the remote, so its log lines carry it too", async () => {
    const ids: (string | undefined)[] = [];
    const remote = http.createServer((req, res) => {
      ids.push(req.headers['x-request-id'] as string | undefined);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ html: '<p>area</p>', css: [] }));
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    const dist = makeShellDist();
    try {
      const { port } = remote.address() as AddressInfo;
      const renderPage = createServerRenderer({
        renderer: loadShellRenderer(dist.dir)!,
        remotes: { catalog: `http://127.0.0.1:${port}/mf-manifest.json` },
        publicOrigin: 'http://localhost:8080',
      });
      const page = await renderPage('<head></head><div id=root></div>', '/', undefined, 'req-77');
      expect(page.html).toContain('<p>area</p>');
      expect(ids).toEqual(['req-77']);
    } finally {
      remote.closeAllConnections();
      await new Promise((resolve) => remote.close(resolve));
      dist.remove();
    }
  });
});

describe('the log safety net', () => {
  it('redacts cookies and session ids even when a handler logs the headers', async () => {
    const written: string[] = [];
    const app = createEdgeServer({
      readiness: createReadiness(),
      logger: { level: 'info', stream: { write: (line: string) => written.push(line) } },
    });
    app.get('/careless', (request, reply) => {
      request.log.warn({ headers: request.headers, req: request }, 'what came in');
      return reply.send({ ok: true });
    });
    const answer = await app.inject({
      url: '/careless?session=abc123secret',
      headers: {
        cookie: `cart-session=${VISITOR}`,
        'x-session-id': VISITOR,
        'x-request-id': 'r-1',
      },
    });
    await app.close();
    expect(answer.statusCode).toBe(200);
    const lines = written.map((line) => JSON.parse(line) as LogLine);
    expect(lines[0]).toMatchObject({
      reqId: 'r-1',
      msg: 'what came in',
      headers: { cookie: '[redacted]', 'x-session-id': '[redacted]' },
      req: { method: 'GET' },
    });
    expect(written.join('')).not.toContain(VISITOR);
    expect(written.join('')).not.toContain('abc123secret');
  });
});

describe('the observability settings', () => {
  it('serves no metrics unless METRICS_PORT is set, and then on this machine by default', () => {
    expect(readMetricsListen({})).toBeNull();
    expect(readMetricsListen({ METRICS_PORT: '' })).toBeNull();
    expect(readMetricsListen({ METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(readMetricsListen({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toEqual({
      port: 9464,
      host: '0.0.0.0',
    });
    expect(readShellConfig({}).metrics).toBeNull();
    expect(() => readMetricsListen({ METRICS_PORT: 'nine' })).toThrow(
      /METRICS_PORT must be a port/,
    );
    expect(() => readShellConfig({ SHOP_PORT: '9000', METRICS_PORT: '9000' })).toThrow(
      /METRICS_PORT must differ/,
    );
  });

  it('logs warnings and errors by default, every request in production or when asked', () => {
    expect(readLogLevel({})).toBe('warn');
    expect(readLogLevel({ NODE_ENV: 'production' })).toBe('info');
    expect(readLogLevel({ LOG_LEVEL: 'DEBUG', NODE_ENV: 'production' })).toBe('debug');
    expect(readLogLevel({ LOG_LEVEL: 'silent' })).toBe('silent');
    expect(() => readLogLevel({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
  });
});
