import { OwnerAccounts } from '../src/owners/owner-accounts';
import { addOwner, signIn } from './support/owners';
import { createTestApp, newSessionId, type TestApp } from './support/test-app';

const PASSWORD = 'amber-fox-window-77';
const AUTOMATION_TOKEN = 'automation-token-5e1c9a0b7d2f4e6a';
const PLEASE_SIGN_IN = { statusCode: 401, message: 'Please sign in.', error: 'Unauthorized' };

type Call = {
  name: string;
  method: 'get' | 'post' | 'put' | 'delete';
  path: (storyId: number) => string;
};
const GUARDED: Call[] = [
  { name: 'audit', method: 'get', path: () => '/api/admin/audit' },
  { name: 'moderation list', method: 'get', path: () => '/api/admin/healing-moments' },
  { name: 'approve', method: 'post', path: (id) => `/api/admin/healing-moments/${id}/approve` },
  { name: 'reject', method: 'post', path: (id) => `/api/admin/healing-moments/${id}/reject` },
];
/**
 * The rest of the back office: refused alike without an owner; with one, the guard lets them
 * through to their own checks (a bare request may then be a 400 or a 404, never a 401).
 */
const ALSO_GUARDED: Call[] = [
  { name: 'orders', method: 'get', path: () => '/api/admin/orders' },
  { name: 'order', method: 'get', path: () => '/api/admin/orders/1' },
  { name: 'payment link', method: 'post', path: () => '/api/admin/orders/1/payment-link' },
  { name: 'paid', method: 'post', path: () => '/api/admin/orders/1/paid' },
  { name: 'shipped', method: 'post', path: () => '/api/admin/orders/1/shipped' },
  { name: 'delivered', method: 'post', path: () => '/api/admin/orders/1/delivered' },
  { name: 'cancel', method: 'post', path: () => '/api/admin/orders/1/cancel' },
  { name: 'refund', method: 'post', path: () => '/api/admin/orders/1/refunds' },
  { name: 'undo', method: 'post', path: () => '/api/admin/orders/1/undo' },
  { name: 'products', method: 'get', path: () => '/api/admin/products' },
  { name: 'product', method: 'get', path: () => '/api/admin/products/1' },
  { name: 'create product', method: 'post', path: () => '/api/admin/products' },
  { name: 'edit product', method: 'put', path: () => '/api/admin/products/1' },
  { name: 'archive', method: 'post', path: () => '/api/admin/products/1/archive' },
  { name: 'restore', method: 'post', path: () => '/api/admin/products/1/restore' },
  { name: 'product image', method: 'post', path: () => '/api/admin/products/1/image' },
  { name: 'story counts', method: 'get', path: () => '/api/admin/healing-moments/counts' },
  { name: 'dashboard', method: 'get', path: () => '/api/admin/dashboard' },
  { name: 'waiting', method: 'get', path: () => '/api/admin/waiting' },
  { name: 'messages', method: 'get', path: () => '/api/admin/messages' },
  { name: 'handled', method: 'post', path: () => '/api/admin/messages/1/handled' },
  { name: 'subscribers', method: 'get', path: () => '/api/admin/subscribers' },
  { name: 'subscribers csv', method: 'get', path: () => '/api/admin/subscribers.csv' },
  { name: 'unsubscribe', method: 'delete', path: () => '/api/admin/subscribers/1' },
];
const SESSION: Call = { name: 'session', method: 'get', path: () => '/api/admin/session' };

