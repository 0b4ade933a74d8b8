import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { createTestApp, type TestApp } from './support/test-app';

const LIMIT = 4;

/**
 * A write that changes nothing (the body is refused) but counts against the limit, from a
 * client the balancer names (each test its own, since a replica remembers whom it refused).
 */
function write(app: NestFastifyApplication, client: string) {
  return request(app.getHttpServer())
    .post('/api/newsletter')
    .set('content-type', 'application/json')
    .set('x-forwarded-for', client)
    .send('{}');
}

describe('write limits shared by every replica (counted in PostgreSQL)', () => {
  let first: TestApp;
  let second: NestFastifyApplication;

  beforeAll(async () => {
    const saved = { ...process.env };
    process.env.WRITE_RATE_LIMIT_PER_MINUTE = String(LIMIT);
    process.env.TRUSTED_PROXIES = '127.0.0.1';
    try {
      first = await createTestApp();
      // A second replica: the whole API again, on the same database.
      second = await createApp(first.databaseUrl, { logger: false });
      await second.init();
      await second.getHttpAdapter().getInstance().ready();
    } finally {
      for (const name of ['WRITE_RATE_LIMIT_PER_MINUTE', 'TRUSTED_PROXIES']) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
    }
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });
  it('allows one client the limit once across two replicas, not once per replica', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT * 2; i += 1) {
      const response = await write(i % 2 === 0 ? first.app : second, '198.51.100.1');
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(LIMIT);
    expect(statuses.slice(LIMIT)).toEqual(Array(LIMIT).fill(429));
    const refused = await write(second, '198.51.100.1');
    expect(refused.body).toMatchObject({
      statusCode: 429,
      message: 'Too many requests. Please wait a minute and try again.',
    });
  });

  it('counts writes arriving at the same moment on both replicas exactly', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => write(i % 2 === 0 ? first.app : second, '198.51.100.2')),
    );
    const accepted = responses.filter((response) => response.status !== 429);
    expect(accepted).toHaveLength(LIMIT);
    const rows = await first.query<{ points: number }>(
      'SELECT points FROM write_limits WHERE key = $1',
      ['writes-default-198.51.100.2'],
    );
    // Every write reached the shared counter, but for those a replica had already refused from
    // its own memory once the client was over the limit.
    expect(rows).toHaveLength(1);
    expect(rows[0].points).toBeGreaterThan(LIMIT);
  });

  it('gives the client a new budget when its window has ended, on every replica', async () => {
    const client = '198.51.100.3';
    for (let i = 0; i < LIMIT; i += 1) await write(first.app, client).expect(400);
    await write(first.app, client).expect(429);
    const key = `writes-default-${client}`;
    await first.query('UPDATE write_limits SET expire = $1 WHERE key = $2', [Date.now() - 1, key]);
    // The first replica refused the client and remembers it until the window's end in its own
    // memory; the second asks PostgreSQL, whose window has ended.
    await write(first.app, client).expect(429);
    await write(second, client).expect(400);
    const rows = await first.query('SELECT points FROM write_limits WHERE key = $1', [key]);
    expect(rows).toEqual([{ points: 1 }]);
  });

  it('never limits reads', async () => {
    for (let i = 0; i <= LIMIT; i += 1) await write(first.app, '198.51.100.4');
    for (let i = 0; i < LIMIT * 2; i += 1) {
      await request(i % 2 ? second.getHttpServer() : first.app.getHttpServer())
        .get('/api/products')
        .set('x-forwarded-for', '198.51.100.4')
        .expect(200);
    }
  });
});
