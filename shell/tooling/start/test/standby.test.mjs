// The cluster's PostgreSQL standby and its promotion (lib/standby.mjs, promote-standby.mjs).
// The settings and files are checked on their own; then a real primary and standby (the api's
// embedded PostgreSQL, built in api/dist) behind a real HAProxy: a synchronous commit, the
// primary killed, `npm run promote:standby`'s script run as an operator would, the row read
// and a new one written through the balancer, the old primary in maintenance.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { ROOT } from '../../paths.mjs';
import { haproxyConfig, serverStates, waitUntilUp } from '../lib/haproxy.mjs';
import {
  ADMIN_SOCKET,
  allowReplication,
  makeStandby,
  PG_POOL,
  primaryConninfo,
  PRIMARY_FOLDER,
  PRIMARY_SERVER,
  query,
  refuseAfterFailover,
  setSynchronous,
  STANDBY_FOLDER,
  STANDBY_NAME,
  STANDBY_SERVER,
  standbyConf,
  standbySettingsFrom,
  waitForStreaming,
} from '../lib/standby.mjs';

/** In the failover drill's range (19800-19899, 24381-24399), above what the drill uses. */
const PORTS = { pg: 24391, pgStandby: 24392, balancer: 19890, stats: 19891 };
const HAPROXY = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((file) => existsSync(file));
const API_BUILT = existsSync(path.join(ROOT, 'api/dist/database/embedded-postgres.js'));

