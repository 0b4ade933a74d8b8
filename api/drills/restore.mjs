// restore: nothing is lost when the disk is. The API runs its own embedded PostgreSQL with WAL
// archived into a backup folder "on another disk" (ARCHIVE_TIMEOUT_SECONDS 10); shoppers place
// orders and upload images for DRILL_RESTORE_SECONDS (default 120), every acknowledgement timed.
// Midway the real backup command takes a base backup, and a moment T is noted. A quiet tail
// follows (an order a second), in which WAL reaches the archive through archive_timeout alone,
// segments filling slowly. Then the disk dies: PostgreSQL and the API SIGKILLed, the cluster's
// folder deleted. The real restore command recovers to "latest" and to T, each into a new
// folder, and the shop is started on each: every order acknowledged more than archive_timeout
// (and a little slack) before the loss, or before T, is there exactly once with its lines and
// amounts, every upload with identical bytes; nothing sent after T.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
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
import { checkoutOf, fillCarts } from './lib/storm.mjs';

export const description =
  'orders and uploads, a base backup midway, the disk lost: restore to latest and to a moment';

/** archive_timeout: what is older than this (and the slack) survives the disk. */
const ARCHIVE_TIMEOUT_SECONDS = 10;
/**
 * What the promise allows beyond archive_timeout: PostgreSQL's checkpointer reads the time in
 * whole seconds (a segment may be switched up to a second late), and the archiver then copies
 * it (a Node process, under load). The drill prints what came back within this band, and fails
 * when the archive itself fell further behind.
 */
const ARCHIVE_SLACK_SECONDS = 2;
const PROMISED_SECONDS = ARCHIVE_TIMEOUT_SECONDS + ARCHIVE_SLACK_SECONDS;
const SHOPPERS = 16;
/** Requests a second over all shoppers: a steady shop, not a peak (the machine is shared). */
const RATE = 60;
const UPLOADERS = 2;
const UPLOAD_PAUSE_MS = 400;
/**
 * The quiet tail: an order every QUIET_PAUSE_MS (and an upload with every third), so that WAL
 * reaches the archive through archive_timeout, not by filling segments; long enough for orders
 * older than archive_timeout to depend on it.
 */
const QUIET_SECONDS = 3 * ARCHIVE_TIMEOUT_SECONDS;
const QUIET_PAUSE_MS = 1000;
/** The base backup starts at this share of the busy run; T is noted at the next. */
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
 * Uploads an image of its own; an acknowledged one goes to `uploads`.
 * @param {import('./lib/http.mjs').Client} client
 * @param {Upload[]} uploads
 * @param {(answer: import('./lib/http.mjs').Answer) => void} onAnswer
 */
async function uploadOne(client, uploads, onAnswer) {
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
}

/**
 * Uploads images one after another while `going()`.
 * @param {import('./lib/http.mjs').Client} client
 * @param {Upload[]} uploads
 * @param {() => boolean} going
 * @param {(answer: import('./lib/http.mjs').Answer) => void} onAnswer
 */
async function uploadWhile(client, uploads, going, onAnswer) {
  while (going()) {
    await uploadOne(client, uploads, onAnswer);
    await sleep(UPLOAD_PAUSE_MS);
  }
}

/**
 * The quiet tail: one cart filled and checked out a second, an upload with every third, while
 * `going()`. A failure before the loss goes to `fail`.
 * @param {object} options
 * @param {import('./lib/http.mjs').Client} options.client
 * @param {import('./lib/shopper.mjs').Catalog} options.catalog
 * @param {Ledger} options.ledger
 * @param {Upload[]} options.uploads
 * @param {() => boolean} options.going
 * @param {(answer: import('./lib/http.mjs').Answer) => void} options.onAnswer
 * @param {(what: string) => void} options.fail
 */
async function quietWhile({ client, catalog, ledger, uploads, going, onAnswer, fail }) {
  for (let i = 0; going(); i += 1) {
    const pace = sleep(QUIET_PAUSE_MS);
    try {
      const [session] = await fillCarts(client, catalog, 1);
      const answer = await checkoutOf(client, session);
      onAnswer(answer);
      if (answer.status === 201) {
        const { orderId } = /** @type {import('@healing/contracts').CheckoutResponse} */ (
          answer.json
        );
        ledger.checkedOut({ ...session, orderId });
      }
      if (i % 3 === 0) await uploadOne(client, uploads, onAnswer);
    } catch (error) {
      if (going()) fail(error instanceof Error ? error.message : String(error));
    }
    await pace;
  }
}

