import { Writable } from 'node:stream';
import { createLogger } from '../src/observability/logging';
import type { AuditPageDto } from '@healing/contracts/admin';
import { addOwner, signIn } from './support/owners';
import { createTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'velvet-harbour-orchid-31';
const AUTOMATION_TOKEN = 'automation-token-0f9e8d7c6b5a4932';

class CapturedLog extends Writable {
  readonly raw: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.raw.push(chunk.toString('utf8'));
    done();
  }
}

describe('the audit log', () => {
  let t: TestApp;
  const log = new CapturedLog();
  const saved = { ...process.env };
  beforeAll(async () => {
    process.env.ADMIN_TOKEN = AUTOMATION_TOKEN;
    process.env.LOG_REQUESTS = '1';
    t = await createTestApp({ logger: createLogger('debug', log) });
  });
  afterAll(async () => {
    for (const name of ['ADMIN_TOKEN', 'LOG_REQUESTS']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
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

  it('records sign-in, moderation by owner and automation, and sign-out; newest first', async () => {
    await addOwner(t, 'Rosa', PASSWORD);
    const cookie = await signIn(t, 'rosa', PASSWORD);
    const approved = await story();
    const rejected = await story();
    await t.http().post(`/api/admin/healing-moments/${approved}/approve`).set('Cookie', cookie);
    await t
      .http()
      .post(`/api/admin/healing-moments/${rejected}/reject`)
      .set('Authorization', `Bearer ${AUTOMATION_TOKEN}`)
      .expect(200);
    await t.http().delete('/api/admin/session').set('Cookie', cookie).expect(204);

    const again = await signIn(t, 'Rosa', PASSWORD);
    const res = await t.http().get('/api/admin/audit').set('Cookie', again).expect(200);
    const page = res.body as AuditPageDto;
    expect(page).toMatchObject({ page: 1, pageSize: 50, total: 6 });
    expect(page.entries.map((e) => [e.actor, e.action, e.targetType, e.targetId])).toEqual([
      ['Rosa', 'owner.signed_in', null, null],
      ['Rosa', 'owner.signed_out', null, null],
      ['automation', 'story.rejected', 'story', String(rejected)],
      ['Rosa', 'story.approved', 'story', String(approved)],
      ['Rosa', 'owner.signed_in', null, null],
      ['cli', 'owner.added', 'owner', expect.any(String)],
    ]);
    expect(page.entries[5].details).toEqual({ username: 'Rosa' });
    expect(page.entries[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const [owner] = await t.query<{ id: number }>(`SELECT id FROM users`);
    const rows = await t.query<{ actor_user_id: number | null; actor_label: string }>(
      `SELECT actor_user_id, actor_label FROM audit_log ORDER BY id`,
    );
    expect(rows.map((r) => r.actor_user_id)).toEqual([
      null,
      owner.id,
      owner.id,
      null,
      owner.id,
      owner.id,
    ]);

    const second = await t
      .http()
      .get('/api/admin/audit?page=2&pageSize=4')
      .set('Cookie', again)
      .expect(200);
    expect((second.body as AuditPageDto).entries.map((e) => e.action)).toEqual([
      'owner.signed_in',
      'owner.added',
    ]);
    for (const query of ['page=0', 'pageSize=101', 'page=1e3', 'page=abc', 'sort=id']) {
      await t.http().get(`/api/admin/audit?${query}`).set('Cookie', again).expect(400);
    }
  });

  it('records every failed and refused sign-in with its address, naming only an owner', async () => {
    await addOwner(t, 'Vera', PASSWORD);
    const attempt = (username: string, password: string) =>
      t
        .http()
        .post('/api/admin/session')
        .set('X-Forwarded-For', '192.0.2.77')
        .send({ username, password });
    for (let i = 0; i < 5; i += 1) await attempt('vera', `wrong-${i}-password`).expect(401);
    await attempt('vera', PASSWORD).expect(429);
    const cookie = await signIn(t, 'Vera', PASSWORD, '192.0.2.78');
    const res = await t.http().get('/api/admin/audit?pageSize=7').set('Cookie', cookie).expect(200);
    const [owner] = await t.query<{ id: number }>(`SELECT id FROM users WHERE username = 'Vera'`);
    const entries = (res.body as AuditPageDto).entries.slice(1).reverse();
    expect(entries.map((e) => [e.actor, e.action, e.targetType, e.targetId, e.details])).toEqual([
      ...[1, 2, 3, 4, 5].map((n) => [
        'anonymous',
        'owner.sign_in_failed',
        'owner',
        String(owner.id),
        {
          username: 'Vera',
          address: '192.0.2.77',
          failuresFromAddress: n,
          failuresInBurst: n,
          ownerAlerted: n === 5,
        },
      ]),
      [
        'anonymous',
        'owner.sign_in_refused',
        'owner',
        String(owner.id),
        {
          username: 'Vera',
          address: '192.0.2.77',
          mustWait: 'username at address',
          waitSeconds: 60,
        },
      ],
    ]);
  });

  it('records a failed sign-in whose username is no owner without what was typed', async () => {
    const typed = 'mistyped-password-in-username';
    await t
      .http()
      .post('/api/admin/session')
      .set('X-Forwarded-For', '192.0.2.90')
      .send({ username: typed, password: 'anything-at-all' })
      .expect(401);
    const [row] = await t.query<{ target_type: string | null; details: unknown }>(
      `SELECT target_type, details FROM audit_log ORDER BY id DESC LIMIT 1`,
    );
    expect(row).toEqual({
      target_type: null,
      details: {
        username: null,
        address: '192.0.2.90',
        failuresFromAddress: 1,
        failuresInBurst: 1,
        ownerAlerted: false,
      },
    });
    const logged = JSON.stringify(await t.query(`SELECT * FROM audit_log`));
    expect(logged).not.toContain(typed);
  });

  it('stores an argon2id hash, and the password, token and session in no table or log line', async () => {
    const password = 'distinctive-Secret-Phrase-8841';
    await addOwner(t, 'Lea', password);
    await t
      .http()
      .post('/api/admin/session')
      .send({ username: 'Lea', password: `${password}-wrong` })
      .expect(401);
    const cookie = await signIn(t, 'Lea', password);
    const token = cookie.split('=')[1];
    const [row] = await t.query<{ password_hash: string }>(
      `SELECT password_hash FROM users WHERE username = 'Lea'`,
    );
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const tables = await t.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of tables) {
      const dump = await t.query<{ row: string }>(`SELECT t::text AS row FROM "${table_name}" t`);
      const text = dump.map((r) => r.row).join('\n');
      expect({ table_name, leaks: text.includes(password) || text.includes(token) }).toEqual({
        table_name,
        leaks: false,
      });
    }
    const logged = log.raw.join('');
    expect(logged.length).toBeGreaterThan(0);
    expect(logged).not.toContain(password);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(row.password_hash);
  });
});
