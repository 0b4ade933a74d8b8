#!/usr/bin/env node
// `npm run drill -w @healing/tooling -- replicas`: the shop as production runs it (start-cluster's
// cluster: 3 API replicas and 2 shell servers behind HAProxy, one PostgreSQL) under mixed
// shoppers at about half their peak rate for DRILL_MINUTES (5), while one API replica gets
// SIGTERM (and is started again), another SIGKILL (and is started again) and one shell server
// is restarted. A local SMTP server receives the shop's mail. Promises, each a line of the
// report:
//  - zero 5xx reach shoppers (a write the platform resends once with its key, when its answer
//    was lost, counts by the answer to the resend);
//  - every acknowledged order and story is stored exactly once (PostgreSQL is read);
//  - every outbox mail is delivered exactly once (counted by Message-ID at the SMTP server),
//    also in a phase where the SMTP server takes 15 s to accept each mail;
//  - one client's writes are limited across replicas: 200 writes from one address through the
//    balancer get at most WRITE_RATE_LIMIT_PER_MINUTE accepted in all, not per replica;
//  - every upload is readable through every API replica, asked on its own port;
//  - migrations: 10 rounds of 3 replicas started at once on a fresh database, each round all 3
//    ready, the migrations table without duplicates, no replica failed.
// Ports 19300-19499 (shop 19300, API pool 19301, HAProxy stats 19302, PostgreSQL pool 19303,
// APIs 19310-19312, shells 19320-19321, remotes 19330-19333, SMTP 19350, migration rounds
// 19360-19362, metrics 19400+),
// PostgreSQL 24371; its folder is <temp>/healing-drill-replicas, removed at the end unless
// DRILL_KEEP=1. DRILL_VERBOSE=1 shows the servers' output. START_SKIP_BUILD=1 is honoured.
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildUnlessSkipped, printPrefixed } from '../start/lib/children.mjs';
import { describeCrash, startCluster } from '../start/lib/cluster.mjs';
import { waitUntilUp } from '../start/lib/haproxy.mjs';
import { checkOrders, checkStories } from '../../../api/drills/lib/integrity.mjs';
import { connect } from '../../../api/drills/lib/postgres.mjs';
import { migrationRounds } from './lib/migration-rounds.mjs';
import { printTable, Promises, runWhenMain } from './lib/report.mjs';
import { SmtpSink } from './lib/smtp-sink.mjs';
import {
  addressPool,
  catalogFrom,
  contactStep,
  LatencyBook,
  Ledger,
  runShoppers,
} from './lib/shoppers.mjs';

export const description =
  'replicas behind HAProxy under half-peak shoppers while replicas are stopped, killed and restarted';

const PORTS = {
  SHOP_PORT: 19300,
  API_PORT: 19301,
  HAPROXY_STATS_PORT: 19302,
  PG_BALANCER_PORT: 19303,
  API_REPLICA_PORT_BASE: 19310,
  SHELL_PORT_BASE: 19320,
  REMOTE_PORT_BASE: 19330,
  METRICS_PORT_BASE: 19400,
  EMBEDDED_PG_PORT: 24371,
};
const SMTP_PORT = 19350;
const MIGRATION_PORT_BASE = 19360;
const API_REPLICAS = 3;
const SHELL_REPLICAS = 2;
const WRITE_LIMIT = 60;
const FLOOD_WRITES = 200;
const PEAK_SHOPPERS = 24;
const PEAK_SECONDS = 15;
const STEADY_SHOPPERS = 48;
const SLOW_SMTP_MS = 15_000;
const SLOW_MAILS = 6;
const MIGRATION_ROUNDS = 10;
const workDir = path.join(os.tmpdir(), 'healing-drill-replicas');

const say = (/** @type {string} */ text) => void process.stdout.write(`${text}\n`);
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** @param {Record<string, number>} counts */
const tally = (counts) =>
  Object.entries(counts)
    .map(([key, count]) => `${key}: ${count}`)
    .join(', ') || 'none';