/** @type {string[]} */
const scratch = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'standby-test-'));
  scratch.push(dir);
  return dir;
};
after(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

test('PG_SYNC_STANDBY implies a standby; anything but 1 or 0 is refused', () => {
  assert.deepEqual(standbySettingsFrom({}), { standby: false, synchronous: false });
  assert.deepEqual(standbySettingsFrom({ PG_STANDBY: '1' }), { standby: true, synchronous: false });
  assert.deepEqual(standbySettingsFrom({ PG_SYNC_STANDBY: '1' }), {
    standby: true,
    synchronous: true,
  });
  assert.throws(() => standbySettingsFrom({ PG_STANDBY: 'yes' }), /PG_STANDBY must be 1 or 0/);
});

test('the standby settings name it, quote the password and fall back on the archive', () => {
  const conninfo = primaryConninfo("postgres://postgres:it's%20secret@127.0.0.1:5432/shop");
  assert.equal(
    conninfo,
    `host='127.0.0.1' port='5432' user='postgres' password='it\\'s secret' application_name='${STANDBY_NAME}'`,
  );
  const conf = standbyConf({
    primaryUrl: 'postgres://postgres:pw@127.0.0.1:5432/shop',
    restoreCommand: 'cp \'/b/wal\'/"%f" "%p"',
  });
  assert.match(conf, /^primary_conninfo = 'host=''127\.0\.0\.1'' /m);
  assert.match(conf, /^restore_command = 'cp ''\/b\/wal''\/"%f" "%p"'$/m);
  assert.match(conf, /^recovery_target_timeline = 'latest'$/m);
});

test('pg_hba.conf gets a loopback replication line only when it lacks one', async () => {
  const dir = tempDir();
  const hba = path.join(dir, 'pg_hba.conf');
  writeFileSync(
    hba,
    'host all all 127.0.0.1/32 password\n# host replication all 127.0.0.1/32 trust\n',
  );
  assert.equal(await allowReplication(dir), true);
  assert.equal(await allowReplication(dir), false);
});

test('a promoted standby folder stops the old primary from starting again', () => {
  const dir = tempDir();
  refuseAfterFailover(dir); // no standby at all
  mkdirSync(path.join(dir, STANDBY_FOLDER));
  writeFileSync(path.join(dir, STANDBY_FOLDER, 'PG_VERSION'), '18\n');
  writeFileSync(path.join(dir, STANDBY_FOLDER, 'standby.signal'), '');
  refuseAfterFailover(dir); // still a standby
  rmSync(path.join(dir, STANDBY_FOLDER, 'standby.signal'));
  assert.throws(() => refuseAfterFailover(dir), /was promoted to primary.*mv /s);
});

test(
  'HAProxy accepts the PostgreSQL pool and the admin socket',
  { skip: !HAPROXY && 'no haproxy' },
  () => {
    const dir = tempDir();
    const file = path.join(dir, 'haproxy.cfg');
    const config = haproxyConfig({
      pools: [],
      tcpPools: [
        {
          name: PG_POOL,
          bind: '127.0.0.1:1',
          servers: [
            { name: PRIMARY_SERVER, port: 2 },
            { name: STANDBY_SERVER, port: 3, backup: true },
          ],
        },
      ],
      adminSocket: path.join(dir, ADMIN_SOCKET),
    });
    assert.match(config, /server pg-standby 127\.0\.0\.1:3 check .*backup$/m);
    writeFileSync(file, config);
    const valid = spawnSync(/** @type {string} */ (HAPROXY), ['-c', '-f', file], {
      encoding: 'utf8',
    });
    assert.equal(valid.status, 0, `${valid.stdout}${valid.stderr}`);
  },
);

/**
 * Runs promote-standby.mjs with the test's folder and ports.
 * @param {string} dataDir
 * @returns {Promise<{ code: number | null, output: string }>}
 */
function runPromotion(dataDir) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'shell/tooling/start/promote-standby.mjs')],
      {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          EMBEDDED_PG_PORT: String(PORTS.pg),
          EMBEDDED_PG_STANDBY_PORT: String(PORTS.pgStandby),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

test(
  'promote:standby: the primary killed, the synchronous standby promoted, writes go on through the balancer',
  {
    skip:
      (!HAPROXY && 'no haproxy') || (!API_BUILT && 'the api is not built: npm run build -w api'),
    timeout: 180_000,
  },
  async () => {
    const { startEmbeddedPostgres, urlFor } = await import('api/embedded-postgres');
    const dataDir = tempDir();
    // As root PostgreSQL runs as `postgres`, which must reach its folders (mkdtemp makes 0700).
    chmodSync(dataDir, 0o755);
    const backupDir = path.join(dataDir, 'backups');
    const archiving = { backupDir, archiveTimeoutSeconds: 60 };
    const primary = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, PRIMARY_FOLDER),
      port: PORTS.pg,
      database: 'healing_shop',
      archiving,
    });
    /** @type {import('api/embedded-postgres').RunningPostgres | undefined} */
    let standby;
    /** @type {import('node:child_process').ChildProcess | undefined} */
    let haproxy;
    try {
      await makeStandby({ dataDir, primaryUrl: primary.url, backupDir, say: () => undefined });
      // Once promoted it is backed up in turn: a backup's manifest left in it would break that.
      assert.equal(existsSync(path.join(dataDir, STANDBY_FOLDER, 'backup-manifest.json')), false);
      standby = await startEmbeddedPostgres({
        dataDir: path.join(dataDir, STANDBY_FOLDER),
        port: PORTS.pgStandby,
        database: 'healing_shop',
        archiving,
        standby: true,
      });
      assert.equal(await waitForStreaming(primary.url, 30_000), true, 'the standby streams');
      await setSynchronous(primary.url, true);
      const configFile = path.join(dataDir, 'haproxy.cfg');
      writeFileSync(
        configFile,
        haproxyConfig({
          pools: [],
          statsPort: PORTS.stats,
          adminSocket: path.join(dataDir, ADMIN_SOCKET),
          tcpPools: [
            {
              name: PG_POOL,
              bind: `127.0.0.1:${PORTS.balancer}`,
              servers: [
                { name: PRIMARY_SERVER, port: PORTS.pg },
                { name: STANDBY_SERVER, port: PORTS.pgStandby, backup: true },
              ],
            },
          ],
        }),
      );
      haproxy = spawn(/** @type {string} */ (HAPROXY), ['-db', '-f', configFile], {
        stdio: 'ignore',
      });
      const servers = [`${PG_POOL}/${PRIMARY_SERVER}`, `${PG_POOL}/${STANDBY_SERVER}`];
      assert.equal(await waitUntilUp(PORTS.stats, servers, 15_000), true, 'HAProxy sees both');

      const balanced = urlFor(PORTS.balancer, 'healing_shop');
      await query(balanced, 'CREATE TABLE acknowledged (id int PRIMARY KEY)');
      // synchronous_commit: once this returns, the row is on the standby's disk.
      await query(balanced, 'INSERT INTO acknowledged VALUES (1)');
      assert.ok(primary.pid);
      process.kill(primary.pid, 'SIGKILL');

      const promotion = await runPromotion(dataDir);
      assert.equal(promotion.code, 0, promotion.output);
      assert.match(promotion.output, /the standby is promoted and accepts writes/);
      assert.match(promotion.output, /mv .*pg-standby/);

      await query(balanced, 'INSERT INTO acknowledged VALUES (2)');
      const rows = /** @type {{ id: number }[]} */ (
        await query(
          urlFor(PORTS.pgStandby, 'healing_shop'),
          'SELECT id FROM acknowledged ORDER BY id',
        )
      );
      assert.deepEqual(
        rows.map((row) => row.id),
        [1, 2],
      );
      const states = await serverStates(PORTS.stats);
      assert.equal(states[`${PG_POOL}/${PRIMARY_SERVER}`], 'MAINT');
      assert.equal(states[`${PG_POOL}/${STANDBY_SERVER}`], 'UP');
      assert.throws(() => refuseAfterFailover(dataDir), /was promoted to primary/);

      const again = await runPromotion(dataDir);
      assert.equal(again.code, 1);
      assert.match(again.output, /is not a standby: nothing to promote/);
    } finally {
      haproxy?.kill('SIGKILL');
      await standby?.stop();
      await primary.stop();
    }
  },
);
