import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProductDto } from '@healing/contracts';
import { createTestApp, newSessionId, type TestApp } from './support/test-app';

/** The default CORS_ORIGINS and PUBLIC_ORIGIN: the shop as `npm start` runs it. */
const SHOP = 'http://localhost:8080';
const OTHER_SITE = 'https://evil.example';
const JSON_ONLY = {
  statusCode: 415,
  message: 'Unsupported content type: send JSON (application/json).',
  error: 'Unsupported Media Type',
};

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('a small picture'),
]);
const contact = {
  firstName: 'Maya',
  lastName: 'Rivers',
  email: 'maya@example.com',
  subject: 'general',
  message: 'Hello, a question about my order.',
};
const story = { name: 'Mia', story: 'Today I forgave myself.', category: 'self-love' };
const signUp = { email: 'reader@example.com' };
/** What an HTML form on any site could post in a visitor's name. */
const formWrites = [
  { path: '/api/contact', body: contact },
  { path: '/api/healing-moments', body: story },
  { path: '/api/newsletter', body: signUp },
];

const TABLES = [
  'contacts',
  'newsletters',
  'healing_moments',
  'moment_likes',
  'cart_items',
  'orders',
  'uploads',
  'mail_outbox',
];

/** Rows and content of every table a write could touch, to show a refused one changed none. */
async function stored(t: TestApp): Promise<Record<string, string>> {
  const rows = await Promise.all(
    TABLES.map((table) =>
      t.query<{ content: string | null }>(
        `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS content FROM ${table} t`,
      ),
    ),
  );
  return Object.fromEntries(TABLES.map((table, i) => [table, rows[i][0].content ?? 'empty']));
}

