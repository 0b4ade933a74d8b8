// The cluster's PostgreSQL standby (`npm run start:cluster` with PG_STANDBY=1) and its promotion
// (`npm run promote:standby`): made from a base backup of the primary (the api's base-backup
// code, which verifies the copy against its sha256 manifest), told where the primary is
// (standby.signal, primary_conninfo) and where the archive is (restore_command, when streaming
// falls behind), optionally synchronous; promoted with pg_promote(). PostgreSQL's own client
// tools are not used: the embedded package ships only initdb, pg_ctl and postgres.
import { existsSync } from 'node:fs';
import {
  appendFile,
  lchown,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises';
import { createConnection } from 'node:net';
import path from 'node:path';
import pg from 'pg';

/** application_name of the standby's replication connection: synchronous_standby_names names it. */
export const STANDBY_NAME = 'pg_standby';
/** HAProxy's TCP pool of PostgreSQL, and its two servers. */
export const PG_POOL = 'postgres';
export const PRIMARY_SERVER = 'pg-primary';
export const STANDBY_SERVER = 'pg-standby';
/** The folders of the data folder: the primary's, and the standby's. */
export const PRIMARY_FOLDER = 'pg';
export const STANDBY_FOLDER = 'pg-standby';
/** Written by the promotion: which folder holds the primary since when (read at the next start). */
export const FAILOVER_FILE = 'pg-failover.json';
/** HAProxy's runtime API (admin level), beside haproxy.cfg: the promotion drives it. */
export const ADMIN_SOCKET = 'haproxy.sock';

/**
 * @typedef {object} StandbySettings
 * @property {boolean} standby  PG_STANDBY=1: a streaming standby of the embedded PostgreSQL
 * @property {boolean} synchronous  PG_SYNC_STANDBY=1 (implies PG_STANDBY): every commit is
 *   acknowledged only once the standby has it on disk
 */

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {StandbySettings}
 */
export function standbySettingsFrom(env) {
  /** @param {string} name */
  const flag = (name) => {
    const value = env[name] ?? '';
    if (!['', '0', '1'].includes(value)) throw new Error(`${name} must be 1 or 0, got "${value}"`);
    return value === '1';
  };
  const synchronous = flag('PG_SYNC_STANDBY');
  return { standby: synchronous || flag('PG_STANDBY'), synchronous };
}

/** @param {string} value  one value of a libpq connection string, quoted */
const conninfoValue = (value) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
/** @param {string} value  one value of postgresql.conf, quoted */
const confValue = (value) => `'${value.replace(/'/g, "''")}'`;

/**
 * primary_conninfo: the primary's superuser over 127.0.0.1, named STANDBY_NAME.
 * @param {string} primaryUrl  postgres://user:password@127.0.0.1:port/db
 */
export function primaryConninfo(primaryUrl) {
  const url = new URL(primaryUrl);
  return Object.entries({
    host: url.hostname,
    port: url.port,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    application_name: STANDBY_NAME,
  })
    .map(([key, value]) => `${key}=${conninfoValue(value)}`)
    .join(' ');
}

/**
 * The lines appended to the standby's postgresql.auto.conf.
 * @param {{ primaryUrl: string, restoreCommand: string }} options
 */
export function standbyConf({ primaryUrl, restoreCommand }) {
  return [
    '# --- shell/tooling/start/lib/standby.mjs: a streaming standby of the cluster primary ---',
    `primary_conninfo = ${confValue(primaryConninfo(primaryUrl))}`,
    '# When streaming falls behind the WAL the primary kept, the archive has it.',
    `restore_command = ${confValue(restoreCommand)}`,
    "recovery_target_timeline = 'latest'",
    '',
  ].join('\n');
}

/**
 * The replication connection is allowed from 127.0.0.1 (initdb's pg_hba.conf has it); a line
 * is added when a hand-edited file lost it. True when a line was added (a reload applies it).
 * @param {string} dataDir  the primary's
 */
export async function allowReplication(dataDir) {
  const file = path.join(dataDir, 'pg_hba.conf');
  const rules = (await readFile(file, 'utf8'))
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim().split(/\s+/));
  const allowed = rules.some(
    ([type, database, , address]) =>
      type === 'host' && database === 'replication' && address === '127.0.0.1/32',
  );
  if (allowed) return false;
  await appendFile(
    file,
    '\n# The cluster standby (shell/tooling/start/lib/standby.mjs), over loopback only.\nhost    replication     all             127.0.0.1/32            password\n',
  );
  return true;
}

/**
 * What a standby folder is: 'none', a 'standby' (standby.signal), or a 'promoted' one (a
 * PostgreSQL folder without standby.signal: it took writes, it must never be thrown away).
 * @param {string} folder
 * @returns {'none' | 'standby' | 'promoted'}
 */
export function standbyState(folder) {
  if (!existsSync(path.join(folder, 'PG_VERSION'))) return 'none';
  return existsSync(path.join(folder, 'standby.signal')) ? 'standby' : 'promoted';
}

/**
 * Refuses to start over a failover: the promoted standby holds the writes, the old primary
 * must not take any more. Says what the operator does.
 * @param {string} dataDir  the cluster's
 */
