// restore: nothing is lost when the disk is. The API runs its own embedded PostgreSQL with WAL
// archived into a backup folder "on another disk" (ARCHIVE_TIMEOUT_SECONDS 10); shoppers place
// orders and upload images for DRILL_RESTORE_SECONDS (default 120), every acknowledgement timed.
// Midway the real backup command takes a base backup, and a moment T is noted. Then the disk
// dies: PostgreSQL and the API SIGKILLed, the cluster's folder deleted. The real restore command
// recovers to "latest" and to T, each into a new folder, and the shop is started on each: every
// order acknowledged more than archive_timeout before the loss (before T) is there exactly once
// with its lines and amounts, every upload with identical bytes, nothing sent after T.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild } from '../scripts/bench-processes.mjs';
import { startApi } from './lib/api.mjs';
import { createClient } from './lib/http.mjs';
import { checkOrders } from './lib/integrity.mjs';
import { Ledger } from './lib/ledger.mjs';
import { loadCatalog, runShoppers } from './lib/load-runner.mjs';
import { connect, killServerIn, postmasterIn, stopLeftover } from './lib/postgres.mjs';
import { apiDir, drillDataDir, PORTS, secondsFrom, sleep } from './lib/settings.mjs';
import { checkStock, setStartingStock } from './lib/stock.mjs';

export const description =
  'orders and uploads, a base backup midway, the disk lost: restore to latest and to a moment';

/** archive_timeout: the promise is that what is older than this survives the disk. */
const ARCHIVE_TIMEOUT_SECONDS = 10;
const SHOPPERS = 16;
/** Requests a second over all shoppers: a steady shop, not a peak (the machine is shared). */
const RATE = 60;
const UPLOADERS = 2;
const UPLOAD_PAUSE_MS = 400;
/** The base backup starts at this share of the run; T is noted at the next. */
const BACKUP_AT = 0.4;
const T_AT = 0.5;

/** @typedef {import('./lib/ledger.mjs').Checkout & { orderId: number }} Order */

/**
 * An upload the API acknowledged: its id, the sha256 of the bytes sent, when it was sent and
 * when its 201 came (ms since the epoch).
 * @typedef {{ id: string, sha256: string, sentAt: number, acknowledgedAt: number }} Upload
 */

/** The ledger, with when each order's 201 came. */
class TimedLedger extends Ledger {
  /** @type {Map<number, number>} */
  acknowledgedAt = new Map();

  /**
   * @override
   * @param {Order} order
   */
  checkedOut(order) {
    super.checkedOut(order);
    this.acknowledgedAt.set(order.orderId, Date.now());
  }
}

/**
 * A ledger of just these orders, for integrity.mjs's checks.
 * @param {Order[]} orders
 */
function ledgerOf(orders) {
  const ledger = new Ledger();
  ledger.acknowledged = orders;
  return ledger;
}

const folders = (/** @type {string} */ root) => {
  const dir = drillDataDir('restore');
  return { dataDir: path.join(dir, root, 'data'), pgDir: path.join(dir, root, 'data', 'pg') };
};
const LIVE = folders('live');
const LATEST = folders('restored-latest');
const AT_T = folders('restored-t');
/** The backup folder: "another disk", which survives the one the cluster was on. */
const BACKUP_DIR = path.join(drillDataDir('restore'), 'backups');

/** @type {Set<import('node:child_process').ChildProcess>} */
const commands = new Set();
// Should the drill die or be interrupted: the backup or restore command under way goes, and
// every cluster it started (the API's own, the restored ones) gets a fast shutdown.
process.on('exit', () => {
  for (const child of commands) child.kill('SIGKILL');
  for (const { pgDir } of [LIVE, LATEST, AT_T]) {
    const postmaster = postmasterIn(pgDir);
    if (postmaster !== undefined) process.kill(postmaster, 'SIGINT');
  }
});

/**
 * The environment of a shop running its own embedded PostgreSQL on `dataDir`/pg.
 * @param {string} dataDir
 * @param {string} backupDir
 */
