#!/usr/bin/env node
// `npm run drill -w @healing/tooling -- failover`: the primary PostgreSQL is lost mid-load.
// start-cluster's cluster (2 API replicas, 2 shell servers behind HAProxy) runs with a
// streaming standby and synchronous commit to it (PG_SYNC_STANDBY=1); shoppers place orders
// through the public frontend, a ledger keeping every acknowledged one; at 40 % of the run the
// primary's postmaster gets SIGKILL; once HAProxy sees it down, the promotion command (`npm run
// promote:standby`, run as an operator would) promotes the standby and switches the balancer;
// the load goes on. Promises, each a line of the report:
//  - zero acknowledged orders lost: every one is on the promoted server, exactly once, with its
//    lines and amounts (api/drills/lib/integrity.mjs);
//  - no 5xx outside the switch: from the kill to SWITCH_GRACE_S after the promotion ended (the
//    balancer's checks need 2 s to see an API replica ready again); how many 5xx, and the
//    seconds from the first to the last, are printed;
//  - the promotion command succeeded and the cluster process reported the promoted standby.
// Ports 19800-19899 (shop 19800, API pool 19801, HAProxy stats 19802, PostgreSQL pool 19803,
// APIs 19810-19811, shells 19820-19821, remotes 19830-19833, SMTP 19840, metrics 19850+),
// PostgreSQL 24381 and its standby 24382; the folder is <temp>/healing-drill-failover, removed
// at the end unless DRILL_KEEP=1. DRILL_SECONDS (60) sets the load's length, DRILL_VERBOSE=1
// shows the servers' output. START_SKIP_BUILD=1 is honoured.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../paths.mjs';
import { buildUnlessSkipped, printPrefixed } from '../start/lib/children.mjs';
import { describeCrash, importEmbeddedPostgres, startCluster } from '../start/lib/cluster.mjs';
import { serverStates } from '../start/lib/haproxy.mjs';
import { PG_POOL, PRIMARY_SERVER, replicationState } from '../start/lib/standby.mjs';
import { checkOrders } from '../../../api/drills/lib/integrity.mjs';
import { connect } from '../../../api/drills/lib/postgres.mjs';
import { printTable, Promises, runWhenMain } from './lib/report.mjs';
import { SmtpSink } from './lib/smtp-sink.mjs';
import { addressPool, catalogFrom, LatencyBook, Ledger, runShoppers } from './lib/shoppers.mjs';

export const description =
  'the primary PostgreSQL killed mid-load, the synchronous standby promoted: no acknowledged order lost';

const PORTS = {
  SHOP_PORT: 19800,
  API_PORT: 19801,
  HAPROXY_STATS_PORT: 19802,
  PG_BALANCER_PORT: 19803,
  API_REPLICA_PORT_BASE: 19810,
  SHELL_PORT_BASE: 19820,
  REMOTE_PORT_BASE: 19830,
  METRICS_PORT_BASE: 19850,
  EMBEDDED_PG_PORT: 24381,
  EMBEDDED_PG_STANDBY_PORT: 24382,
};
const SMTP_PORT = 19840;
const SHOPPERS = 16;
/** Requests/s over all shoppers: a steady shop, not a peak (the drill is about the switch). */
const RATE = 40;
/** After the promotion: the balancer needs 2 checks a second apart to see an API ready again. */
const SWITCH_GRACE_S = 5;
/** archive_timeout of the drill's PostgreSQL: the promoted server's WAL is archived this soon. */
const ARCHIVE_TIMEOUT_S = 10;
const workDir = path.join(os.tmpdir(), 'healing-drill-failover');

const say = (/** @type {string} */ text) => void process.stdout.write(`${text}\n`);
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const clock = (/** @type {number} */ at) => new Date(at).toISOString().slice(11, 23);