describe('cross-site writes', () => {
  let t: TestApp;
  let dataDir: string;
  let sessionId: string;
  let itemId: number;
  let storyId: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cross-site-e2e-'));
    process.env.DATA_DIR = dataDir;
    t = await createTestApp();
    const [product] = (await t.http().get('/api/products').expect(200)).body as ProductDto[];
    sessionId = newSessionId();
    const line = await t
      .http()
      .post('/api/cart')
      .send({ sessionId, productId: product.id, quantity: 1 })
      .expect(201);
    itemId = (line.body as { id: number }).id;
    const [published] = await t.query<{ id: number }>(
      `SELECT id FROM healing_moments WHERE moderation_status = 'approved' LIMIT 1`,
    );
    storyId = published.id;
  });
  afterAll(async () => {
    await t.close();
    delete process.env.DATA_DIR;
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('writes only as JSON', () => {
    it("refuses an HTML form's body (form-urlencoded) with 415, storing nothing", async () => {
      const before = await stored(t);
      for (const write of formWrites) {
        const res = await t.http().post(write.path).type('form').send(write.body).expect(415);
        expect(res.body).toEqual(JSON_ONLY);
      }
      // A form posting nothing at all, to an endpoint that takes no body.
      await t
        .http()
        .post(`/api/healing-moments/${storyId}/like`)
        .set('X-Session-Id', sessionId)
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .expect(415);
      expect(await stored(t)).toEqual(before);
    });

    it('refuses text and other types with 415, even when they hold JSON', async () => {
      const before = await stored(t);
      for (const type of ['text/plain', 'text/plain; charset=utf-8', 'application/xml']) {
        for (const write of formWrites) {
          const res = await t
            .http()
            .post(write.path)
            .set('Content-Type', type)
            .send(JSON.stringify(write.body))
            .expect(415);
          expect(res.body).toEqual(JSON_ONLY);
        }
      }
      await t
        .http()
        .put(`/api/cart/${itemId}`)
        .set('X-Session-Id', sessionId)
        .set('Content-Type', 'text/plain')
        .send('{"quantity":5}')
        .expect(415);
      await t
        .http()
        .delete(`/api/cart/${itemId}`)
        .set('X-Session-Id', sessionId)
        .set('Content-Type', 'text/plain')
        .send('x')
        .expect(415);
      expect(await stored(t)).toEqual(before);
    });

    it('refuses multipart/form-data everywhere but the upload', async () => {
      const before = await stored(t);
      for (const write of formWrites) {
        const request = t.http().post(write.path);
        for (const [name, value] of Object.entries(write.body)) void request.field(name, value);
        const res = await request.expect(415);
        expect(res.body).toEqual(JSON_ONLY);
      }
      expect(await stored(t)).toEqual(before);
      await t.http().post('/api/uploads').attach('file', png, 'rose.png').expect(201);
      // An address that does not exist says so, whatever the body.
      await t.http().post('/api/no/such/thing').field('a', 'b').expect(404);
    });

    it('takes JSON, with or without a charset', async () => {
      await t.http().post('/api/contact').send(contact).expect(201);
      await t
        .http()
        .post('/api/newsletter')
        .set('Content-Type', 'application/json; charset=utf-8')
        .send(JSON.stringify({ email: 'json-reader@example.com' }))
        .expect(202);
    });
  });

  describe('writes from other sites', () => {
    it("refuses a write from another site's page with 403, storing nothing", async () => {
      const before = await stored(t);
      const refused = [
        ...formWrites.map((write) => t.http().post(write.path).send(write.body)),
        t.http().put(`/api/cart/${itemId}`).set('X-Session-Id', sessionId).send({ quantity: 3 }),
        t.http().delete(`/api/cart/${itemId}`).set('X-Session-Id', sessionId),
        t.http().post(`/api/healing-moments/${storyId}/like`).set('X-Session-Id', sessionId),
        t.http().post('/api/uploads').attach('file', png, 'rose.png'),
        // Refused before its body is even looked at.
        t.http().post('/api/contact').type('form').send(contact),
      ];
      for (const request of refused) {
        const res = await request.set('Origin', OTHER_SITE).expect(403);
        expect(res.body).toEqual({
          statusCode: 403,
          message: `This request comes from another site (Origin: ${OTHER_SITE}); the shop accepts changes only from its own pages.`,
          error: 'Forbidden',
        });
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
      expect(await stored(t)).toEqual(before);
    });

    it('refuses Origin: null, and look-alikes of the shop', async () => {
      const before = await stored(t);
      for (const origin of [
        'null',
        'http://localhost:8081',
        'https://localhost:8080',
        'http://localhost:8080.evil.example',
        `${SHOP}, ${OTHER_SITE}`,
      ]) {
        const res = await t.http().post('/api/contact').set('Origin', origin).send(contact);
        expect({ origin, status: res.status }).toEqual({ origin, status: 403 });
      }
      expect(await stored(t)).toEqual(before);
    });

    it("accepts writes from the shop's own origin, and with no Origin at all", async () => {
      const [{ n: before }] = await t.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM contacts',
      );
      await t.http().post('/api/contact').set('Origin', SHOP).send(contact).expect(201);
      await t.http().post('/api/contact').send(contact).expect(201);
      const [{ n: after }] = await t.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM contacts',
      );
      expect(after).toBe(before + 2);
      await t
        .http()
        .put(`/api/cart/${itemId}`)
        .set('Origin', SHOP)
        .set('X-Session-Id', sessionId)
        .send({ quantity: 2 })
        .expect(200);
      await t
        .http()
        .post('/api/uploads')
        .set('Origin', SHOP)
        .attach('file', png, 'rose.png')
        .expect(201);
    });

    it('never refuses a read for its Origin', async () => {
      for (const origin of [OTHER_SITE, 'null', SHOP]) {
        await t.http().get('/api/products').set('Origin', origin).expect(200);
        await t.http().get('/api/health').set('Origin', origin).expect(200);
        await t.http().get(`/api/cart/${sessionId}`).set('Origin', origin).expect(200);
        await t.http().head('/api/blog').set('Origin', origin).expect(200);
        const preflight = await t
          .http()
          .options('/api/contact')
          .set('Origin', origin)
          .set('Access-Control-Request-Method', 'POST');
        expect(preflight.status).toBeLessThan(400);
      }
    });
  });
});

describe('cross-site writes with configured origins', () => {
  let t: TestApp;
  const env = { CORS_ORIGINS: process.env.CORS_ORIGINS, PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN };

  beforeAll(async () => {
    process.env.CORS_ORIGINS = 'https://shop.example, https://WWW.Shop.Example:443/';
    process.env.PUBLIC_ORIGIN = 'https://public.example';
    try {
      t = await createTestApp();
    } finally {
      for (const [name, value] of Object.entries(env)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('accepts each of CORS_ORIGINS and PUBLIC_ORIGIN, and no other', async () => {
    const allowed = ['https://shop.example', 'https://www.shop.example', 'https://public.example'];
    for (const [i, origin] of allowed.entries()) {
      await t
        .http()
        .post('/api/newsletter')
        .set('Origin', origin)
        .send({ email: `reader-${i}@example.com` })
        .expect(202);
    }
    for (const origin of [SHOP, 'http://shop.example', 'https://other.shop.example']) {
      await t.http().post('/api/newsletter').set('Origin', origin).send(signUp).expect(403);
    }
    const rows = await t.query<{ email: string }>('SELECT email FROM newsletters ORDER BY email');
    expect(rows.map((row) => row.email)).toEqual(allowed.map((_, i) => `reader-${i}@example.com`));
  });
});