const shopEnv = (dataDir, backupDir) => ({
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: String(PORTS.restore.pg),
  BACKUP_DIR: backupDir,
  ARCHIVE_TIMEOUT_SECONDS: String(ARCHIVE_TIMEOUT_SECONDS),
});
const databaseUrl = `postgres://postgres:healing-shop-local@127.0.0.1:${PORTS.restore.pg}/healing_shop`;

/**
 * One of the API's commands (dist/database/backup/<script>), as `npm run backup|restore` runs
 * it once built: its exit code and what it said.
 * @param {string} script
 * @param {string[]} args
 * @param {Record<string, string>} env
 * @returns {Promise<{ code: number | null, output: string }>}
 */
function runCommand(script, args, env) {
  const child = spawn(
    process.execPath,
    [path.join(apiDir, 'dist', 'database', 'backup', script), ...args],
    { cwd: apiDir, env: { ...process.env, NO_COLOR: '1', ...env } },
  );
  commands.add(child);
  /** @type {Buffer[]} */
  const output = [];
  child.stdout.on('data', (/** @type {Buffer} */ chunk) => output.push(chunk));
  child.stderr.on('data', (/** @type {Buffer} */ chunk) => output.push(chunk));
  return new Promise((resolve) =>
    child.once('close', (code) => {
      commands.delete(child);
      resolve({ code, output: Buffer.concat(output).toString('utf8').trimEnd() });
    }),
  );
}

/** @param {string} text */
const indented = (text) => text.replace(/^/gm, '    ');

const BOUNDARY = 'xRESTOREx';

/**
 * A PNG as the API's checks see one (signature, an IHDR of 64 x 64), then `size` random bytes:
 * every upload's bytes are its own.
 * @param {number} size
 */
function imageOf(size) {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(64, 16);
  header.writeUInt32BE(64, 20);
  return Buffer.concat([header, randomBytes(size)]);
}

/**
 * Uploads images one after another until `stopped()`; each acknowledged one goes to `uploads`.
 * @param {import('./lib/http.mjs').Client} client
 * @param {Upload[]} uploads
 * @param {() => boolean} stopped
 * @param {(answer: import('./lib/http.mjs').Answer) => void} onAnswer
 */
async function uploadWhile(client, uploads, stopped, onAnswer) {
  while (!stopped()) {
    const image = imageOf(10_000 + Math.floor(Math.random() * 190_000));
    const rawBody = Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="drill.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const sentAt = Date.now();
    const answer = await client.request('POST', '/api/uploads', {
      rawBody,
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    });
    onAnswer(answer);
    if (answer.status === 201) {
      const { id } = /** @type {import('@healing/contracts').UploadResponse} */ (answer.json);
      const sha256 = createHash('sha256').update(image).digest('hex');
      uploads.push({ id, sha256, sentAt, acknowledgedAt: Date.now() });
    }
    await sleep(UPLOAD_PAUSE_MS);
  }
}

/**
 * The client, noting when each checkout (by its Idempotency-Key) was first sent.
 * @param {import('./lib/http.mjs').Client} client
 * @param {Map<string, number>} sentAt
 * @returns {import('./lib/http.mjs').Client}
 */
function notingCheckouts(client, sentAt) {
  return {
    ...client,
    request(method, route, options = {}) {
      const key = options.headers?.['idempotency-key'];
      if (route === '/api/checkout' && key && !sentAt.has(key)) sentAt.set(key, Date.now());
      return client.request(method, route, options);
    },
  };
}

/** @param {number} at */
const sleepUntil = (at) => sleep(Math.max(0, at - Date.now()));
const iso = (/** @type {number} */ at) => new Date(at).toISOString();

/**
 * What the shop did before the disk died: every acknowledgement, timed.
 * @typedef {object} History
 * @property {TimedLedger} ledger
 * @property {Map<string, number>} checkoutSentAt
 * @property {Upload[]} uploads
 * @property {Map<number, number>} startingStock
 * @property {number} middle  T
 * @property {number} lostAt  when the disk died
 */

/**
 * The shop under load, a base backup midway, T noted, then the disk lost.
 * @param {number} seconds
 * @param {string[]} broken
 * @returns {Promise<History>}
 */