export function refuseAfterFailover(dataDir) {
  const standbyDir = path.join(dataDir, STANDBY_FOLDER);
  if (standbyState(standbyDir) !== 'promoted') return;
  throw new Error(
    `${standbyDir} was promoted to primary (${path.join(dataDir, FAILOVER_FILE)}): the old primary ` +
      `${path.join(dataDir, PRIMARY_FOLDER)} must not start again (it misses the writes made since). ` +
      rebuildAdvice(dataDir),
  );
}

/** @param {string} dataDir */
export function rebuildAdvice(dataDir) {
  const pgDir = path.join(dataDir, PRIMARY_FOLDER);
  return (
    `To run with a standby again, stop the cluster, then: mv ${pgDir} ${pgDir}-old-$(date +%s) && ` +
    `mv ${path.join(dataDir, STANDBY_FOLDER)} ${pgDir}, and start it with PG_STANDBY=1 (or ` +
    `PG_SYNC_STANDBY=1): the promoted server becomes the primary and a new standby is made ` +
    `from a fresh base backup of it. Remove the old folder once the new standby streams.`
  );
}

/**
 * Hands a folder tree to PostgreSQL's user (as root PostgreSQL runs as `postgres`).
 * @param {string} folder
 * @param {{ uid?: number, gid?: number }} ids
 */
async function chownTree(folder, { uid, gid }) {
  if (uid === undefined || gid === undefined) return;
  await lchown(folder, uid, gid);
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const child = path.join(folder, entry.name);
    if (entry.isDirectory()) await chownTree(child, { uid, gid });
    else await lchown(child, uid, gid);
  }
}

/**
 * Makes `<dataDir>/pg-standby` from a fresh base backup of the running primary: taken into a
 * scratch backup folder beside it (takeBaseBackup verifies it), renamed into place, given
 * standby.signal and the standby settings. An earlier standby folder is replaced; a promoted
 * one is refused (refuseAfterFailover).
 * @param {object} options
 * @param {string} options.dataDir      the cluster's
 * @param {string} options.primaryUrl   a superuser URL of the primary
 * @param {string} options.backupDir    the WAL archive (restore_command)
 * @param {(message: string) => void} options.say
 */
export async function makeStandby({ dataDir, primaryUrl, backupDir, say }) {
  refuseAfterFailover(dataDir);
  const { MANIFEST, takeBaseBackup } = await import('api/backup/base-backup');
  const { restoreCommand } = await import('api/backup/archiving');
  const standbyDir = path.join(dataDir, STANDBY_FOLDER);
  const scratch = path.join(dataDir, `${STANDBY_FOLDER}.backup`);
  await rm(standbyDir, { recursive: true, force: true });
  await rm(scratch, { recursive: true, force: true });
  say(`making the standby: a base backup of the primary into ${standbyDir}`);
  const primaryDir = path.join(dataDir, PRIMARY_FOLDER);
  const url = new URL(primaryUrl);
  url.pathname = '/postgres';
  const backup = await takeBaseBackup({
    connectionString: url.href,
    dataDir: primaryDir,
    backupDir: scratch,
  });
  await rename(backup.folder, standbyDir);
  await rm(scratch, { recursive: true, force: true });
  // The backup's manifest is no file of a data folder: once promoted, this folder is backed up
  // in turn, and a stale manifest inside it would be copied over by the new one.
  await rm(path.join(standbyDir, MANIFEST));
  // The folders a low-level backup leaves empty, as PostgreSQL needs them.
  for (const folder of ['pg_wal/archive_status', 'pg_wal/summaries']) {
    await mkdir(path.join(standbyDir, folder), { recursive: true, mode: 0o700 });
  }
  await appendFile(
    path.join(standbyDir, 'postgresql.auto.conf'),
    standbyConf({ primaryUrl, restoreCommand: restoreCommand(backupDir) }),
  );
  await writeFile(path.join(standbyDir, 'standby.signal'), '', { mode: 0o600 });
  const { runAsIds } = await import('api/embedded-postgres');
  await chownTree(standbyDir, await runAsIds());
  return standbyDir;
}

/**
 * Runs `sql` on `url` with a fresh connection.
 * @template {import('pg').QueryResultRow} R
 * @param {string} url
 * @param {string} sql
 * @returns {Promise<R[]>}
 */
export async function query(url, sql) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    /** @type {import('pg').QueryResult<R>} */
    const result = await client.query(sql);
    return result.rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The standby's replication as the primary sees it (pg_stat_replication), or undefined.
 * @param {string} primaryUrl
 */
export async function replicationState(primaryUrl) {
  const rows = /** @type {{ state: string, sync_state: string }[]} */ (
    await query(
      primaryUrl,
      `SELECT state, sync_state FROM pg_stat_replication WHERE application_name = '${STANDBY_NAME}'`,
    ).catch(() => [])
  );
  return rows[0];
}

/**
 * Waits until the primary sees the standby streaming; false after `timeoutMs`.
 * @param {string} primaryUrl
 * @param {number} timeoutMs
 */