/** @param {string} name @param {number} fallback */
function minutesFrom(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a number of minutes`);
  return value;
}

export async function run() {
  const promises = new Promises();
  const check = promises.check.bind(promises);

  const minutes = minutesFrom('DRILL_MINUTES', 5);
  const verbose = process.env.DRILL_VERBOSE === '1';
  const smtp = new SmtpSink();
  /** @type {import('../start/lib/cluster.mjs').Cluster | null} */
  let cluster = null;
  const onExit = () => cluster?.killNow();
  process.on('exit', onExit);
  /** @type {string[]} */
  const crashes = [];
  /** @type {import('pg').Client | null} */
  let db = null;
  const pools = /** @type {ReturnType<typeof addressPool>[]} */ ([]);
  try {
    const smtpUrl = await smtp.listen(SMTP_PORT);
    buildUnlessSkipped([]);
    say(`[drill:replicas] starting the cluster (data in ${workDir})`);
    cluster = await startCluster({
      apiReplicas: API_REPLICAS,
      shellReplicas: SHELL_REPLICAS,
      dataDir: workDir,
      fresh: true,
      portEnv: {
        ...Object.fromEntries(Object.entries(PORTS).map(([k, v]) => [k, String(v)])),
        SHOP_HOST: '127.0.0.1',
      },
      env: {
        api: {
          SMTP_URL: smtpUrl,
          MAIL_POLL_INTERVAL_MS: '500',
          // A killed worker's claimed mails are free again after 40 s; a send is cut at 20 s.
          MAIL_LEASE_MS: '40000',
          WRITE_RATE_LIMIT_PER_MINUTE: String(WRITE_LIMIT),
          // Hundreds of shoppers share a few loopback addresses: the per-address quota is for
          // the internet (tested in api/test/uploads-quota.e2e-spec.ts), not for this drill.
          UPLOAD_QUOTA_PER_ADDRESS: '1000000',
          UPLOAD_QUOTA_MB_PER_ADDRESS: '1000000',
          // ...and so is the per-address read limit: every upload is read back from this machine
          // through every replica (tested in api/test/uploads-serving.e2e-spec.ts).
          UPLOAD_READS_PER_MINUTE: '1000000',
        },
      },
      sink: verbose ? printPrefixed : () => undefined,
      onCrash: (replica, code, signal) => crashes.push(describeCrash(replica, code, signal)),
      say: (text) => say(`[drill:replicas] ${text}`),
    });
    const running = cluster;
    for (const line of running.summary()) say(`  ${line}`);
    db = await connect(running.databaseUrl);

    const shoppersPool = addressPool(running.shopUrl, '127.1', 508);
    pools.push(shoppersPool);
    /** @type {unknown} */
    const products = await (await fetch(`${running.shopUrl}/api/products`)).json();
    const catalog = catalogFrom(
      /** @type {import('@healing/contracts').ProductDto[]} */ (products),
    );
    const ledger = new Ledger();
    /** @type {import('./lib/shoppers.mjs').StoredUpload[]} */
    const uploads = [];

    // 1. The peak through the balancer, then half of it with faults.
    say(
      `\n1. Peak: ${PEAK_SHOPPERS} shoppers without pause, ${PEAK_SECONDS} s (after 3 s of warm-up)`,
    );
    const peakBook = new LatencyBook();
    const common = { pool: shoppersPool, catalog, ledger, uploads };
    await runShoppers({
      ...common,
      shoppers: PEAK_SHOPPERS,
      seconds: 3,
      onAnswer: (e, a) => peakBook.record(e, a),
    });
    const peak = await runShoppers({
      ...common,
      shoppers: PEAK_SHOPPERS,
      seconds: PEAK_SECONDS,
      onAnswer: (e, a) => peakBook.record(e, a),
    });
    say(`   peak: ${peak.rate.toFixed(0)} requests/s`);

    const seconds = minutes * 60;
    const rate = peak.rate / 2;
    say(`\n2. Half peak: ${rate.toFixed(0)} requests/s for ${seconds} s, with faults`);
    const book = new LatencyBook();
    const faults = runFaults(running, seconds);
    const steady = await runShoppers({
      ...common,
      shoppers: STEADY_SHOPPERS,
      seconds,
      rate,
      onAnswer: (e, a) => book.record(e, a),
    });
    const timeline = await faults;
    book.print(
      `   sent ${steady.rate.toFixed(0)} requests/s for ${steady.seconds.toFixed(0)} s (${steady.sent} requests, ${steady.late} behind schedule)`,
    );
    for (const line of timeline.lines) say(`   ${line}`);
    const statuses = (/** @type {LatencyBook} */ b) => {
      /** @type {Record<string, number>} */
      const counts = {};
      for (const row of b.rows())
        for (const [status, n] of Object.entries(row.statuses))
          counts[status] = (counts[status] ?? 0) + n;
      return counts;
    };
    const serverErrors = [...peak.serverErrors, ...steady.serverErrors];
    const resent = [...peak.resent, ...steady.resent];
    check(
      'zero 5xx reached shoppers (peak and half peak, through every fault)',
      `${peak.sent + steady.sent} requests: ${tally(statuses(peakBook))} at peak, ${tally(statuses(book))} at half peak; ${resent.length} lost answers resent by the platform's rule (${resent.map((r) => `${r.endpoint} ${r.status || r.error}`).join(', ') || 'none'})`,
      [
        ...serverErrors.map(
          (e) =>
            `${e.endpoint} -> ${e.status || e.error} at ${new Date(e.at).toISOString()} (${timeline.during(e.at)}); ${e.detail}`,
        ),
        // What the balancer logged of those requests (their ids are in its log lines).
        ...running.haproxy.lines.filter((line) =>
          serverErrors.some((e) => e.requestId && line.includes(e.requestId)),
        ),
      ],
    );
    check(
      'SIGTERM: each replica drained and exited 0; every restarted replica back UP in HAProxy',
      timeline.lines.length ? `${timeline.lines.length} steps` : 'none',
      timeline.problems,
    );

    // 3. One client's writes, through the balancer, against the shared limit.
    say(`\n3. ${FLOOD_WRITES} writes from one address (127.2.0.1) through the balancer`);
    const flooderPool = addressPool(running.shopUrl, '127.2', 1);
    pools.push(flooderPool);
    const flooder = flooderPool.next();
    /** @type {Record<string, number>} */
    const floodStatuses = {};
    let floodSent = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (floodSent < FLOOD_WRITES) {
          floodSent += 1;
          const answer = await flooder.request('POST', '/api/healing-moments', {
            body: { name: 'Flood Drill', story: 'One address, many replicas.', category: 'growth' },
          });
          const key = String(answer.status || answer.error);
          floodStatuses[key] = (floodStatuses[key] ?? 0) + 1;
        }
      }),
    );
    const accepted = Object.entries(floodStatuses)
      .filter(([status]) => status.startsWith('2'))
      .reduce((sum, [, n]) => sum + n, 0);
    check(
      `one address's writes limited across replicas: at most ${WRITE_LIMIT} of ${FLOOD_WRITES} accepted in all`,
      `${accepted} accepted (${tally(floodStatuses)})`,
      accepted <= WRITE_LIMIT
        ? []
        : [
            `${accepted} writes accepted: the limit is counted per replica (${API_REPLICAS} x ${WRITE_LIMIT}), not shared`,
          ],
    );

    // 4. Mail: everything so far delivered, then a slow SMTP server.
    say('\n4. The outbox: every mail delivered once; then an SMTP server taking 15 s per mail');
    const firstDrain = await waitForOutbox(db, 120_000);
    smtp.delayMs = SLOW_SMTP_MS;
    const slowPool = addressPool(running.shopUrl, '127.3', SLOW_MAILS);
    pools.push(slowPool);
    /** @type {Record<string, number>} */
    const slowStatuses = {};
    const slowStartedAt = Date.now();
    for (let i = 0; i < SLOW_MAILS; i += 1) {
      const step = contactStep(`slow-${Date.now().toString(36)}-${i}`);
      const answer = await slowPool.next().request(step.method, step.path, step);
      slowStatuses[answer.status || 'error'] = (slowStatuses[answer.status || 'error'] ?? 0) + 1;
      await sleep(3_000);
    }
    const slowDrain = await waitForOutbox(db, 180_000);
    say(
      `   ${SLOW_MAILS} contact messages (${tally(slowStatuses)}) delivered through the slow server in ${((Date.now() - slowStartedAt) / 1000).toFixed(0)} s`,
    );
    smtp.delayMs = 0;
    const mail = await checkMail(db, smtp);
    check(
      'every outbox mail delivered exactly once (by Message-ID), with a fast and a 15 s SMTP server',
      `${mail.rows} mails in the outbox, ${mail.deliveredOnce} delivered once; ${smtp.arrived} arrived at the server; outbox drained ${firstDrain.ok ? `in ${firstDrain.seconds} s` : 'NOT'}, slow phase ${slowDrain.ok ? `in ${slowDrain.seconds} s` : 'NOT drained'}`,
      [
        ...mail.findings,
        ...(firstDrain.ok
          ? []
          : [`the outbox still held ${firstDrain.pending} undelivered mails after 120 s`]),
        ...(slowDrain.ok
          ? []
          : [
              `with the slow server, ${slowDrain.pending} mails were still undelivered after 180 s`,
            ]),
      ],
    );

    // 5. What the database holds.
    say('\n5. Orders and stories in PostgreSQL');
    const lostCheckouts = ledger.unansweredCheckouts.length;
    const orders = await checkOrders(db, ledger, { unacknowledgedAllowed: lostCheckouts > 0 });
    const stories = await checkStories(db, ledger);
    check(
      'every acknowledged order and story stored exactly once',
      `orders: ${orders.figures.acknowledged} acknowledged, ${orders.figures.stored} stored (${orders.figures.storedWithoutAnswer} without an answer, ${lostCheckouts} checkouts unanswered); stories: ${stories.figures.acknowledged} acknowledged, ${stories.figures.stored} stored`,
      [...orders.broken, ...stories.broken],
    );

    // 6. Uploads, read from each replica directly.
    say(`\n6. ${uploads.length} uploads read back through each API replica's own port`);
    /** @type {string[]} */
    const unreadable = [];
    let reads = 0;
    for (const upload of uploads) {
      for (const api of running.apis) {
        const answer = await fetch(`http://127.0.0.1:${api.port}/api/uploads/${upload.id}`).then(
          async (response) => ({
            status: response.status,
            body: Buffer.from(await response.arrayBuffer()),
          }),
          () => ({ status: 0, body: Buffer.alloc(0) }),
        );
        const body = answer.body;
        reads += 1;
        if (answer.status !== 200 || !body.equals(upload.bytes)) {
          unreadable.push(
            `${upload.id} on ${api.name}: ${answer.status}, ${body.length} of ${upload.bytes.length} bytes`,
          );
        }
      }
    }
    check(
      'every upload readable through every API replica',
      `${reads - unreadable.length} of ${reads} reads (${uploads.length} uploads x ${running.apis.length} replicas)`,
      uploads.length === 0 ? ['no upload was acknowledged'] : unreadable,
    );

    check('no process of the cluster stopped on its own', `${crashes.length}`, crashes);

    // 7. Migrations: replicas starting together on fresh databases.
    say(
      `\n7. Migrations: ${MIGRATION_ROUNDS} rounds of ${API_REPLICAS} replicas started at once on a fresh database`,
    );
    const migrations = await migrationRounds({
      cluster: running,
      rounds: MIGRATION_ROUNDS,
      replicas: API_REPLICAS,
      portBase: MIGRATION_PORT_BASE,
      metricsPortBase: PORTS.METRICS_PORT_BASE + 60,
      dataDir: path.join(workDir, 'migration-rounds'),
      say: (text) => say(`   ${text}`),
    });
    check(
      `migrations: ${MIGRATION_ROUNDS} of ${MIGRATION_ROUNDS} rounds with all ${API_REPLICAS} ready, migrations applied once`,
      `${migrations.good} of ${MIGRATION_ROUNDS} rounds; ${migrations.summary}`,
      migrations.findings,
    );
  } catch (error) {
    check('the drill ran to the end', 'stopped early', [
      error instanceof Error ? (error.stack ?? error.message) : String(error),
    ]);
  } finally {
    for (const pool of pools) pool.close();
    await db?.end().catch(() => undefined);
    say('\n[drill:replicas] stopping the cluster');
    await cluster?.stop();
    await smtp.close();
    process.off('exit', onExit);
    if (process.env.DRILL_KEEP !== '1') rmSync(workDir, { recursive: true, force: true });
  }
  say('\n=== replicas drill: promises');
  printTable(promises.rows, { promise: 80, measured: 100 });
  return promises.broken;
}