describe('every /api/admin endpoint needs an owner session or the automation token', () => {
  let t: TestApp;
  const saved = process.env.ADMIN_TOKEN;
  beforeAll(async () => {
    process.env.ADMIN_TOKEN = AUTOMATION_TOKEN;
    t = await createTestApp();
    await addOwner(t, 'keeper', PASSWORD);
    await addOwner(t, 'leaver', PASSWORD);
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.ADMIN_TOKEN;
    else process.env.ADMIN_TOKEN = saved;
    await t.close();
  });

  async function story(): Promise<number> {
    const res = await t
      .http()
      .post('/api/healing-moments')
      .send({ name: 'Someone', story: 'A story to review.', category: 'loss' })
      .expect(201);
    return res.body.id as number;
  }

  async function expectRefused(headers: Record<string, string>): Promise<void> {
    const id = await story();
    const before = await t.query('SELECT count(*)::int AS n, max(updated_at) AS at FROM products');
    for (const call of [SESSION, ...GUARDED, ...ALSO_GUARDED]) {
      const res = await t.http()[call.method](call.path(id)).set(headers);
      expect({ call: call.name, status: res.status, body: res.body }).toEqual({
        call: call.name,
        status: 401,
        body: PLEASE_SIGN_IN,
      });
    }
    const [row] = await t.query('SELECT moderation_status FROM healing_moments WHERE id = $1', [
      id,
    ]);
    expect(row).toEqual({ moderation_status: 'pending' });
    expect(await t.query('SELECT count(*)::int AS n, max(updated_at) AS at FROM products')).toEqual(
      before,
    );
  }

  it('refuses a request without a session', async () => {
    await expectRefused({});
  });

  it("refuses a shopper's X-Session-Id", async () => {
    await expectRefused({ 'X-Session-Id': newSessionId() });
  });

  it('refuses a wrong or malformed automation token', async () => {
    await expectRefused({ Authorization: `Bearer ${AUTOMATION_TOKEN}x` });
    await expectRefused({ Authorization: AUTOMATION_TOKEN });
  });

  it('refuses a session idle too long, or past its absolute end', async () => {
    const idle = await signIn(t, 'keeper', PASSWORD);
    await t.query(`UPDATE admin_sessions SET last_seen_at = now() - interval '8 hours 1 minute'`);
    await expectRefused({ Cookie: idle });
    const old = await signIn(t, 'keeper', PASSWORD);
    await t.query(
      `UPDATE admin_sessions SET expires_at = now() - interval '1 second', last_seen_at = now()`,
    );
    await expectRefused({ Cookie: old });
  });

  it('refuses the session of an owner since removed', async () => {
    const cookie = await signIn(t, 'leaver', PASSWORD);
    await t.http().get('/api/admin/session').set('Cookie', cookie).expect(200);
    await new OwnerAccounts(t.dataSource).remove('leaver');
    await expectRefused({ Cookie: cookie });
  });

  it("lets the owner's session through, keeping it alive", async () => {
    const cookie = await signIn(t, 'keeper', PASSWORD);
    await t.query(`UPDATE admin_sessions SET last_seen_at = now() - interval '2 hours'`);
    const id = await story();
    for (const call of [SESSION, ...GUARDED]) {
      const res = await t.http()[call.method](call.path(id)).set('Cookie', cookie);
      expect({ call: call.name, status: res.status }).toEqual({ call: call.name, status: 200 });
    }
    for (const call of ALSO_GUARDED) {
      const res = await t.http()[call.method](call.path(id)).set('Cookie', cookie);
      expect({ call: call.name, passed: res.status !== 401 }).toEqual({
        call: call.name,
        passed: true,
      });
    }
    const [row] = await t.query<{ fresh: boolean }>(
      `SELECT last_seen_at > now() - interval '1 minute' AS fresh FROM admin_sessions`,
    );
    expect(row.fresh).toBe(true);
  });

  it('lets the automation token through every endpoint but the session', async () => {
    const id = await story();
    const auth = { Authorization: `Bearer ${AUTOMATION_TOKEN}` };
    for (const call of GUARDED) {
      const res = await t.http()[call.method](call.path(id)).set(auth);
      expect({ call: call.name, status: res.status }).toEqual({ call: call.name, status: 200 });
    }
    // The session endpoint is about a signed-in owner; a token is none.
    await t.http().get('/api/admin/session').set(auth).expect(401);
  });

  it('refuses admin writes sent from another site, even with a valid session', async () => {
    const cookie = await signIn(t, 'keeper', PASSWORD);
    const id = await story();
    await t
      .http()
      .post(`/api/admin/healing-moments/${id}/approve`)
      .set('Cookie', cookie)
      .set('Origin', 'https://evil.example')
      .expect(403);
    const [row] = await t.query('SELECT moderation_status FROM healing_moments WHERE id = $1', [
      id,
    ]);
    expect(row).toEqual({ moderation_status: 'pending' });
  });
});
