import { Clock } from '../src/common/clock';
import { addOwner } from './support/owners';
import { createReplica, createTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'copper-kettle-meadow-9';
const OWNER_EMAIL = 'owner@healing-shop.example';
const SETTINGS = {
  SIGN_IN_FAILURES_PER_USER_AND_ADDRESS: '3',
  SIGN_IN_FAILURES_PER_ADDRESS: '6',
  SIGN_IN_FIRST_WAIT_SECONDS: '60',
  SIGN_IN_MAX_WAIT_MINUTES: '10',
  SIGN_IN_FORGET_HOURS: '24',
  SIGN_IN_ALERT_FAILURES: '4',
  SIGN_IN_BURST_QUIET_MINUTES: '30',
  OWNER_EMAIL,
};
const MINUTE = 60_000;

function tooMany(minutes: number) {
  return {
    statusCode: 429,
    message: `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    error: 'Too Many Requests',
  };
}

/** Runs `start` with SETTINGS in the environment, as the API reads it when it starts. */
async function withSettings<T>(start: () => Promise<T>): Promise<T> {
  const saved = { ...process.env };
  Object.assign(process.env, SETTINGS);
  try {
    return await start();
  } finally {
    for (const name of Object.keys(SETTINGS)) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  }
}

describe('owner sign-in limits: per address, never by other addresses, in PostgreSQL', () => {
  let t: TestApp;
  let now = new Date('2025-03-01T09:00:00Z');
  beforeAll(async () => {
    t = await withSettings(() => createTestApp());
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
    for (const name of ['mira', 'otto', 'ines', 'juno', 'kai', 'lev', 'noor', 'pia', 'quin']) {
      await addOwner(t, name, PASSWORD);
    }
  });
  afterAll(async () => {
    await t.close();
  });
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  let nextAddress = 1;
  const freshAddress = () => `198.51.100.${nextAddress++}`;
  const attempt = (username: string, password: string, address = freshAddress()) =>
    t
      .http()
      .post('/api/admin/session')
      .set('X-Forwarded-For', address)
      .send({ username, password });
  const alerts = (username: string) =>
    t.query<{ to_address: string; subject: string; text_body: string }>(
      `SELECT to_address, subject, text_body FROM mail_outbox
        WHERE kind = 'owner-sign-in-alert' AND subject LIKE $1 ORDER BY id`,
      [`% as ${username}`],
    );

  it("signs the owner in at once after other addresses' failures (the report's lock-out pattern)", async () => {
    for (let i = 0; i < 5; i += 1) await attempt('mira', 'wrong-password-1').expect(401);
    const res = await attempt('mira', PASSWORD);
    expect(res.status).toBe(200);
  });

  it('signs the owner in from a new address while many others are failing and waiting', async () => {
    for (let i = 0; i < 6; i += 1) {
      const address = freshAddress();
      for (let j = 0; j < 3; j += 1) await attempt('otto', 'wrong-password-1', address).expect(401);
      await attempt('otto', 'wrong-password-1', address).expect(429);
    }
    await attempt('otto', PASSWORD).expect(200);
  });

  it('makes an address wait after its free failures at one username, even with the right password', async () => {
    const address = freshAddress();
    for (let i = 0; i < 3; i += 1) await attempt('ines', 'wrong-password-1', address).expect(401);
    const refused = await attempt('ines', PASSWORD, address).expect(429);
    expect(refused.body).toEqual(tooMany(1));
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('lets that address try again once its wait is over', async () => {
    const address = freshAddress();
    for (let i = 0; i < 3; i += 1) await attempt('juno', 'wrong-password-1', address).expect(401);
    advance(MINUTE);
    await attempt('juno', PASSWORD, address).expect(200);
  });

  it('doubles the wait with each further failure, up to the longest wait', async () => {
    const address = freshAddress();
    for (let i = 0; i < 3; i += 1) await attempt('kai', 'wrong-password-1', address).expect(401);
    const waits: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const refused = await attempt('kai', 'wrong-password-1', address).expect(429);
      waits.push(String(refused.headers['retry-after']));
      advance(Number(refused.headers['retry-after']) * 1000);
      await attempt('kai', 'wrong-password-1', address).expect(401);
    }
    expect(waits).toEqual(['60', '120', '240', '480', '600']);
  });

  it("forgets an address's failures after a day without one", async () => {
    const address = freshAddress();
    for (let i = 0; i < 3; i += 1) await attempt('lev', 'wrong-password-1', address).expect(401);
    advance(24 * 60 * MINUTE);
    for (let i = 0; i < 3; i += 1) await attempt('lev', 'wrong-password-1', address).expect(401);
  });

  it("forgets the username's failures at an address when it signs in there", async () => {
    const address = freshAddress();
    for (let i = 0; i < 2; i += 1) await attempt('noor', 'wrong-password-1', address).expect(401);
    await attempt('noor', PASSWORD, address).expect(200);
    for (let i = 0; i < 2; i += 1) await attempt('noor', 'wrong-password-1', address).expect(401);
    await attempt('noor', PASSWORD, address).expect(200);
  });

  it("never uses up an address's allowance with successful sign-ins", async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await attempt('pia', PASSWORD, address)).status);
    expect(statuses).toEqual(new Array<number>(12).fill(200));
  });

  it('makes an address wait after its free failures across usernames; other addresses are not affected', async () => {
    const address = freshAddress();
    for (const username of ['ann1', 'ann2', 'ann3', 'ann4', 'ann5', 'ann6']) {
      await attempt(username, 'wrong-password-1', address).expect(401);
    }
    const refused = await attempt('ann7', 'wrong-password-1', address).expect(429);
    expect(refused.body).toEqual(tooMany(1));
    await attempt('ann7', 'wrong-password-1').expect(401);
  });

  it('counts parallel attempts from one address one after the other', async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => attempt('quin', 'wrong-password-1', address)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('shares the counters between replicas, keyed without any username', async () => {
    const replica = await withSettings(() => createReplica(t.databaseUrl));
    try {
      jest.spyOn(replica.app.get(Clock), 'now').mockImplementation(() => now);
      const address = freshAddress();
      for (let i = 0; i < 3; i += 1) await attempt('sam', 'wrong-password-1', address).expect(401);
      await replica
        .http()
        .post('/api/admin/session')
        .set('X-Forwarded-For', address)
        .send({ username: 'sam', password: 'wrong-password-1' })
        .expect(429);
    } finally {
      await replica.close();
    }
    const keys = await t.query<{ key: string }>(`SELECT key FROM sign_in_failures`);
    expect(JSON.stringify(keys)).not.toMatch(/sam|mira|otto/i);
  });

  it("e-mails the owner's address once per burst of failures, whatever their addresses", async () => {
    await addOwner(t, 'rosa', PASSWORD);
    for (let i = 0; i < 9; i += 1) await attempt('rosa', 'wrong-password-1').expect(401);
    const mails = await alerts('rosa');
    expect(mails.map((mail) => mail.to_address)).toEqual([OWNER_EMAIL]);
  });

  it('e-mails the owner again for a new burst after a quiet spell', async () => {
    await addOwner(t, 'tess', PASSWORD);
    for (let i = 0; i < 4; i += 1) await attempt('tess', 'wrong-password-1').expect(401);
    advance(30 * MINUTE);
    for (let i = 0; i < 4; i += 1) await attempt('tess', 'wrong-password-1').expect(401);
    expect(await alerts('tess')).toHaveLength(2);
  });

  it('says in the mail how many failures there were and from where, and never a password', async () => {
    await addOwner(t, 'uma', PASSWORD);
    for (let i = 0; i < 3; i += 1) await attempt('uma', 'wrong-password-1').expect(401);
    await attempt('uma', 'wrong-Password-77', '203.0.113.9').expect(401);
    const [mail] = await alerts('uma');
    expect(mail.text_body).toContain('as uma with a wrong password 4 times');
    expect(mail.text_body).toContain('the latest from 203.0.113.9');
    expect(mail.text_body).not.toMatch(/wrong-password|wrong-Password-77/);
  });

  it('never e-mails about usernames that are not an owner', async () => {
    for (let i = 0; i < 6; i += 1) await attempt('nobody-here', 'wrong-password-1').expect(401);
    expect(await alerts('nobody-here')).toEqual([]);
  });
});
