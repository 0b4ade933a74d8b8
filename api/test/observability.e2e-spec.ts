import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createLogger } from '../src/observability/logging';
import { ApiMetrics, OUTBOX_FIGURES_REUSED_MS } from '../src/observability/metrics';
import { startMetricsServer } from '../src/observability/metrics-server';
import { createTestApp, type TestApp } from './support/test-app';

const SESSION = 'session_1764000000000_Abcdefghijklmnopqrstuvwxyz012345';

/** Every line the API logs, parsed (pino writes one JSON object per line). */
class CapturedLog extends Writable {
  readonly lines: Record<string, unknown>[] = [];
  readonly raw: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      this.raw.push(line);
      this.lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  }
}

describe('operations: JSON logs with request ids, and Prometheus metrics on a port of their own', () => {
  let t: TestApp;
  let log: CapturedLog;
  let metrics: FastifyInstance;
  let metricsUrl: string;

  beforeAll(async () => {
    const saved = { ...process.env };
    process.env.LOG_REQUESTS = '1';
    process.env.WRITE_RATE_LIMIT_PER_MINUTE = '2';
    log = new CapturedLog();
    try {
      t = await createTestApp({ logger: createLogger('info', log) });
    } finally {
      for (const name of ['LOG_REQUESTS', 'WRITE_RATE_LIMIT_PER_MINUTE']) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
    }
    metrics = await startMetricsServer(t.app.get(ApiMetrics).registry, {
      port: 0,
      host: '127.0.0.1',
    });
    metricsUrl = `http://127.0.0.1:${(metrics.server.address() as AddressInfo).port}/metrics`;
  });
  afterAll(async () => {
    await metrics?.close();
    await t?.close();
  });

  async function scrape(): Promise<string> {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  }

  it('logs each request as one JSON line carrying the edge request id, never the session id', async () => {
    await t
      .http()
      .get(`/api/cart/${SESSION}`)
      .set('x-request-id', 'edge-7f3a9c')
      .set('x-session-id', SESSION)
      .set('cookie', `session=${SESSION}`)
      .expect(200);
    const line = log.lines.find((entry) => entry.requestId === 'edge-7f3a9c');
    expect(line).toMatchObject({
      level: 'info',
      service: 'api',
      msg: 'request answered',
      method: 'GET',
      route: '/api/cart/:sessionId',
      status: 200,
    });
    expect(typeof line?.ms).toBe('number');
    expect(typeof line?.time).toBe('string');
    expect(log.raw.join('\n')).not.toContain(SESSION.slice(-20));
  });

  it('makes a fresh id when the request has none, or one unfit for a log line', async () => {
    const before = log.lines.length;
    await t.http().get('/api/products').set('x-request-id', 'bad id\twith spaces').expect(200);
    await t.http().get('/api/products').expect(200);
    const ids = log.lines.slice(before).map((entry) => entry.requestId);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('counts requests and latency per route pattern, unknown paths under one label', async () => {
    await t.http().get('/api/products/1').expect(200);
    await t.http().get('/api/no-such-thing-123').expect(404);
    await t.http().get('/api/no-such-thing-456').expect(404);
    const text = await scrape();
    expect(text).toMatch(
      /api_http_requests_total\{method="GET",route="\/api\/products\/:id",status="200"\} 1\b/,
    );
    expect(text).toMatch(
      /api_http_requests_total\{method="GET",route="unmatched",status="404"\} 2\b/,
    );
    expect(text).not.toContain('no-such-thing');
    expect(text).not.toContain(SESSION);
    expect(text).toMatch(
      /api_http_request_duration_seconds_count\{method="GET",route="\/api\/products\/:id"\} 1\b/,
    );
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('counts refusals by the write limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await t.http().post('/api/newsletter').send({})).status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    expect(await scrape()).toMatch(/api_rate_limited_total\{route="\/api\/newsletter"\} 2\b/);
  });

  it('reports the database pool and the outbox backlog with the age of its oldest mail', async () => {
    // Past any figures an earlier test's scrape left, read on the real clock.
    const start = Date.now() + OUTBOX_FIGURES_REUSED_MS;
    let now = start;
    t.app.get(ApiMetrics).now = () => now;
    await t.query(`DELETE FROM mail_outbox`);
    expect(await scrape()).toMatch(/^api_outbox_pending_mails 0$/m);
    await t.query(
      `INSERT INTO mail_outbox (kind, to_address, subject, text_body, created_at, next_attempt_at)
       VALUES ('test', 'a@example.com', 's', 'b', now() - interval '90 seconds', now() + interval '1 hour'),
              ('test', 'b@example.com', 's', 'b', now(), now() + interval '1 hour')`,
    );
    // Figures are read once per window, however often Prometheus scrapes.
    now = start + OUTBOX_FIGURES_REUSED_MS - 1;
    expect(await scrape()).toMatch(/^api_outbox_pending_mails 0$/m);
    now = start + OUTBOX_FIGURES_REUSED_MS;
    const text = await scrape();
    expect(text).toMatch(/^api_outbox_pending_mails 2$/m);
    const age = Number(/^api_outbox_oldest_pending_age_seconds (\S+)$/m.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(120);
    expect(text).toMatch(/^api_db_pool_connections\{state="open"\} [1-9]\d*$/m);
    expect(text).toMatch(/^api_db_pool_connections\{state="waiting"\} 0$/m);
  });

  it('does not answer /metrics on the API port', async () => {
    await t.http().get('/metrics').expect(404);
    await t.http().get('/api/metrics').expect(404);
  });
});