export async function run() {
  const promises = new Promises();
  const check = promises.check.bind(promises);

  const seconds = Number(process.env.DRILL_SECONDS ?? 60);
  if (!Number.isFinite(seconds) || seconds < 20)
    throw new Error('DRILL_SECONDS must be 20 or more');
  const verbose = process.env.DRILL_VERBOSE === '1';
  const portEnv = {
    ...Object.fromEntries(Object.entries(PORTS).map(([k, v]) => [k, String(v)])),
    SHOP_HOST: '127.0.0.1',
  };
  const smtp = new SmtpSink();
  /** @type {import('../start/lib/cluster.mjs').Cluster | null} */
  let cluster = null;
  const onExit = () => cluster?.killNow();
  process.on('exit', onExit);
  /** @type {string[]} */
  const crashes = [];
  /** @type {ReturnType<typeof addressPool> | null} */
  let pool = null;
  let reported = false;
  try {
    const smtpUrl = await smtp.listen(SMTP_PORT);
    buildUnlessSkipped([]);
    say(`[drill:failover] starting the cluster with a synchronous standby (data in ${workDir})`);
    cluster = await startCluster({
      apiReplicas: 2,
      shellReplicas: 2,
      dataDir: workDir,
      fresh: true,
      portEnv,
      standby: { standby: true, synchronous: true },
      // The new timeline's first segment reaches the archive within seconds of a quiet spell.
      backupEnv: { ARCHIVE_TIMEOUT_SECONDS: String(ARCHIVE_TIMEOUT_S) },
      env: {
        api: {
          SMTP_URL: smtpUrl,
          // Many shoppers share a few loopback addresses (as in the replicas drill).
          WRITE_RATE_LIMIT_PER_MINUTE: '100000',
          UPLOAD_QUOTA_PER_ADDRESS: '1000000',
          UPLOAD_QUOTA_MB_PER_ADDRESS: '1000000',
          UPLOAD_READS_PER_MINUTE: '1000000',
        },
      },
      sink: verbose ? printPrefixed : () => undefined,
      onCrash: (replica, code, signal) => crashes.push(describeCrash(replica, code, signal)),
      onPromoted: () => (reported = true),
      say: (text) => say(`[drill:failover] ${text}`),
    });
    const running = cluster;
    const database = running.database;
    if (!database?.standby || !database.primary.pid) throw new Error('no standby was started');
    for (const line of await running.databaseSummary()) say(`  ${line}`);

    pool = addressPool(running.shopUrl, '127.4', 64);
    /** @type {unknown} */
    const products = await (await fetch(`${running.shopUrl}/api/products`)).json();
    const catalog = catalogFrom(
      /** @type {import('@healing/contracts').ProductDto[]} */ (products),
    );
    const ledger = new Ledger();
    const book = new LatencyBook();

    say(
      `\n1. ${SHOPPERS} shoppers at ${RATE} requests/s for ${seconds} s; the primary is killed at 40 %`,
    );
    const load = runShoppers({
      pool,
      catalog,
      ledger,
      uploads: [],
      shoppers: SHOPPERS,
      seconds,
      rate: RATE,
      onAnswer: (e, a) => book.record(e, a),
    });
    await sleep(seconds * 400);
    // What the primary says of its standby just before it dies: acknowledged means on both disks.
    const replication = await replicationState(database.primary.url);
    const ordersBeforeKill = ledger.acknowledged.length;
    const killedAt = Date.now();
    process.kill(database.primary.pid, 'SIGKILL');
    say(
      `   ${clock(killedAt)}: SIGKILL to the primary's postmaster (pid ${database.primary.pid}), ${ordersBeforeKill} orders acknowledged so far`,
    );
    const seenDownAt = await waitForDown(running.ports.stats, 15_000);
    say(
      `   ${seenDownAt ? `${clock(seenDownAt)}: HAProxy sees it down` : 'HAProxy did not see it down within 15 s'}`,
    );
    const promotion = await promote(portEnv);
    const promotedAt = Date.now();
    say(`   ${clock(promotedAt)}: the promotion command exited ${promotion.code}:`);
    for (const line of promotion.lines) say(`     ${line}`);
    const shopping = await load;
    book.print(
      `   sent ${shopping.rate.toFixed(0)} requests/s for ${shopping.seconds.toFixed(0)} s (${shopping.sent} requests, ${shopping.late} behind schedule)`,
    );
    await sleep(3_500); // the cluster prints its new state 3 s after the promotion
    say('\n   The cluster now:');
    for (const line of await running.databaseSummary()) say(`   ${line}`);

    // The switch and its errors.
    const errors = shopping.serverErrors;
    const windowEnd = promotedAt + SWITCH_GRACE_S * 1000;
    const outside = errors.filter((e) => e.at < killedAt || e.at > windowEnd);
    const first = errors[0]?.at;
    const last = errors[errors.length - 1]?.at;
    const span =
      first && last
        ? `${((last - first) / 1000).toFixed(1)} s (${clock(first)} to ${clock(last)})`
        : 'none';
    say(
      `\n   5xx (or no answer): ${errors.length}, first to last ${span}; kill to promotion done ${((promotedAt - killedAt) / 1000).toFixed(1)} s`,
    );
    const byKind = new Map();
    for (const e of errors) {
      const key = `${e.endpoint} -> ${e.status || e.error}`;
      byKind.set(key, (byKind.get(key) ?? 0) + 1);
    }
    for (const [key, count] of byKind) say(`     ${count} x ${key}`);
    check(
      'the standby was synchronous when the primary was killed',
      replication ? `${replication.state}, ${replication.sync_state}` : 'not replicating',
      replication?.state === 'streaming' && replication.sync_state === 'sync'
        ? []
        : ['the primary did not see a synchronous standby streaming'],
    );
    check(
      'the promotion command promoted the standby and switched the balancer',
      `exit ${promotion.code} in ${((promotedAt - killedAt) / 1000).toFixed(1)} s after the kill`,
      promotion.code === 0
        ? []
        : [`it exited ${promotion.code}: ${promotion.lines.slice(-3).join(' | ')}`],
    );
    check(
      'the cluster process noticed and reported the promotion',
      database.promotedAt ? `promoted at ${database.promotedAt.toISOString()}` : 'not noticed',
      database.promotedAt && reported ? [] : ['the cluster did not report the standby promoted'],
    );
    check(
      `no 5xx outside the switch (the kill to ${SWITCH_GRACE_S} s after the promotion)`,
      `${errors.length} 5xx in all, first to last ${span}; ${outside.length} outside`,
      outside.map((e) => `${e.endpoint} -> ${e.status || e.error} at ${clock(e.at)}; ${e.detail}`),
    );

    // What the new primary holds, asked directly (not through the balancer).
    const { urlFor } = await importEmbeddedPostgres();
    const db = await connect(urlFor(PORTS.EMBEDDED_PG_STANDBY_PORT, 'healing_shop'));
    try {
      const lost = ledger.unansweredCheckouts.length;
      const orders = await checkOrders(db, ledger, { unacknowledgedAllowed: lost > 0 });
      check(
        'zero acknowledged orders lost: each on the new primary exactly once, with its lines',
        `${orders.figures.acknowledged} acknowledged (${ordersBeforeKill} before the kill), ${orders.figures.stored} stored on the promoted standby (${orders.figures.storedWithoutAnswer} without an answer, ${lost} checkouts unanswered)`,
        [
          ...orders.broken,
          ...(orders.figures.acknowledged > ordersBeforeKill
            ? []
            : ['no order was acknowledged after the failover']),
        ],
      );
    } finally {
      await db.end().catch(() => undefined);
    }
    // The APIs watch the archive the cluster fills (BACKUP_DIR): after the switch their
    // readiness shows the promoted server archiving, with no failure.
    /** The APIs' readiness answer, through their balancer. */
    const readiness = async () => {
      const answer = await fetch(`http://127.0.0.1:${PORTS.API_PORT}/api/health`)
        .then((response) => /** @type {Promise<unknown>} */ (response.json()))
        .catch((/** @type {unknown} */ error) => ({ error: String(error) }));
      return /** @type {{ backups?: { lastArchivedWal: string | null, lastFailure: unknown } }} */ (
        answer
      );
    };
    const onNewTimeline = (/** @type {Awaited<ReturnType<typeof readiness>>} */ answer) =>
      /^00000002[0-9A-F]{16}$/.test(answer.backups?.lastArchivedWal ?? '');
    let health = await readiness();
    // A segment of the new timeline is archived when full or after archive_timeout.
    for (let waited = 0; !onNewTimeline(health) && waited < ARCHIVE_TIMEOUT_S * 3; waited += 1) {
      await sleep(1_000);
      health = await readiness();
    }
    const { backups } = health;
    check(
      "the APIs' readiness shows the archive going on from the new primary",
      backups ? `last archived ${backups.lastArchivedWal ?? 'none'}` : JSON.stringify(health),
      !backups
        ? ['/api/health has no backups part']
        : [
            ...(onNewTimeline(health)
              ? []
              : [
                  `the newest archived segment is not of the new timeline: ${backups.lastArchivedWal}`,
                ]),
            ...(backups.lastFailure
              ? [`an archive failure: ${JSON.stringify(backups.lastFailure)}`]
              : []),
          ],
    );
    check('no process of the cluster stopped on its own', `${crashes.length}`, crashes);
  } catch (error) {
    check('the drill ran to the end', 'stopped early', [
      error instanceof Error ? (error.stack ?? error.message) : String(error),
    ]);
  } finally {
    pool?.close();
    say('\n[drill:failover] stopping the cluster');
    await cluster?.stop();
    await smtp.close();
    process.off('exit', onExit);
    if (process.env.DRILL_KEEP !== '1') rmSync(workDir, { recursive: true, force: true });
  }
  say('\n=== failover drill: promises');
  printTable(promises.rows, { promise: 80, measured: 100 });
  return promises.broken;
}

/**
 * When HAProxy's check first sees the primary down (ms since the epoch), or undefined.
 * @param {number} statsPort
 * @param {number} timeoutMs
 */
async function waitForDown(statsPort, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const states = await serverStates(statsPort).catch(() => ({}));
    const state = /** @type {Record<string, string>} */ (states)[`${PG_POOL}/${PRIMARY_SERVER}`];
    if (state?.startsWith('DOWN')) return Date.now();
    await sleep(100);
  }
  return undefined;
}

/**
 * Runs the promotion command as an operator would, with the drill's ports and folder.
 * @param {Record<string, string>} portEnv
 * @returns {Promise<{ code: number, lines: string[] }>}
 */
function promote(portEnv) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'shell/tooling/start/promote-standby.mjs')],
      {
        env: { ...process.env, ...portEnv, DATA_DIR: workDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      resolve({ code: code ?? 1, lines: output.trim().split('\n').filter(Boolean) }),
    );
  });
}

// Run by shell/tooling/drills/run.mjs (or directly): exits non-zero when a promise was broken.
await runWhenMain(import.meta.url, 'failover', run);
