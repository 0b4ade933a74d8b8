import { createTestApp, type TestApp } from './support/test-app';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

function expectErrorBody(body: unknown, statusCode: number): void {
  expect(body).toEqual(
    expect.objectContaining({ statusCode, message: expect.any(String), error: expect.any(String) }),
  );
  expect((body as { message: string }).message.length).toBeGreaterThan(5);
}

describe('hardening', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the security headers', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('refuses JSON bodies over 1 MB with a JSON 413', async () => {
    const res = await t
      .http()
      .post('/api/uploads')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) }))
      .expect(413);
    expect(res.body).toEqual({
      statusCode: 413,
      message: 'The request body is too large (1 MB at most).',
      error: 'Payload Too Large',
    });
  });

  it('answers broken JSON with a readable 400', async () => {
    const res = await t
      .http()
      .post('/api/uploads')
      .set('Content-Type', 'application/json')
      .send('{"file": ')
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'The request body is not valid JSON.',
      error: 'Bad Request',
    });
  });

  it('answers an unexpected content type with a readable 4xx, never a 500', async () => {
    for (const contentType of ['application/xml', 'application/x-www-form-urlencoded']) {
      const res = await t.http().post('/api/uploads').set('Content-Type', contentType).send('a=b');
      expect(res.status).toBe(415);
      expectErrorBody(res.body, 415);
    }
    const text = await t
      .http()
      .post('/api/uploads')
      .set('Content-Type', 'text/plain')
      .send('{"sessionId":"x"}')
      .expect(415);
    expect(text.body).toEqual({
      statusCode: 415,
      message: 'Unsupported content type: send JSON (application/json).',
      error: 'Unsupported Media Type',
    });
  });

  it('answers unknown /api paths with a JSON 404, whatever the method', async () => {
    for (const method of ['get', 'post', 'delete'] as const) {
      const res = await t.http()[method]('/api/no/such/thing').expect(404);
      expect(res.body).toEqual({
        statusCode: 404,
        message: `Nothing answers ${method.toUpperCase()} at this address.`,
        error: 'Not Found',
      });
    }
  });

  it('refuses deeply nested JSON with a 400 and stays up', async () => {
    const depth = 10_000;
    const nested = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const arrays = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    for (const body of [nested, arrays]) {
      const res = await t
        .http()
        .post('/api/uploads')
        .set('Content-Type', 'application/json')
        .send(body)
        .expect(400);
      expect(res.body.message).toBe('The request body is nested too deeply (32 levels at most).');
    }
    await t.http().get('/api/health').expect(200);
  });

  it('never lets deeply nested JSON reach any write endpoint', async () => {
    const body = `{"sessionId":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    // Every module's write endpoint refuses it the same way.
    for (const url of [
      '/api/cart',
      '/api/checkout',
      '/api/newsletter',
      '/api/contact',
      '/api/healing-moments',
    ]) {
      const res = await t.http().post(url).set('Content-Type', 'application/json').send(body);
      expect(res.status).toBe(400);
    }
    await t.http().get('/api/health').expect(200);
  });

  it('answers an allowed origin with CORS headers, and no other', async () => {
    const allowed = await t
      .http()
      .get('/api/health')
      .set('Origin', 'http://localhost:8080')
      .expect(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    const preflight = await t
      .http()
      .options('/api/uploads')
      .set('Origin', 'http://localhost:8080')
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:8080');

    const other = await t
      .http()
      .get('/api/health')
      .set('Origin', 'https://evil.example')
      .expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves uploads so a browser cannot be tricked into running them', async () => {
    const created = await t.http().post('/api/uploads').attach('file', png, 'x.png').expect(201);
    const res = await t.http().get(created.body.url).expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
  });
});

describe('write rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    const previous = process.env.WRITE_RATE_LIMIT_PER_MINUTE;
    process.env.WRITE_RATE_LIMIT_PER_MINUTE = '5';
    try {
      t = await createTestApp();
    } finally {
      process.env.WRITE_RATE_LIMIT_PER_MINUTE = previous;
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the sixth write in a minute with 429, and keeps reads working', async () => {
    // As a proxy would send it: the client's own claims first, the address the proxy saw last.
    const viaProxy = (i: number) => `203.0.113.${i}, 198.51.100.7`;
    for (let i = 0; i < 5; i += 1) {
      await t.http().post('/api/uploads').set('X-Forwarded-For', viaProxy(i)).expect(400);
    }
    const limited = await t
      .http()
      .post('/api/uploads')
      .set('X-Forwarded-For', viaProxy(9))
      .expect(429);
    expect(limited.body).toEqual({
      statusCode: 429,
      message: 'Too many requests. Please wait a minute and try again.',
      error: 'Too Many Requests',
    });
    expect(limited.headers['retry-after']).toBeDefined();

    await t.http().get('/api/health').set('X-Forwarded-For', viaProxy(9)).expect(200);
    // Another client is not affected.
    await t.http().post('/api/uploads').set('X-Forwarded-For', '198.51.100.8').expect(400);
  });
});
