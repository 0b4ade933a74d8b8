import { addOwner } from './support/owners';
import { createTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'copper-kettle-meadow-9';
const TOO_MANY = {
  statusCode: 429,
  message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  error: 'Too Many Requests',
};

describe('sign-in attempts are limited per address and per username, in PostgreSQL', () => {
  let t: TestApp;
  const saved = { ...process.env };
  beforeAll(async () => {
    process.env.SIGN_IN_ATTEMPTS_PER_ADDRESS = '4';
    process.env.SIGN_IN_FAILURES_PER_USER = '2';
    try {
      t = await createTestApp();
    } finally {
      for (const name of ['SIGN_IN_ATTEMPTS_PER_ADDRESS', 'SIGN_IN_FAILURES_PER_USER']) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
    }
    await addOwner(t, 'mira', PASSWORD);
    await addOwner(t, 'otto', PASSWORD);
  });
  afterAll(async () => {
    await t.close();
  });

  let nextAddress = 1;
  const attempt = (username: string, password: string, address?: string) =>
    t
      .http()
      .post('/api/admin/session')
      .set('X-Forwarded-For', address ?? `198.51.100.${nextAddress++}`)
      .send({ username, password });

  it('stops a username after its failures, even with the right password, from any address', async () => {
    await attempt('mira', 'wrong-password-1').expect(401);
    await attempt('MIRA', 'wrong-password-2').expect(401);
    const refused = await attempt('mira', PASSWORD).expect(429);
    expect(refused.body).toEqual(TOO_MANY);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await t.query(`SELECT 1 FROM admin_sessions`)).toEqual([]);
    // The counters live in PostgreSQL (so every replica shares them), keyed by a hash.
    const keys = await t.query<{ key: string }>(`SELECT key FROM sign_in_limits`);
    expect(keys.some((row) => row.key.startsWith('sign-in-username:'))).toBe(true);
    expect(JSON.stringify(keys)).not.toMatch(/mira/i);
  });

  it("a successful sign-in clears the username's failures", async () => {
    await attempt('otto', 'wrong-password-1').expect(401);
    await attempt('otto', PASSWORD).expect(200);
    await attempt('otto', 'wrong-password-2').expect(401);
    await attempt('otto', 'wrong-password-3').expect(401);
    await attempt('otto', PASSWORD).expect(429);
  });

  it('stops an address after its attempts, whatever usernames it tries', async () => {
    const address = '192.0.2.50';
    for (const username of ['ann1', 'ann2', 'ann3', 'ann4']) {
      await attempt(username, 'wrong-password-1', address).expect(401);
    }
    const refused = await attempt('ann5', 'wrong-password-1', address).expect(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // Another address is not affected.
    await attempt('ann5', 'wrong-password-1', '192.0.2.51').expect(401);
  });
});
