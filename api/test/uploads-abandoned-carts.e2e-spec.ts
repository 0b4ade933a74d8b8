import { Client } from 'pg';
import { UploadCleanupService } from '../src/uploads/upload-cleanup.service';
import {
  addToCart,
  checkout,
  checkoutBody,
  customDesignBody,
  insertProduct,
} from './cart-fixtures';
import { pngWithHeader } from './support/images';
import { createReplica, createTestApp, newSessionId, type TestApp } from './support/test-app';

describe('abandoned carts and their uploads', () => {
  let t: TestApp;
  let productId: number;
  const cleanup = (app: TestApp = t) => app.app.get(UploadCleanupService).run();

  beforeAll(async () => {
    // Runs are started by the tests themselves.
    process.env.UPLOAD_CLEANUP_INTERVAL_MS = '0';
    try {
      t = await createTestApp();
    } finally {
      delete process.env.UPLOAD_CLEANUP_INTERVAL_MS;
    }
    productId = (await insertProduct(t, { price: '12.00' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = async (sessionId: string): Promise<string> => {
    const res = await t
      .http()
      .post('/api/uploads')
      .set('X-Session-Id', sessionId)
      .attach('file', pngWithHeader(40, 40), 'design.png')
      .expect(201);
    return res.body.id as string;
  };
  /** A cart with a product line and a design line holding an upload of its own. */
  const cartWithDesign = async (): Promise<{ sessionId: string; uploadId: string }> => {
    const sessionId = newSessionId();
    const uploadId = await upload(sessionId);
    await addToCart(t, sessionId, productId).expect(201);
    await t.http().post('/api/cart').send(customDesignBody(sessionId, { uploadId })).expect(201);
    return { sessionId, uploadId };
  };
  /** The cart (and its uploads) as if nothing had happened to it for `age`. */
  const idleFor = async (sessionId: string, age: string) => {
    await t.query(
      `UPDATE cart_items SET active_at = now() - $2::interval, created_at = now() - $2::interval
        WHERE session_id = $1`,
      [sessionId, age],
    );
    await t.query(`UPDATE uploads SET created_at = now() - $2::interval WHERE session_id = $1`, [
      sessionId,
      age,
    ]);
  };
  const lineCount = async (sessionId: string) =>
    (
      await t.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM cart_items WHERE session_id = $1',
        [sessionId],
      )
    )[0].n;
  const uploadExists = async (id: string) =>
    (await t.query('SELECT 1 FROM uploads WHERE id = $1', [id])).length === 1;
  /** Seconds since the cart's newest activity. */
  const idleSeconds = async (sessionId: string) =>
    (
      await t.query<{ s: number }>(
        `SELECT extract(epoch FROM now() - max(active_at))::float AS s
           FROM cart_items WHERE session_id = $1`,
        [sessionId],
      )
    )[0].s;

  it('removes a cart idle for 30 days with its upload, and keeps a cart idle for 29', async () => {
    await cleanup();
    const abandoned = await cartWithDesign();
    const recent = await cartWithDesign();
    await idleFor(abandoned.sessionId, '30 days 1 minute');
    await idleFor(recent.sessionId, '29 days 23 hours');

    const report = await cleanup();
    expect(report).toMatchObject({ cartsRemoved: 1, removed: 1 });
    expect(await lineCount(abandoned.sessionId)).toBe(0);
    expect(await uploadExists(abandoned.uploadId)).toBe(false);
    expect(await lineCount(recent.sessionId)).toBe(2);
    expect(await uploadExists(recent.uploadId)).toBe(true);
    await t.http().get(`/api/uploads/${abandoned.uploadId}`).expect(404);
  });

  it('never removes an upload kept in an order, even when an abandoned cart held it too', async () => {
    const sessionId = newSessionId();
    const uploadId = await upload(sessionId);
    await t.http().post('/api/cart').send(customDesignBody(sessionId, { uploadId })).expect(201);
    await checkout(t, checkoutBody(sessionId)).expect(201);
    // The same design in the cart again, then left for good.
    await t.http().post('/api/cart').send(customDesignBody(sessionId, { uploadId })).expect(201);
    await idleFor(sessionId, '90 days');

    expect(await cleanup()).toMatchObject({ cartsRemoved: 1 });
    expect(await lineCount(sessionId)).toBe(0);
    expect(await uploadExists(uploadId)).toBe(true);
    await t.http().get(`/api/uploads/${uploadId}`).expect(200);
  });

  it('counts the newest line: a cart with one recent line is kept whole', async () => {
    const { sessionId, uploadId } = await cartWithDesign();
    await idleFor(sessionId, '45 days');
    await t.query(
      `UPDATE cart_items SET active_at = now() - interval '1 day'
        WHERE id = (SELECT min(id) FROM cart_items WHERE session_id = $1)`,
      [sessionId],
    );
    expect(await cleanup()).toMatchObject({ cartsRemoved: 0 });
    expect(await lineCount(sessionId)).toBe(2);
    expect(await uploadExists(uploadId)).toBe(true);
  });

  it('marks the whole cart active on every change', async () => {
    const { sessionId } = await cartWithDesign();
    const [line] = await t.query<{ id: number }>(
      'SELECT min(id)::int AS id FROM cart_items WHERE session_id = $1',
      [sessionId],
    );
    const changes = [
      () => addToCart(t, sessionId, productId),
      () =>
        t.http().put(`/api/cart/${line.id}`).set('X-Session-Id', sessionId).send({ quantity: 3 }),
      () => t.http().put(`/api/cart/${sessionId}/promo`).send({ code: 'HEALING10' }),
      () => t.http().delete(`/api/cart/${sessionId}/promo`),
    ];
    for (const change of changes) {
      await idleFor(sessionId, '20 days');
      const res = await change();
      expect(res.status).toBeLessThan(300);
      expect(await idleSeconds(sessionId)).toBeLessThan(60);
    }
    // Removing a line leaves the others active, not as idle as before.
    await idleFor(sessionId, '20 days');
    await t.http().delete(`/api/cart/${line.id}`).set('X-Session-Id', sessionId).expect(200);
    expect(await idleSeconds(sessionId)).toBeLessThan(60);
  });

  it('counts opening a cart idle for a day as activity, and writes nothing for a fresher one', async () => {
    const { sessionId } = await cartWithDesign();
    await idleFor(sessionId, '20 hours');
    await t.http().get(`/api/cart/${sessionId}`).expect(200);
    expect(await idleSeconds(sessionId)).toBeGreaterThan(19 * 3600);

    await idleFor(sessionId, '25 days');
    await t.http().get(`/api/cart/${sessionId}/summary`).expect(200);
    expect(await idleSeconds(sessionId)).toBeLessThan(60);

    await idleFor(sessionId, '25 days');
    await t.http().get(`/api/cart/${sessionId}`).expect(200);
    expect(await idleSeconds(sessionId)).toBeLessThan(60);
    expect(await cleanup()).toMatchObject({ cartsRemoved: 0 });
  });

  it('skips a cart that is being changed, and takes it on a later run', async () => {
    const { sessionId, uploadId } = await cartWithDesign();
    await idleFor(sessionId, '31 days');
    const client = new Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      // A change in progress holds the cart, as every cart change does.
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `cart:${sessionId}`,
      ]);
      expect(await cleanup()).toMatchObject({ cartsRemoved: 0 });
      expect(await lineCount(sessionId)).toBe(2);
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
    expect(await cleanup()).toMatchObject({ cartsRemoved: 1 });
    expect(await uploadExists(uploadId)).toBe(false);
  });

  it('removes the promo code of a removed cart, and one kept with an empty cart for 30 days', async () => {
    const { sessionId } = await cartWithDesign();
    await t.http().put(`/api/cart/${sessionId}/promo`).send({ code: 'HEALING10' }).expect(200);
    await idleFor(sessionId, '31 days');
    const emptySession = newSessionId();
    await t.http().put(`/api/cart/${emptySession}/promo`).send({ code: 'HEALING10' }).expect(200);
    await t.query(
      `UPDATE cart_promos SET applied_at = now() - interval '31 days' WHERE session_id = $1`,
      [emptySession],
    );
    const freshSession = newSessionId();
    await t.http().put(`/api/cart/${freshSession}/promo`).send({ code: 'HEALING10' }).expect(200);

    await cleanup();
    const promos = await t.query<{ session_id: string }>(
      'SELECT session_id FROM cart_promos WHERE session_id = ANY($1)',
      [[sessionId, emptySession, freshSession]],
    );
    expect(promos.map((row) => row.session_id)).toEqual([freshSession]);
  });

  it('removes each abandoned cart once when every replica cleans up at the same time', async () => {
    await cleanup();
    const sessions = Array.from({ length: 130 }, () => newSessionId());
    await t.query(
      `INSERT INTO cart_items (session_id, product_id, quantity, active_at)
       SELECT s, $2, 1, now() - interval '40 days' FROM unnest($1::text[]) AS s`,
      [sessions, productId],
    );
    const replica = await createReplica(t.databaseUrl);
    try {
      const reports = await Promise.all([cleanup(), cleanup(replica), cleanup()]);
      const removed = reports.reduce((sum, report) => sum + report.cartsRemoved, 0);
      const left = await t.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM cart_items WHERE session_id = ANY($1)',
        [sessions],
      );
      expect(left[0].n + removed).toBe(sessions.length);
      // What a run skipped (another held it) the next run takes.
      await cleanup();
      const after = await t.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM cart_items WHERE session_id = ANY($1)',
        [sessions],
      );
      expect(after[0].n).toBe(0);
    } finally {
      await replica.close();
    }
  });
});