async function shopUntilTheDiskDies(seconds, broken) {
  const env = shopEnv(LIVE.dataDir, BACKUP_DIR);
  const api = startApi({ port: PORTS.restore.api, env, label: 'shop' });
  await api.waitUntilUp();
  const startingStock = await setStartingStock(databaseUrl, 'plenty');
  const client = createClient({ baseUrl: api.url, maxSockets: 64 });
  const catalog = await loadCatalog(client);
  const ledger = new TimedLedger();
  /** @type {Map<string, number>} */
  const checkoutSentAt = new Map();
  /** @type {Upload[]} */
  const uploads = [];
  let lostAt = 0;
  /** @type {Record<string, number>} */
  const failures = {};
  /** @param {import('./lib/http.mjs').Answer} answer */
  const count = (answer) => {
    if (lostAt || (answer.status !== 0 && answer.status < 500)) return;
    const key = String(answer.status || answer.error);
    failures[key] = (failures[key] ?? 0) + 1;
  };

  const startedAt = Date.now();
  console.log(
    `Shopping for ${seconds} s (${SHOPPERS} shoppers, ${RATE} requests/s; ${UPLOADERS} uploaders), archive_timeout ${ARCHIVE_TIMEOUT_SECONDS} s`,
  );
  // Shoppers go on until the disk dies (their requests fail fast after it).
  const shopping = runShoppers({
    client: notingCheckouts(client, checkoutSentAt),
    catalog,
    ledger,
    shoppers: SHOPPERS,
    seconds: seconds + 2,
    rate: RATE,
    onAnswer: (_endpoint, answer) => count(answer),
  });
  const uploading = Promise.all(
    Array.from({ length: UPLOADERS }, () => uploadWhile(client, uploads, () => !!lostAt, count)),
  );

  await sleepUntil(startedAt + seconds * BACKUP_AT * 1000);
  const backupStarted = Date.now();
  const backup = await runCommand('backup-cli.js', [], env);
  console.log(
    `Base backup by the backup command at ${iso(backupStarted)} (${((Date.now() - backupStarted) / 1000).toFixed(1)} s, exit ${backup.code}):\n${indented(backup.output)}`,
  );
  if (backup.code !== 0) broken.push(`the backup command failed under load (exit ${backup.code})`);
  await sleepUntil(startedAt + seconds * T_AT * 1000);
  const middle = Date.now();
  console.log(`T (the moment to restore to): ${iso(middle)}`);

  await sleepUntil(startedAt + seconds * 1000);
  // The disk dies: PostgreSQL and the API killed at once, nothing flushed, then the folder gone.
  lostAt = Date.now();
  const killed = killServerIn(LIVE.pgDir);
  api.signalGroup('SIGKILL');
  await Promise.all([killed, api.exited, shopping, uploading]);
  client.close();
  rmSync(LIVE.pgDir, { recursive: true, force: true });
  console.log(
    `The disk died at ${iso(lostAt)}: PostgreSQL and the API SIGKILLed, ${LIVE.pgDir} deleted`,
  );
  console.log(
    `Acknowledged: ${ledger.acknowledged.length} orders, ${uploads.length} uploads; failures before the loss: ${JSON.stringify(failures)}`,
  );
  if (Object.keys(failures).length)
    broken.push(
      `requests failed while the shop ran and was backed up: ${JSON.stringify(failures)}`,
    );
  if (ledger.mismatches.length)
    broken.push(`${ledger.mismatches.length} cart summaries disagreed with the money rule`);
  return { ledger, checkoutSentAt, uploads, startingStock, middle, lostAt };
}

/**
 * The stored sha256 of each of these uploads, by id.
 * @param {import('pg').Client} db
 * @param {string[]} ids
 */
