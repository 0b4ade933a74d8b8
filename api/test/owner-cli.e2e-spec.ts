import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { signIn } from './support/owners';
import { createTestApp, type TestApp } from './support/test-app';

const run = promisify(execFile);
const apiRoot = path.resolve(__dirname, '..');
// Inside node_modules, so the compiled command finds the workspace's packages as dist/ does.
const buildDir = path.resolve(
  apiRoot,
  '..',
  'node_modules',
  '.cache',
  `owner-cli-test-${randomBytes(4).toString('hex')}`,
);
const PASSWORD = 'lilac-compass-thunder-5';

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

describe('npm run owner (the owner command)', () => {
  let t: TestApp;
  let cli: string;

  beforeAll(async () => {
    // The command as `npm run owner` builds it (tsconfig.build.json), into a folder of its own.
    const tsc = require.resolve('typescript/bin/tsc');
    await run(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--outDir', buildDir], {
      cwd: apiRoot,
    });
    cli = path.join(buildDir, 'owners', 'owner-cli.js');
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  function owner(args: string[], password?: string): Outcome {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: t.databaseUrl };
    delete env.OWNER_PASSWORD;
    if (password !== undefined) env.OWNER_PASSWORD = password;
    const result = spawnSync(process.execPath, [cli, ...args], {
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 30_000,
    });
    return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
  }

  it('adds an owner with an argon2id hash, and never prints the password', async () => {
    const added = owner(['add', 'Nora'], PASSWORD);
    expect(added).toEqual({
      code: 0,
      stdout: 'Owner "Nora" added. They can sign in at /admin.\n',
      stderr: '',
    });
    const [row] = await t.query<{ username: string; password_hash: string }>(
      `SELECT username, password_hash FROM users`,
    );
    expect(row.username).toBe('Nora');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    await signIn(t, 'nora', PASSWORD);
  });

  it('resets the password of an existing owner (any case) and signs them out', async () => {
    const cookie = await signIn(t, 'Nora', PASSWORD);
    const newPassword = 'granite-willow-harbor-12';
    const reset = owner(['add', 'NORA'], newPassword);
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain('New password set for "NORA"');
    expect(`${reset.stdout}${reset.stderr}`).not.toContain(newPassword);
    await t.http().get('/api/admin/session').set('Cookie', cookie).expect(401);
    await t
      .http()
      .post('/api/admin/session')
      .send({ username: 'Nora', password: PASSWORD })
      .expect(401);
    await signIn(t, 'Nora', newPassword);
    const [{ n }] = await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM users`);
    expect(n).toBe(1);
  });

  it.each([
    ['short', 'short-pw', /at least 12 characters/],
    ['repetitive', 'aaaaaaaaaaaaaaaa', /at least 5 different/],
    ['containing the username', 'Nora-is-the-best-owner', /must not contain the username/],
    ['a number run', '123456789012', /too easy to guess/],
  ])('refuses a weak password (%s) and changes nothing', async (_case, weak, message) => {
    const before = await t.query(`SELECT password_hash FROM users`);
    const refused = owner(['add', 'Nora'], weak);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(message);
    expect(refused.stdout).toBe('');
    expect(await t.query(`SELECT password_hash FROM users`)).toEqual(before);
  });

  it('refuses a bad username, wrong usage, and no password without a terminal', () => {
    expect(owner(['add', 'no spaces allowed'], PASSWORD)).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/3 to 40 characters/),
    });
    expect(owner(['rename', 'Nora']).code).toBe(2);
    expect(owner(['add']).code).toBe(2);
    expect(owner(['add', 'someone'])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/set OWNER_PASSWORD/),
    });
  });

  it('removes an owner, ending their sessions; removing again says there is none', async () => {
    const password = 'granite-willow-harbor-12';
    const cookie = await signIn(t, 'Nora', password);
    const [{ n }] = await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM admin_sessions`);
    const removed = owner(['remove', 'nora']);
    expect(removed).toEqual({
      code: 0,
      stdout: `Owner "Nora" removed and signed out of ${n} session(s).\n`,
      stderr: '',
    });
    await t.http().get('/api/admin/session').set('Cookie', cookie).expect(401);
    expect(await t.query(`SELECT 1 FROM admin_sessions`)).toEqual([]);
    expect(owner(['remove', 'nora'])).toMatchObject({
      code: 3,
      stderr: 'There is no owner named "nora".\n',
    });
    const audit = await t.query<{ actor_label: string; action: string }>(
      `SELECT actor_label, action FROM audit_log WHERE actor_label = 'cli' ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'owner.added',
      'owner.password_reset',
      'owner.removed',
    ]);
  });

  it('says clearly when the database cannot be reached', () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: 'postgres://shop:secret-db-pw@127.0.0.1:1/shop',
      OWNER_PASSWORD: PASSWORD,
    };
    const result = spawnSync(process.execPath, [cli, 'add', 'Nora'], { env, encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Could not open 127\.0\.0\.1:1\/shop: /);
    expect(result.stderr).not.toContain('secret-db-pw');
  });
});