export async function waitForStreaming(primaryUrl, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await replicationState(primaryUrl))?.state === 'streaming') return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/**
 * synchronous_standby_names on the primary: the standby (a commit returns once the standby has
 * flushed it) or nothing. Set with ALTER SYSTEM, not on the command line, because it can only
 * be set once the standby streams (a commit before would wait for ever), and reset at each
 * start, so a start without PG_SYNC_STANDBY never waits for a standby that is not there.
 * @param {string} primaryUrl
 * @param {boolean} synchronous
 */
export async function setSynchronous(primaryUrl, synchronous) {
  await query(
    primaryUrl,
    synchronous
      ? `ALTER SYSTEM SET synchronous_standby_names = '"${STANDBY_NAME}"'`
      : 'ALTER SYSTEM RESET synchronous_standby_names',
  );
  await query(primaryUrl, "ALTER SYSTEM SET synchronous_commit = 'on'");
  await query(primaryUrl, 'SELECT pg_reload_conf()');
}

/**
 * One command to HAProxy's runtime API on its admin socket; its answer.
 * @param {string} socket
 * @param {string} command
 * @returns {Promise<string>}
 */
export function haproxyCommand(socket, command) {
  return new Promise((resolve, reject) => {
    const connection = createConnection(socket);
    let answer = '';
    connection.setTimeout(5_000, () => connection.destroy(new Error('HAProxy did not answer')));
    connection.on('connect', () => connection.end(`${command}\n`));
    connection.on('data', (chunk) => (answer += chunk.toString('utf8')));
    connection.on('error', reject);
    connection.on('close', () => resolve(answer.trim()));
  });
}

/**
 * Polls `check` until it returns true; false after `timeoutMs`.
 * @param {() => Promise<boolean>} check
 * @param {number} timeoutMs
 */
async function until(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * The promotion: the standby becomes the primary, accepts writes, and is the balancer's only
 * PostgreSQL. Steps, in this order:
 *  1. the old primary is put in maintenance in HAProxy first, and its sessions cut: from now on
 *     no connection reaches it, even if it comes back (no split brain);
 *  2. pg_promote() on the standby, waiting until it is out of recovery and a write commits;
 *  3. synchronous_standby_names reset on it: there is no standby to wait for any more;
 *  4. the standby server made ready in HAProxy (it may have been taken out by hand);
 *  5. FAILOVER_FILE written: the next start of the cluster refuses to start the old primary.
 * @param {object} options
 * @param {string} options.dataDir     the cluster's
 * @param {string} options.standbyUrl  a superuser URL of the standby
 * @param {(message: string) => void} options.say
 * @param {number} [options.timeoutMs]
 */
export async function promoteStandby({ dataDir, standbyUrl, say, timeoutMs = 60_000 }) {
  const socket = path.join(dataDir, ADMIN_SOCKET);
  const startedAt = Date.now();
  /** @type {{ recovering: boolean }[]} */
  const [state] = await query(standbyUrl, 'SELECT pg_is_in_recovery() AS recovering');
  if (!state?.recovering) {
    throw new Error(
      `The server at ${new URL(standbyUrl).host} is not a standby: nothing to promote.`,
    );
  }
  for (const command of [
    `set server ${PG_POOL}/${PRIMARY_SERVER} state maint`,
    `shutdown sessions server ${PG_POOL}/${PRIMARY_SERVER}`,
  ]) {
    const answer = await haproxyCommand(socket, command);
    if (answer) throw new Error(`HAProxy refused "${command}": ${answer}`);
  }
  say(`HAProxy: ${PG_POOL}/${PRIMARY_SERVER} in maintenance, its sessions cut (no split brain)`);
  await query(standbyUrl, `SELECT pg_promote(true, ${Math.ceil(timeoutMs / 1000)})`);
  const writable = await until(async () => {
    /** @type {{ recovering: boolean }[]} */
    const [row] = await query(standbyUrl, 'SELECT pg_is_in_recovery() AS recovering');
    if (row?.recovering !== false) return false;
    // A transaction id is only given by a server that accepts writes.
    await query(standbyUrl, 'SELECT pg_current_xact_id()');
    return true;
  }, timeoutMs);
  if (!writable) throw new Error(`The standby did not accept writes within ${timeoutMs / 1000} s`);
  say(`PostgreSQL: the standby is promoted and accepts writes`);
  await query(standbyUrl, 'ALTER SYSTEM RESET synchronous_standby_names');
  await query(standbyUrl, 'SELECT pg_reload_conf()');
  const ready = await haproxyCommand(socket, `set server ${PG_POOL}/${STANDBY_SERVER} state ready`);
  if (ready) throw new Error(`HAProxy refused to make ${STANDBY_SERVER} ready: ${ready}`);
  say(`HAProxy: ${PG_POOL}/${STANDBY_SERVER} is the pool's server`);
  const promotedAt = new Date().toISOString();
  await writeFile(
    path.join(dataDir, FAILOVER_FILE),
    `${JSON.stringify({ primary: STANDBY_FOLDER, promotedAt, oldPrimary: PRIMARY_FOLDER }, null, 1)}\n`,
  );
  return { seconds: (Date.now() - startedAt) / 1000, promotedAt };
}