/**
 * The client, noting when each checkout (by its Idempotency-Key) was first sent (`sentAt`).
 * @param {import('./lib/http.mjs').Client} client
 * @returns {{ client: import('./lib/http.mjs').Client, sentAt: Map<string, number> }}
 */
function notingCheckouts(client) {
  /** @type {Map<string, number>} */
  const sentAt = new Map();
  return {
    sentAt,
    client: {
      ...client,
      request(method, route, options = {}) {
        const key = options.headers?.['idempotency-key'];
        if (route === '/api/checkout' && key && !sentAt.has(key)) sentAt.set(key, Date.now());
        return client.request(method, route, options);
      },
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
 * @property {number} quietFrom  when the quiet tail began
 * @property {number} lostAt  when the disk died
 */

/**
 * The shop under load, a base backup midway, T noted; the quiet tail; then the disk lost.
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
  const noting = notingCheckouts(client);
  const catalog = await loadCatalog(client);
  const ledger = new TimedLedger();
  /** @type {Upload[]} */
  const uploads = [];
  let busy = true;
  let lostAt = 0;
  /** @type {Record<string, number>} */
  const failures = {};
  /** @param {string} what */
  const fail = (what) => {
    if (!lostAt) failures[what] = (failures[what] ?? 0) + 1;
  };
  /** @param {import('./lib/http.mjs').Answer} answer */
  const count = (answer) => {
    if (answer.status === 0 || answer.status >= 500) fail(String(answer.status || answer.error));
  };

  const startedAt = Date.now();
  console.log(
    `Shopping for ${seconds} s (${SHOPPERS} shoppers, ${RATE} requests/s; ${UPLOADERS} uploaders), then ${QUIET_SECONDS} s quiet (an order a second); archive_timeout ${ARCHIVE_TIMEOUT_SECONDS} s`,
  );
  const shopping = runShoppers({
    client: noting.client,
    catalog,
    ledger,
    shoppers: SHOPPERS,
    seconds,
    rate: RATE,
    onAnswer: (_endpoint, answer) => count(answer),
  });
  const uploading = Promise.all(
    Array.from({ length: UPLOADERS }, () => uploadWhile(client, uploads, () => busy, count)),
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

  await shopping;
  busy = false;
  await uploading;
  const quietFrom = Date.now();
  const quiet = quietWhile({
    client: noting.client,
    catalog,
    ledger,
    uploads,
    going: () => !lostAt,
    onAnswer: count,
    fail,
  });
  await sleep(QUIET_SECONDS * 1000);
  // The disk dies: PostgreSQL and the API killed at once, nothing flushed, then the folder gone.
  lostAt = Date.now();
  const killed = killServerIn(LIVE.pgDir);
  api.signalGroup('SIGKILL');
  await Promise.all([killed, api.exited, quiet]);
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
  return {
    ledger,
    checkoutSentAt: noting.sentAt,
    uploads,
    startingStock,
    middle,
    quietFrom,
    lostAt,
  };
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
    const started = await api.waitUntilUp().then(
      () => undefined,
      (/** @type {unknown} */ error) => String(error),
    );
    if (started) return [`the shop did not start on the restore to ${to}: ${started}`];
    const db = await connect(databaseUrl);
    try {
      return await check(db);
    } finally {
      await db.end();
    }
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
 * When each WAL segment reached the archive (its file's time), oldest first.
 * @returns {number[]}
 */
function archivedAt() {
  const wal = path.join(BACKUP_DIR, 'wal');
  return readdirSync(wal)
    .filter((name) => /^[0-9A-F]{24}$/.test(name))
    .map((name) => statSync(path.join(wal, name)).mtimeMs)
    .sort((a, b) => a - b);
}

/**
 * The longest the archive went without a segment during the quiet tail (from the last segment
 * before it to the loss): archive_timeout at work, seen from the archive's side.
 * @param {number} from
 * @param {number} to
 */
function longestArchiveGap(from, to) {
  const times = archivedAt();
  const during = times.filter((at) => at >= from && at <= to);
  const start = times.filter((at) => at < from).pop() ?? from;
  const points = [start, ...during, to];
  const gaps = points.slice(1).map((at, i) => at - points[i]);
  return { segments: during.length, longestMs: Math.max(...gaps) };
}

/**
 * Latest: everything acknowledged more than archive_timeout (and the slack) before the loss is
 * back; what came within the slack and the last archive_timeout is counted.
 * @param {History} history
 */
function checkLatest(history) {
  const { ledger, uploads, lostAt, quietFrom } = history;
  const promisedBy = lostAt - PROMISED_SECONDS * 1000;
  const timeoutAgo = lostAt - ARCHIVE_TIMEOUT_SECONDS * 1000;
  const acknowledgedAt = (/** @type {Order} */ order) =>
    ledger.acknowledgedAt.get(order.orderId) ?? Infinity;
  /** @type {(from: number, to: number) => Order[]} */
  const ordersIn = (from, to) =>
    ledger.acknowledged.filter(
      (order) => acknowledgedAt(order) >= from && acknowledgedAt(order) < to,
    );
  /** @type {(from: number, to: number) => Upload[]} */
  const uploadsIn = (from, to) =>
    uploads.filter((upload) => upload.acknowledgedAt >= from && upload.acknowledgedAt < to);
  const promised = ordersIn(-Infinity, promisedBy);
  const band = ordersIn(promisedBy, timeoutAgo);
  const recent = ordersIn(timeoutAgo, Infinity);
  const quiet = ordersIn(quietFrom, promisedBy);
  const promisedUploads = uploadsIn(-Infinity, promisedBy);
  const laterUploads = uploadsIn(promisedBy, Infinity);
  const gap = longestArchiveGap(quietFrom, lostAt);
  return async (/** @type {import('pg').Client} */ db) => {
    const broken = [];
    const orders = await checkOrders(db, ledgerOf(promised), { unacknowledgedAllowed: true });
    broken.push(...orders.broken);
    const ids = new Set((await storedOrders(db)).map((order) => order.id));
    const backOf = (/** @type {Order[]} */ list) =>
      `${list.length}, back: ${list.filter((order) => ids.has(order.orderId)).length}`;
    // How far back the loss reached: the oldest order not back, the newest that is.
    const ago = (/** @type {number} */ at) => `${((lostAt - at) / 1000).toFixed(1)} s`;
    const missing = ledger.acknowledged.filter((order) => !ids.has(order.orderId));
    const back = ledger.acknowledged.filter((order) => ids.has(order.orderId));
    const files = await checkUploads(db, promisedUploads, laterUploads);
    const promise = `${ARCHIVE_TIMEOUT_SECONDS} + ${ARCHIVE_SLACK_SECONDS} s`;
    console.log(
      `  orders acknowledged more than ${promise} before the loss: ${backOf(promised)} (of them in the quiet tail, archived through archive_timeout: ${backOf(quiet)}); ` +
        `stored in all: ${orders.figures.stored} (${orders.figures.lines} lines)`,
    );
    console.log(
      `  acknowledged ${ARCHIVE_TIMEOUT_SECONDS}-${PROMISED_SECONDS} s before the loss: ${backOf(band)}; in the last ${ARCHIVE_TIMEOUT_SECONDS} s (either way): ${backOf(recent)}; ` +
        `newest order back acknowledged ${back.length ? ago(Math.max(...back.map(acknowledgedAt))) : '-'} before the loss, oldest lost ${missing.length ? ago(Math.min(...missing.map(acknowledgedAt))) : '-'}`,
    );
    console.log(
      `  uploads acknowledged more than ${promise} before the loss: ${promisedUploads.length}, back with identical bytes: ${promisedUploads.length - files.missing - files.differing}; later (either way): ${laterUploads.length}, back: ${files.othersBack}`,
    );
    console.log(
      `  the archive in the quiet tail: ${gap.segments} segments, at most ${(gap.longestMs / 1000).toFixed(1)} s without one (archive_timeout ${ARCHIVE_TIMEOUT_SECONDS} s)`,
    );
    if (gap.longestMs > PROMISED_SECONDS * 1000)
      broken.push(
        `the archive went ${(gap.longestMs / 1000).toFixed(1)} s without a segment in the quiet tail, beyond ${promise}`,
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