/**
 * The faults, at set points of the half-peak run: SIGTERM to api-1 (started again 5 s after it
 * exits), SIGKILL to api-2 (started again 2 s later), shell-1 stopped and started again.
 * @param {import('../start/lib/cluster.mjs').Cluster} cluster
 * @param {number} seconds
 */
async function runFaults(cluster, seconds) {
  const startedAt = Date.now();
  /** @type {string[]} */
  const lines = [];
  /** @type {string[]} */
  const problems = [];
  /** @type {{ name: string, from: number, to: number }[]} */
  const windows = [];
  const at = () =>
    `${((Date.now() - startedAt) / 1000).toFixed(1)} s (${new Date().toISOString().slice(11, 23)})`;
  const stats = cluster.ports.stats;
  /**
   * @param {number} share  of the run
   */
  const until = async (share) => {
    const wait = startedAt + share * seconds * 1000 - Date.now();
    if (wait > 0) await sleep(wait);
  };
  /**
   * @param {string} name
   * @param {import('../start/lib/cluster.mjs').Replica | undefined} replica
   * @param {NodeJS.Signals} signal
   * @param {number} pauseMs  between its exit and its new start
   */
  const fault = async (name, replica, signal, pauseMs) => {
    if (!replica) return;
    const window = { name, from: Date.now(), to: Infinity };
    windows.push(window);
    const backend = replica.kind === 'api' ? 'api' : 'shop';
    lines.push(`${at()}: ${signal} to ${replica.name} (pid ${replica.pid})`);
    replica.signal(signal);
    const exit = await replica.exited;
    lines.push(`${at()}: ${replica.name} exited (${exit.signal ?? `code ${exit.code}`})`);
    if (signal === 'SIGTERM' && exit.code !== 0) {
      // What it said while stopping: its shutdown steps, warnings and errors.
      const said = replica.lines
        .slice(-60)
        .filter((line) =>
          /Shutdown|"level":"(warn|error|fatal)"|"level":(40|50|60)|Error/.test(line),
        )
        .slice(-6);
      problems.push(
        `${replica.name} did not exit cleanly on SIGTERM: ${JSON.stringify(exit)}; it said:\n      ${said.join('\n      ')}`,
      );
    }
    await sleep(pauseMs);
    replica.start();
    try {
      await replica.waitReady(120_000);
      const up = await waitUntilUp(stats, [`${backend}/${replica.name}`], 20_000);
      lines.push(
        `${at()}: ${replica.name} started again (pid ${replica.pid}), ${up ? 'UP in HAProxy' : 'NOT seen UP by HAProxy'}`,
      );
      if (!up)
        problems.push(`${replica.name} was not seen UP by HAProxy within 20 s of being ready`);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
    window.to = Date.now();
  };
  await until(0.15);
  await fault('SIGTERM api-1', cluster.apis[0], 'SIGTERM', 5_000);
  await until(0.4);
  await fault('SIGKILL api-2', cluster.apis[1], 'SIGKILL', 2_000);
  await until(0.65);
  await fault('restart shell-1', cluster.shells[0], 'SIGTERM', 0);
  return {
    lines,
    problems,
    /** Which fault was under way at `time` (ms since the epoch). @param {number} time */
    during: (time) =>
      windows.findLast((w) => time >= w.from - 1_000 && time <= w.to + 3_000)?.name ??
      'no fault under way',
  };
}

/**
 * Waits until every mail of the outbox is sent.
 * @param {import('pg').Client} db
 * @param {number} timeoutMs
 */
async function waitForOutbox(db, timeoutMs) {
  const startedAt = Date.now();
  let pending = 0;
  while (Date.now() - startedAt < timeoutMs) {
    /** @type {import('pg').QueryResult<{ n: number }>} */
    const result = await db.query(
      "SELECT count(*)::int AS n FROM mail_outbox WHERE status <> 'sent'",
    );
    pending = result.rows[0]?.n ?? 0;
    if (pending === 0)
      return { ok: true, seconds: ((Date.now() - startedAt) / 1000).toFixed(0), pending };
    await sleep(1_000);
  }
  return { ok: false, seconds: '', pending };
}

/**
 * Every outbox row delivered once by Message-ID (`<outbox-<id>-<created>@...>`), nothing else
 * delivered, nothing twice.
 * @param {import('pg').Client} db
 * @param {SmtpSink} smtp
 */
async function checkMail(db, smtp) {
  /** @type {import('pg').QueryResult<{ id: number, status: string }>} */
  const outbox = await db.query('SELECT id, status FROM mail_outbox ORDER BY id');
  /** @type {Map<number, number>} */
  const byRow = new Map();
  /** @type {string[]} */
  const findings = [];
  for (const [messageId, count] of smtp.delivered) {
    const id = Number(/^<outbox-(\d+)-/.exec(messageId)?.[1] ?? NaN);
    if (!Number.isInteger(id))
      findings.push(`a mail with Message-ID ${messageId} is no outbox row's`);
    else byRow.set(id, (byRow.get(id) ?? 0) + count);
  }
  let deliveredOnce = 0;
  for (const row of outbox.rows) {
    const count = byRow.get(row.id) ?? 0;
    if (count === 1) deliveredOnce += 1;
    else findings.push(`outbox mail ${row.id} (${row.status}) delivered ${count} times`);
  }
  return { rows: outbox.rows.length, deliveredOnce, findings };
}

// Run by shell/tooling/drills/run.mjs (or directly): exits non-zero when a promise was broken.
await runWhenMain(import.meta.url, 'replicas', run);
