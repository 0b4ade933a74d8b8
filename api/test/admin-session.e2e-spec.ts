import { createHash } from 'node:crypto';
import * as argon2 from '@node-rs/argon2';
import { SESSION_COOKIE } from '../src/owners/session-cookie';
import { addOwner, sessionCookieOf, signIn } from './support/owners';
import { createTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'quiet-river-lantern-42';
const WRONG = {
  statusCode: 401,
  message: 'The username or password is not right.',
  error: 'Unauthorized',
};
const PLEASE_SIGN_IN = { statusCode: 401, message: 'Please sign in.', error: 'Unauthorized' };

jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});
const verifyCalls = argon2.verify as jest.MockedFunction<typeof argon2.verify>;

function tokenOf(cookie: string): string {
  return cookie.slice(SESSION_COOKIE.length + 1);
}

describe('owner sign-in, session and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await addOwner(t, 'Anna', PASSWORD);
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs in with a strict HttpOnly cookie whose token is stored only as its SHA-256', async () => {
    const res = await t
      .http()
      .post('/api/admin/session')
      .send({ username: 'anna', password: PASSWORD })
      .expect(200);
    expect(res.body).toEqual({ username: 'Anna' });
    expect(res.headers['cache-control']).toBe('no-store');
    const [line] = res.headers['set-cookie'] as unknown as string[];
    const attributes = line.split('; ');
    expect(attributes[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}$`));
    expect(attributes.slice(1).sort()).toEqual(
      ['HttpOnly', 'Max-Age=604800', 'Path=/api/admin', 'SameSite=Strict'].sort(),
    );
    const token = tokenOf(sessionCookieOf(line));
    const rows = await t.query<{ token_hash: Buffer; user_id: number; idle: boolean }>(
      `SELECT token_hash, user_id, expires_at BETWEEN now() + interval '6 days 23 hours' AND now() + interval '7 days' AS idle
         FROM admin_sessions`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash.equals(createHash('sha256').update(token).digest())).toBe(true);
    expect(rows[0].idle).toBe(true);
    const dump = await t.query<{ s: string }>(`SELECT s::text AS s FROM admin_sessions s`);
    expect(JSON.stringify(dump)).not.toContain(token);
  });

  it('tells who is signed in, then signs out for good', async () => {
    const cookie = await signIn(t, 'Anna', PASSWORD);
    const who = await t.http().get('/api/admin/session').set('Cookie', cookie).expect(200);
    expect(who.body).toEqual({ username: 'Anna' });

    const out = await t.http().delete('/api/admin/session').set('Cookie', cookie).expect(204);
    const [cleared] = out.headers['set-cookie'] as unknown as string[];
    expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE}=; Path=/api/admin; Max-Age=0;`));
    expect(cleared).toContain('HttpOnly');
    const left = await t.query(`SELECT 1 FROM admin_sessions WHERE token_hash = $1`, [
      createHash('sha256').update(tokenOf(cookie)).digest(),
    ]);
    expect(left).toEqual([]);
    const after = await t.http().get('/api/admin/session').set('Cookie', cookie).expect(401);
    expect(after.body).toEqual(PLEASE_SIGN_IN);
    // Signing out again is harmless.
    await t.http().delete('/api/admin/session').set('Cookie', cookie).expect(204);
  });

  it('gives a wrong password and an unknown owner the same answer, and the same argon2 work', async () => {
    // Time is measured by work done, not by a clock: a clock in a test on a busy machine lies.
    const verifications: Record<string, number> = {};
    for (const [kind, username] of [
      ['wrong', 'Anna'],
      ['unknown', 'nobody-here'],
    ] as const) {
      verifyCalls.mockClear();
      const res = await t
        .http()
        .post('/api/admin/session')
        .set('X-Forwarded-For', `203.0.113.${kind === 'wrong' ? 10 : 11}`)
        .send({ username, password: 'not-the-password-1' })
        .expect(401);
      expect(res.body).toEqual(WRONG);
      expect(res.headers['set-cookie']).toBeUndefined();
      verifications[kind] = verifyCalls.mock.calls.length;
    }
    // Both pay for one argon2 verification; no early answer for an unknown name.
    expect(verifications).toEqual({ wrong: 1, unknown: 1 });
  });

  it('refuses bad bodies with 400 and odd cookies with 401, never 500', async () => {
    for (const body of [
      {},
      { username: 'Anna' },
      { username: 5, password: PASSWORD },
      { username: 'Anna', password: PASSWORD, admin: true },
      { username: 'Anna', password: 'x'.repeat(201) },
      { username: 'a'.repeat(101), password: PASSWORD },
    ]) {
      const res = await t.http().post('/api/admin/session').send(body);
      expect(res.status).toBe(400);
    }
    const huge = await t
      .http()
      .post('/api/admin/session')
      .set('Content-Type', 'application/json')
      .send(`{"username":"Anna","password":"${'p'.repeat(2 * 1024 * 1024)}"}`);
    expect(huge.status).toBe(413);
    for (const cookie of [
      `${SESSION_COOKIE}=`,
      `${SESSION_COOKIE}=${'A'.repeat(42)}`,
      `${SESSION_COOKIE}=${'A'.repeat(43)}`,
      `${SESSION_COOKIE}=%00%ff; =; ;;; a`,
      `x=1; ${SESSION_COOKIE}="${'A'.repeat(43)}"`,
      'garbage without equals',
    ]) {
      const res = await t.http().get('/api/admin/session').set('Cookie', cookie);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(PLEASE_SIGN_IN);
    }
  });

  it('refuses a sign-in posted from another site before counting or storing anything', async () => {
    const res = await t
      .http()
      .post('/api/admin/session')
      .set('Origin', 'https://evil.example')
      .set('X-Forwarded-For', '192.0.2.99')
      .send({ username: 'Anna', password: PASSWORD })
      .expect(403);
    expect(res.headers['set-cookie']).toBeUndefined();
    const del = await t
      .http()
      .delete('/api/admin/session')
      .set('Origin', 'https://evil.example')
      .expect(403);
    expect(del.headers['set-cookie']).toBeUndefined();
    const counters = await t.query(
      `SELECT key FROM sign_in_failures WHERE key LIKE '%192.0.2.99%'`,
    );
    expect(counters).toEqual([]);
    const audited = await t.query(
      `SELECT id FROM audit_log WHERE details->>'address' = '192.0.2.99'`,
    );
    expect(audited).toEqual([]);
  });

  it('accepts a sign-in from the shop\u2019s own pages', async () => {
    await t
      .http()
      .post('/api/admin/session')
      .set('Origin', 'http://localhost:8080')
      .send({ username: 'Anna', password: PASSWORD })
      .expect(200);
  });
});
