import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { UploadCleanupService } from '../src/uploads/upload-cleanup.service';
import { checkout, checkoutBody, customDesignBody } from './cart-fixtures';
import { createReplica, createTestApp, newSessionId, type TestApp } from './support/test-app';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('a design nobody ordered'),
]);

describe('removing uploads nothing refers to', () => {
  let t: TestApp;
  const cleanup = (app: TestApp = t) => app.app.get(UploadCleanupService).run();

  beforeAll(async () => {
    // Runs are started by the tests themselves, except where a test starts the timer.
    process.env.UPLOAD_CLEANUP_INTERVAL_MS = '0';
    try {
      t = await createTestApp();
    } finally {
      delete process.env.UPLOAD_CLEANUP_INTERVAL_MS;
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const uploadAs = async (sessionId: string | null, address = '192.0.2.10'): Promise<string> => {
    const req = t.http().post('/api/uploads').set('X-Forwarded-For', address);
    if (sessionId) void req.set('X-Session-Id', sessionId);
    const res = await req.attach('file', png, 'design.png').expect(201);
    return res.body.id as string;
  };
  const backdate = (ids: string[], age = '25 hours') =>
    t.query(`UPDATE uploads SET created_at = now() - $2::interval WHERE id = ANY($1)`, [ids, age]);
  const existing = async (ids: string[]) =>
    (await t.query<{ id: string }>('SELECT id FROM uploads WHERE id = ANY($1)', [ids]))
      .map((row) => row.id)
      .sort();
  const insertOld = async (count: number): Promise<string[]> => {
    const ids = Array.from({ length: count }, () => randomUUID());
    for (const id of ids) {
      await t.query(
        `INSERT INTO uploads (id, original_name, mime_type, size_bytes, content, created_at)
         VALUES ($1, 'old.png', 'image/png', $2, $3, now() - interval '2 days')`,
        [id, png.length, png],
      );
    }
    return ids;
  };

  it('removes unreferenced uploads older than a day and keeps every other one', async () => {
    await cleanup();
    const sessionId = newSessionId();
    const forgotten = await uploadAs(sessionId);
    const young = await uploadAs(sessionId);
    const almostADay = await uploadAs(sessionId);
    const inCart = await uploadAs(sessionId);
    const ordered = await uploadAs(sessionId);
    // A row from before uploads lived in the database, whose file was never found.
    const lostFile = randomUUID();
    await t.query(
      `INSERT INTO uploads (id, original_name, mime_type, size_bytes, storage_key, created_at)
       VALUES ($1, 'lost.png', 'image/png', 10, $2, now() - interval '30 days')`,
      [lostFile, `${lostFile}.png`],
    );

    await t
      .http()
      .post('/api/cart')
      .send(customDesignBody(sessionId, { uploadId: ordered }))
      .expect(201);
    await checkout(t, checkoutBody(sessionId)).expect(201);
    await t
      .http()
      .post('/api/cart')
      .send(customDesignBody(sessionId, { uploadId: inCart }))
      .expect(201);
    await backdate([forgotten, inCart, ordered]);
    await backdate([almostADay], '23 hours 59 minutes');

    expect(await cleanup()).toMatchObject({ removed: 2 });
    expect(await existing([forgotten, young, almostADay, inCart, ordered, lostFile])).toEqual(
      [young, almostADay, inCart, ordered].sort(),
    );

    const gone = await t.http().get(`/api/uploads/${forgotten}`).expect(404);
    expect(gone.body.message).toBe('No such upload.');
    for (const kept of [young, inCart, ordered]) {
      await t.http().get(`/api/uploads/${kept}`).expect(200);
    }
    // The cart line and the order line still show their designs.
    const [cartLine] = await t.query<{ upload_id: string }>(
      'SELECT upload_id FROM cart_items WHERE session_id = $1',
      [sessionId],
    );
    expect(cartLine.upload_id).toBe(inCart);
    const [orderLine] = await t.query<{ image: string }>(
      `SELECT i.image FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.session_id = $1`,
      [sessionId],
    );
    // The order line's picture is the designed piece, drawn with the kept upload.
    expect(orderLine.image).toMatch(/^\/api\/designs\/preview\.png\?/);
    expect(orderLine.image).toContain(`&uploadId=${ordered}&`);

    // A design naming the removed upload is refused as any unknown upload is.
    const refused = await t
      .http()
      .post('/api/cart')
      .send(customDesignBody(sessionId, { uploadId: forgotten }))
      .expect(400);
    expect(refused.body).toMatchObject({
      message: 'Upload not found',
      field: 'customDesignData.uploadId',
    });

    // Nothing left to do: a second run removes nothing.
    expect(await cleanup()).toMatchObject({ removed: 0 });
  });

  it('keeps an upload whose cart line is being added while the cleanup runs', async () => {
    await cleanup();
    const sessionId = newSessionId();
    const uploadId = await uploadAs(sessionId);
    await backdate([uploadId]);
    const client = new Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO cart_items (session_id, is_custom_design, custom_product_name, upload_id)
         VALUES ($1, true, 'Custom tshirts - love-is', $2)`,
        [sessionId, uploadId],
      );
      // The run skips the upload the open transaction holds instead of waiting for it.
      await cleanup();
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
    expect(await existing([uploadId])).toEqual([uploadId]);
    const [line] = await t.query<{ upload_id: string | null }>(
      'SELECT upload_id FROM cart_items WHERE session_id = $1',
      [sessionId],
    );
    expect(line.upload_id).toBe(uploadId);
  });

  it('erases client addresses once the quota no longer counts the upload', async () => {
    const sessionId = newSessionId();
    const kept = await uploadAs(sessionId, '192.0.2.77');
    const recent = await uploadAs(sessionId, '192.0.2.77');
    await t
      .http()
      .post('/api/cart')
      .send(customDesignBody(sessionId, { uploadId: kept }))
      .expect(201);
    await backdate([kept]);
    const report = await cleanup();
    expect(report.addressesErased).toBeGreaterThanOrEqual(1);
    const rows = await t.query<{ id: string; client_address: string | null }>(
      'SELECT id, client_address FROM uploads WHERE id = ANY($1)',
      [[kept, recent]],
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.client_address]))).toEqual({
      [kept]: null,
      [recent]: '192.0.2.77',
    });
  });

  it('removes each upload once when every replica cleans up at the same time', async () => {
    await cleanup();
    const replica = await createReplica(t.databaseUrl);
    try {
      const ids = await insertOld(250);
      const reports = await Promise.all([cleanup(), cleanup(replica), cleanup()]);
      expect(reports.reduce((sum, report) => sum + report.removed, 0)).toBe(ids.length);
      expect(await existing(ids)).toEqual([]);
    } finally {
      await replica.close();
    }
  });

  it('runs by itself soon after start, then every interval, and stops with the app', async () => {
    const intervalMs = 200;
    // The service's timers on a fake clock; promises, I/O and the database stay real.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'Date'] });
    process.env.UPLOAD_CLEANUP_INTERVAL_MS = String(intervalMs);
    let replica: TestApp;
    try {
      replica = await createReplica(t.databaseUrl);
    } finally {
      delete process.env.UPLOAD_CLEANUP_INTERVAL_MS;
    }
    const service = replica.app.get(UploadCleanupService);
    const runs: Promise<unknown>[] = [];
    const run = service.run.bind(service);
    jest.spyOn(service, 'run').mockImplementation(() => {
      const started = run();
      runs.push(started);
      return started;
    });
    /** Lets a finished run schedule the next one before the clock moves on. */
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    let isClosed = false;
    try {
      const [first] = await insertOld(1);
      // The first run comes after the interval when that is shorter than the usual first delay.
      await jest.advanceTimersByTimeAsync(intervalMs - 1);
      expect(runs).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(1);
      expect(runs).toHaveLength(1);
      await runs[0];
      await settle();
      expect(await existing([first])).toEqual([]);
      // And again, on its interval.
      const [second] = await insertOld(1);
      await jest.advanceTimersByTimeAsync(intervalMs);
      expect(runs).toHaveLength(2);
      await runs[1];
      expect(await existing([second])).toEqual([]);
      await settle();
      // Closing drains the HTTP server turn by turn on the same clock.
      const closing = replica.close().then(() => (isClosed = true));
      while (!isClosed) await jest.advanceTimersByTimeAsync(10);
      await closing;
      const [afterClose] = await insertOld(1);
      await jest.advanceTimersByTimeAsync(intervalMs * 10);
      expect(runs).toHaveLength(2);
      expect(await existing([afterClose])).toEqual([afterClose]);
    } finally {
      jest.useRealTimers();
      if (!isClosed) await replica.close();
    }
  });
});
