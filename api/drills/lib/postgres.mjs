// A drill's own PostgreSQL: a fresh cluster in the drill's data folder, on the drill's port.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ensureBuild, importEmbeddedPostgres } from '../../scripts/bench-processes.mjs';
import { apiDir, drillDataDir, sleep } from './settings.mjs';

/** @typedef {import('../../src/database/embedded-postgres.js').RunningPostgres} RunningPostgres */

const DATABASE = 'healing_shop_drill';

// Should a drill die or be interrupted, its PostgreSQL servers get a fast shutdown.
/** @type {Set<RunningPostgres>} */
const running = new Set();
process.on('exit', () => {
  for (const server of running) {
    try {
      // A server the outage drill froze must be woken to hear the shutdown.
      const postmaster = postmasterOf(server);
      for (const pid of serverProcesses(postmaster)) process.kill(pid, 'SIGCONT');
      process.kill(postmaster, 'SIGINT');
    } catch {
      /* already gone */
    }
  }
});

/**
 * The server's postmaster: a server the drill started always has one.
 * @param {RunningPostgres} server
 */
function postmasterOf(server) {
  if (server.pid === undefined) throw new Error(`${server.url} was running before the drill`);
  return server.pid;
}

/**
 * Whether `pid` runs: a zombie (killed, its parent gone too and nobody reaping it yet) does not.
 * @param {number} pid
 */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/**
 * The postmaster and its children (each PostgreSQL process has its own process group).
 * @param {number} postmaster
 */
function serverProcesses(postmaster) {
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // /proc/<pid>/stat: "pid (name) state ppid ..."; the name may hold spaces.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/**
 * Waits until process `pid` is gone.
 * @param {number} pid
 */
export async function waitForExit(pid, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (isRunning(pid)) {
    if (Date.now() > deadline)
      throw new Error(`process ${pid} still running after ${timeoutMs} ms`);
    await sleep(50);
  }
}

/**
 * The postmaster serving the cluster in `pgDir` (its postmaster.pid), when one runs.
 * @param {string} pgDir
 */
export function postmasterIn(pgDir) {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  return pid && isRunning(pid) ? pid : undefined;
}

/**
 * Every process of the server on `pgDir`, postmaster and children, killed at once (SIGKILL: a
 * dead disk or a power cut, nothing flushed, no shutdown checkpoint) and waited for.
 * @param {string} pgDir
 */
export async function killServerIn(pgDir) {
  const postmaster = postmasterIn(pgDir);
  if (postmaster === undefined) throw new Error(`no PostgreSQL runs on ${pgDir}`);
  const all = serverProcesses(postmaster);
  for (const pid of all) process.kill(pid, 'SIGKILL');
  for (const pid of all) await waitForExit(pid);
}

/**
 * A server an earlier, interrupted run left on this folder is stopped before the folder goes.
 * @param {string} pgDir
 */
export async function stopLeftover(pgDir) {
  const pid = postmasterIn(pgDir);
  if (pid === undefined) return;
  process.kill(pid, 'SIGINT');
  await waitForExit(pid);
}

/**
 * Builds the API if needed, wipes the drill's folder and starts PostgreSQL there.
 * `restart()` starts it again on the same data (after `stop()`, a kill or a freeze).
 * @param {string} drill
 * @param {number} port
 */
export async function freshPostgres(drill, port) {
  ensureBuild(apiDir);
  const dir = drillDataDir(drill);
  const pgDir = path.join(dir, 'pg');
  await stopLeftover(pgDir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const { startEmbeddedPostgres } = await importEmbeddedPostgres(apiDir);
  const start = () => startEmbeddedPostgres({ dataDir: pgDir, port, database: DATABASE });
  let server = await start();
  running.add(server);
  return {
    url: server.url,
    dir,
    get pid() {
      return postmasterOf(server);
    },
    /** The API's way: smart shutdown, escalating. */
    async stop() {
      await server.stop();
      running.delete(server);
    },
    /** An outage: fast shutdown (sessions cut), waited for. */
    async cut() {
      process.kill(postmasterOf(server), 'SIGINT');
      await waitForExit(postmasterOf(server));
    },
    /**
     * The whole server, postmaster and every other process of it, at once (Linux).
     * @param {NodeJS.Signals} signal
     */
    signalAll(signal) {
      for (const pid of serverProcesses(postmasterOf(server))) process.kill(pid, signal);
    },
    async restart() {
      running.delete(server);
      server = await start();
      running.add(server);
    },
  };
}

/**
 * A client on the drill's database, for the checks.
 * @param {string} url
 */
export async function connect(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/**
 * Row counts of every table of the shop.
 * @param {pg.Client} db
 */
export async function rowCounts(db) {
  /** @type {pg.QueryResult<{ tablename: string }>} */
  const tables = await db.query(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations' ORDER BY tablename",
  );
  /** @type {Record<string, number>} */
  const counts = {};
  for (const { tablename } of tables.rows) {
    /** @type {pg.QueryResult<{ n: number }>} */
    const result = await db.query(
      `SELECT count(*)::int AS n FROM ${db.escapeIdentifier(tablename)}`,
    );
    counts[tablename] = result.rows[0].n;
  }
  return counts;
}
