import { randomBytes } from 'node:crypto';
import { createReplica, createTestApp, newSessionId, type TestApp } from './support/test-app';

/** A PNG of exactly `size` bytes (its signature, then filler). */
function pngOf(size: number): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, randomBytes(size - signature.length)]);
}

let addressCounter = 0;
/** A client address of its own for each test (the API believes X-Forwarded-For from loopback). */
function freshAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}

describe('upload quotas', () => {
  let t: TestApp;
  let replica: TestApp;
  const settings = {
    UPLOAD_QUOTA_PER_VISITOR: '3',
    UPLOAD_QUOTA_MB_PER_VISITOR: '1',
    UPLOAD_QUOTA_PER_ADDRESS: '5',
    UPLOAD_QUOTA_MB_PER_ADDRESS: '5',
  };

  beforeAll(async () => {
    Object.assign(process.env, settings);
    try {
      t = await createTestApp();
      replica = await createReplica(t.databaseUrl);
    } finally {
      for (const name of Object.keys(settings)) delete process.env[name];
    }
  });
  afterAll(async () => {
    await replica.close();
    await t.close();
  });

  const upload = (
    app: TestApp,
    {
      address,
      sessionId,
      bytes = pngOf(100),
    }: { address: string; sessionId?: string; bytes?: Buffer },
  ) => {
    const req = app.http().post('/api/uploads').set('X-Forwarded-For', address);
    if (sessionId) void req.set('X-Session-Id', sessionId);
    return req.attach('file', bytes, 'design.png');
  };
  const storedFor = async (column: 'session_id' | 'client_address', key: string) =>
    (
      await t.query<{ n: number; bytes: number }>(
        `SELECT count(*)::int AS n, coalesce(sum(size_bytes), 0)::int AS bytes FROM uploads WHERE ${column} = $1`,
        [key],
      )
    )[0];

  it('lets a visitor store so many uploads a day, then answers 429 in the API format', async () => {
    const address = freshAddress();
    const sessionId = newSessionId();
    for (let i = 0; i < 3; i += 1) await upload(t, { address, sessionId }).expect(201);
    const refused = await upload(t, { address, sessionId }).expect(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      message:
        "You have reached today's upload limit (at most 3 images or 1 MB in 24 hours). Please try again later.",
      error: 'Too Many Requests',
      field: 'file',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await storedFor('session_id', sessionId)).toEqual({ n: 3, bytes: 300 });

    // Another visitor on the same address still has room.
    await upload(t, { address, sessionId: newSessionId() }).expect(201);
  });

  it('refuses a visitor over quota before reading the body', async () => {
    const address = freshAddress();
    const sessionId = newSessionId();
    for (let i = 0; i < 3; i += 1) await upload(t, { address, sessionId }).expect(201);
    // Were the body read first, this would be a 415.
    const res = await upload(t, { address, sessionId, bytes: Buffer.from('not an image') });
    expect(res.status).toBe(429);
  });

  it("counts a visitor's bytes too, and stores an upload that still fits", async () => {
    const address = freshAddress();
    const sessionId = newSessionId();
    await upload(t, { address, sessionId, bytes: pngOf(600_000) }).expect(201);
    const over = await upload(t, { address, sessionId, bytes: pngOf(448_577) }).expect(429);
    expect(over.body.message).toMatch(/today's upload limit/);
    await upload(t, { address, sessionId, bytes: pngOf(448_576) }).expect(201);
    expect(await storedFor('session_id', sessionId)).toEqual({ n: 2, bytes: 1024 * 1024 });
    // Exactly at the byte budget: nothing more fits, and that is known before the body.
    const full = await upload(t, { address, sessionId, bytes: Buffer.from('not an image') });
    expect(full.status).toBe(429);
  });

  it('gives an address a budget of its own, whatever session ids it sends', async () => {
    const address = freshAddress();
    for (let i = 0; i < 4; i += 1) {
      await upload(t, { address, sessionId: newSessionId() }).expect(201);
    }
    await upload(t, { address }).expect(201);
    const refused = await upload(t, { address, sessionId: newSessionId() }).expect(429);
    expect(refused.body.message).toBe(
      'Too many images were uploaded from your network today (at most 5 images or 5 MB in 24 hours). Please try again later.',
    );
    await upload(t, { address }).expect(429);
    expect(await storedFor('client_address', address)).toMatchObject({ n: 5 });
    await upload(t, { address: freshAddress() }).expect(201);
  });

  it('counts every address of one IPv6 /64 as one client', async () => {
    for (let i = 1; i <= 5; i += 1) await upload(t, { address: `2001:db8:7:7::${i}` }).expect(201);
    await upload(t, { address: '2001:db8:7:7:ffff:1:2:3' }).expect(429);
    await upload(t, { address: '2001:db8:7:8::1' }).expect(201);
    const [{ n }] = await t.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM uploads WHERE client_address = '2001:db8:7:7::/64'",
    );
    expect(n).toBe(5);
  });

  it('holds exactly for one visitor uploading at once through two replicas', async () => {
    const address = freshAddress();
    const sessionId = newSessionId();
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        upload(i % 2 === 0 ? t : replica, { address, sessionId }).then((res) => res.status),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect(await storedFor('session_id', sessionId)).toMatchObject({ n: 3 });
  });

  it('holds exactly for one address uploading at once through two replicas', async () => {
    const address = freshAddress();
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        upload(i % 2 === 0 ? t : replica, { address, sessionId: newSessionId() }).then(
          (res) => res.status,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect(await storedFor('client_address', address)).toMatchObject({ n: 5 });
  });

  it('counts only the last 24 hours', async () => {
    const address = freshAddress();
    const sessionId = newSessionId();
    for (let i = 0; i < 3; i += 1) await upload(t, { address, sessionId }).expect(201);
    await upload(t, { address, sessionId }).expect(429);
    await t.query(
      "UPDATE uploads SET created_at = now() - interval '24 hours 1 minute' WHERE session_id = $1",
      [sessionId],
    );
    await upload(t, { address, sessionId }).expect(201);
  });
});
