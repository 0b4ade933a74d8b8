#!/usr/bin/env node
// `npm run start:cluster`: the shop as production runs it, on this machine. It builds what
// changed (as `npm start` does; --no-build or START_SKIP_BUILD=1 skips it), then starts one
// PostgreSQL (the embedded one, unless DATABASE_URL is set), API_REPLICAS APIs (2) behind
// HAProxy's internal frontend, the four remote servers, SHELL_REPLICAS shell servers (2) behind
// HAProxy's public frontend on SHOP_PORT (8080), and prints what runs where. A replica that
// stops on its own is started again (a supervisor's job in production). Ctrl-C or SIGTERM stops
// everything in order: HAProxy (no new requests, those in flight finish), the shell and remote
// servers, the APIs, PostgreSQL. Needs Debian's haproxy (`sudo apt-get install -y haproxy`).
// STAGING_PORT (unset: none; the shell replicas take the ports after SHOP_PORT) adds the staging
// shell, outside the balancer, showing the remotes' staging releases, as `npm start` does.
//
// PostgreSQL. The embedded one (in <DATA_DIR>/pg, DATA_DIR defaulting to .data/cluster, port
// EMBEDDED_PG_PORT, 54330) archives its WAL into <BACKUP_DIR>/wal and gets a base backup every
// BACKUP_BASE_INTERVAL_HOURS (24) into <BACKUP_DIR>/base, as `npm start`'s does (BACKUP_DIR
// defaults to <DATA_DIR>/backups; ARCHIVE_TIMEOUT_SECONDS, BACKUP_RETENTION_DAYS as for the
// API). The APIs reach it through HAProxy's PostgreSQL pool on PG_BALANCER_PORT
// (EMBEDDED_PG_PORT + 2), never directly.
//  - PG_STANDBY=1: a streaming standby too, made at each start from a fresh base backup of the
//    primary into <DATA_DIR>/pg-standby (standby.signal, primary_conninfo, restore_command from
//    the archive), on EMBEDDED_PG_STANDBY_PORT (EMBEDDED_PG_PORT + 1); in the balancer's pool
//    as a backup server. Asynchronous: a commit acknowledged just before the primary's disk is
//    lost may be missing on the standby.
//  - PG_SYNC_STANDBY=1 (implies PG_STANDBY=1): synchronous commit to the standby (zero data
//    loss): a commit returns only once the standby has it on disk. The price: a write waits for
//    the standby's round trip, and waits for ever while the standby is down.
//  - `npm run promote:standby` (promote-standby.mjs) makes the standby the primary: the old one
//    is put in maintenance in the balancer, the APIs' next connections reach the new one. This
//    process notices, prints the new state and takes the base backups from the new primary. A later start refuses to start the old primary
//    and says how to rebuild a standby.
import path from 'node:path';
import { buildUnlessSkipped, printPrefixed, ROOT } from './lib/children.mjs';
import { countFrom, startCluster } from './lib/cluster.mjs';
import { findHaproxy } from './lib/haproxy.mjs';
import { standbySettingsFrom } from './lib/standby.mjs';

const say = (/** @type {string} */ text) => console.log(`[cluster] ${text}`);
/** A replica that crashes more often than this in a minute is left stopped. */
const MAX_RESTARTS_PER_MINUTE = 5;

/** @type {import('./lib/cluster.mjs').Cluster | null} */
let cluster = null;
let stopping = false;
/** @param {number} code */
async function stop(code) {
  if (stopping) return;
  stopping = true;
  say('stopping');
  await cluster?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('exit', () => cluster?.killNow());

/** @type {Map<string, number[]>} */
const restarts = new Map();
/** @type {NonNullable<import('./lib/cluster.mjs').ClusterOptions['onCrash']>} */
function onCrash(replica, code, signal) {
  const how = signal ?? `exit ${code}`;
  if (replica.kind === 'haproxy') {
    console.error(`[cluster] HAProxy stopped (${how}); stopping the rest`);
    void stop(1);
    return;
  }
  const recent = (restarts.get(replica.name) ?? []).filter((at) => at > Date.now() - 60_000);
  if (recent.length >= MAX_RESTARTS_PER_MINUTE) {
    console.error(
      `[cluster] ${replica.name} stopped (${how}), ${recent.length} times within a minute: left stopped; the balancer routes around it`,
    );
    return;
  }
  restarts.set(replica.name, [...recent, Date.now()]);
  console.error(`[cluster] ${replica.name} stopped (${how}); starting it again`);
  setTimeout(() => {
    if (!stopping && !replica.running) replica.start();
  }, 1_000);
}

/** How PostgreSQL stands: at start, and again when the standby is promoted. */
async function printDatabase() {
  for (const line of (await cluster?.databaseSummary()) ?? []) say(line);
}

try {
  const apiReplicas = countFrom('API_REPLICAS', 2);
  const shellReplicas = countFrom('SHELL_REPLICAS', 2);
  const standby = standbySettingsFrom(process.env);
  // Before the build: without HAProxy there is nothing to start.
  findHaproxy();
  buildUnlessSkipped();
  cluster = await startCluster({
    apiReplicas,
    shellReplicas,
    dataDir: path.resolve(process.env.DATA_DIR ?? path.join(ROOT, '.data', 'cluster')),
    databaseUrl: process.env.DATABASE_URL || undefined,
    standby,
    // Once the promotion has also switched the balancer (promote-standby.mjs).
    onPromoted: () => setTimeout(() => void printDatabase(), 3_000),
    drainDelayMs: process.env.DRAIN_DELAY_MS ? Number(process.env.DRAIN_DELAY_MS) : undefined,
    sink: printPrefixed,
    onCrash,
    say,
  });
  say('running:');
  for (const line of cluster.summary()) say(`  ${line}`);
  await printDatabase();
  say(`shared data folder of the APIs: ${cluster.sharedDir}`);
  say(`HAProxy's stats: http://127.0.0.1:${cluster.ports.stats}/`);
  if (cluster.stagingShell) {
    say(`Staging (the remotes' staging releases) is open on ${cluster.stagingOrigin}`);
  }
  say(`The Healing Shop is open on ${cluster.publicOrigin} (Ctrl-C stops it)`);
} catch (error) {
  console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