async function storedUploads(db, ids) {
  /** @type {import('pg').QueryResult<{ id: string, sha256: string }>} */
  const rows = await db.query(
    `SELECT id::text, encode(sha256(content), 'hex') AS sha256 FROM uploads WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(rows.rows.map((row) => [row.id, row.sha256]));
}

/**
 * The ids of the drill's orders stored, with the Idempotency-Key each was placed with.
 * @param {import('pg').Client} db
 */
async function storedOrders(db) {
  /** @type {import('pg').QueryResult<{ id: number, idempotency_key: string | null }>} */
  const rows = await db.query(`SELECT id, idempotency_key FROM orders WHERE email LIKE 'drill-%'`);
  return rows.rows;
}

/**
 * The restore command into `into`, then the shop started on the recovered cluster (as the
 * command advises); `check(db)` looks at it through a connection of its own.
 * @param {object} options
 * @param {string} options.to  latest or a time
 * @param {{ dataDir: string, pgDir: string }} options.into
 * @param {(db: import('pg').Client) => Promise<string[]>} options.check
 * @returns {Promise<string[]>} what broke
 */
async function restoreAndCheck({ to, into, check }) {
  const startedAt = Date.now();
  const restored = await runCommand(
    'restore-cli.js',
    ['--to', to, '--into', into.pgDir],
    shopEnv(LIVE.dataDir, BACKUP_DIR),
  );
  console.log(
    `\nRestore --to ${to} (${((Date.now() - startedAt) / 1000).toFixed(1)} s, exit ${restored.code}):\n${indented(restored.output)}`,
  );
  if (restored.code !== 0) return [`the restore to ${to} failed (exit ${restored.code})`];
  // The shop on the recovered cluster, its own archive beside it (the old one stays as it was).
  const api = startApi({
    port: PORTS.restore.api,
    env: shopEnv(into.dataDir, path.join(path.dirname(into.dataDir), 'backups')),
    label: `restored ${to}`,
  });
  try {
    await api.waitUntilUp();
    const db = await connect(databaseUrl);
    try {
      return await check(db);
    } finally {
      await db.end();
    }
  } catch (error) {
    return [`the shop did not start on the restore to ${to}: ${String(error)}`];
  } finally {
    await api.stop();
  }
}

/**
 * Uploads: every one in `promised` is stored with the bytes sent; of `others`, how many are.
 * @param {import('pg').Client} db
 * @param {Upload[]} promised
 * @param {Upload[]} others
 */
async function checkUploads(db, promised, others) {
  const stored = await storedUploads(
    db,
    [...promised, ...others].map((upload) => upload.id),
  );
  const missing = promised.filter((upload) => !stored.has(upload.id)).length;
  const differing = promised.filter(
    (upload) => stored.has(upload.id) && stored.get(upload.id) !== upload.sha256,
  ).length;
  const othersBack = others.filter((upload) => stored.has(upload.id)).length;
  return { missing, differing, othersBack };
}

/**
 * Latest: everything acknowledged more than archive_timeout before the loss is back.
 * @param {History} history
 */
function checkLatest(history) {
  const { ledger, uploads, lostAt } = history;
  const promisedBy = lostAt - ARCHIVE_TIMEOUT_SECONDS * 1000;
  const acknowledgedAt = (/** @type {Order} */ order) =>
    ledger.acknowledgedAt.get(order.orderId) ?? Infinity;
  const promised = ledger.acknowledged.filter((order) => acknowledgedAt(order) < promisedBy);
  const recent = ledger.acknowledged.filter((order) => acknowledgedAt(order) >= promisedBy);
  const promisedUploads = uploads.filter((upload) => upload.acknowledgedAt < promisedBy);
  const recentUploads = uploads.filter((upload) => upload.acknowledgedAt >= promisedBy);
  return async (/** @type {import('pg').Client} */ db) => {
    const broken = [];
    const orders = await checkOrders(db, ledgerOf(promised), { unacknowledgedAllowed: true });
    broken.push(...orders.broken);
    const ids = new Set((await storedOrders(db)).map((order) => order.id));
    const promisedBack = promised.filter((order) => ids.has(order.orderId)).length;
    const recentBack = recent.filter((order) => ids.has(order.orderId)).length;
    const files = await checkUploads(db, promisedUploads, recentUploads);
    console.log(
      `  orders acknowledged before ${iso(promisedBy)} (archive_timeout before the loss): ${promised.length}, back: ${promisedBack}; ` +
        `in the last ${ARCHIVE_TIMEOUT_SECONDS} s: ${recent.length}, back: ${recentBack}; stored in all: ${orders.figures.stored} (${orders.figures.lines} lines)`,
    );
    console.log(
      `  uploads acknowledged before it: ${promisedUploads.length}, back with identical bytes: ${promisedUploads.length - files.missing - files.differing}; ` +
        `in the last ${ARCHIVE_TIMEOUT_SECONDS} s: ${recentUploads.length}, back: ${files.othersBack}`,
    );
    if (files.missing) broken.push(`${files.missing} uploads acknowledged in time are missing`);
    if (files.differing) broken.push(`${files.differing} uploads came back with other bytes`);
    broken.push(...(await checkStock(db, history.startingStock)).broken);
    return broken.map((text) => `restore to latest: ${text}`);
  };
}

/**
 * T: everything acknowledged before T is back, nothing sent after T is. An order or upload sent
 * before T and acknowledged after it may be either (its commit and T race).
 * @param {History} history
 */
function checkMiddle(history) {
  const { ledger, uploads, middle, checkoutSentAt } = history;
  const acknowledgedAt = (/** @type {Order} */ order) =>
    ledger.acknowledgedAt.get(order.orderId) ?? Infinity;
  const before = ledger.acknowledged.filter((order) => acknowledgedAt(order) < middle);
  const racing = ledger.acknowledged.filter(
    (order) =>
      acknowledgedAt(order) >= middle && (checkoutSentAt.get(order.idempotencyKey) ?? 0) <= middle,
  );
  const uploadsBefore = uploads.filter((upload) => upload.acknowledgedAt < middle);
  const uploadsAfter = uploads.filter((upload) => upload.sentAt > middle);
  return async (/** @type {import('pg').Client} */ db) => {
    const broken = [];
    const orders = await checkOrders(db, ledgerOf(before), { unacknowledgedAllowed: true });
    broken.push(...orders.broken);
    const stored = await storedOrders(db);
    const ids = new Set(stored.map((order) => order.id));
    const sentLater = stored.filter(
      (order) => (checkoutSentAt.get(order.idempotency_key ?? '') ?? Infinity) > middle,
    );
    const beforeBack = before.filter((order) => ids.has(order.orderId)).length;
    const racingBack = racing.filter((order) => ids.has(order.orderId)).length;
    const files = await checkUploads(db, uploadsBefore, uploadsAfter);
    console.log(
      `  orders acknowledged before T: ${before.length}, back: ${beforeBack}; sent before T and acknowledged after (either way): ${racing.length}, back: ${racingBack}; ` +
        `stored whose checkout was sent after T: ${sentLater.length}; stored in all: ${orders.figures.stored}`,
    );
    console.log(
      `  uploads acknowledged before T: ${uploadsBefore.length}, back with identical bytes: ${uploadsBefore.length - files.missing - files.differing}; sent after T: ${uploadsAfter.length}, back: ${files.othersBack}`,
    );
    if (sentLater.length)
      broken.push(`${sentLater.length} orders whose checkout was sent after T are there`);
    if (files.missing) broken.push(`${files.missing} uploads acknowledged before T are missing`);
    if (files.differing) broken.push(`${files.differing} uploads came back with other bytes`);
    if (files.othersBack) broken.push(`${files.othersBack} uploads sent after T are there`);
    broken.push(...(await checkStock(db, history.startingStock)).broken);
    return broken.map((text) => `restore to T: ${text}`);
  };
}

export async function run() {
  /** @type {string[]} */
  const broken = [];
  const seconds = secondsFrom('DRILL_RESTORE_SECONDS', 120);
  ensureBuild(apiDir);
  for (const { pgDir } of [LIVE, LATEST, AT_T]) await stopLeftover(pgDir);
  rmSync(drillDataDir('restore'), { recursive: true, force: true });
  mkdirSync(drillDataDir('restore'), { recursive: true });

  const history = await shopUntilTheDiskDies(seconds, broken);
  broken.push(
    ...(await restoreAndCheck({ to: 'latest', into: LATEST, check: checkLatest(history) })),
  );
  broken.push(
    ...(await restoreAndCheck({
      to: iso(history.middle),
      into: AT_T,
      check: checkMiddle(history),
    })),
  );
  return broken;
}
