// The shop as it runs in production, on one machine: one PostgreSQL, API replicas behind an
// internal HAProxy frontend, shell servers behind the public one, and the four remote servers.
// `npm run start:cluster` (start-cluster.mjs), the replicas and failover drills and the replicas
// benchmark start it through startCluster(); each process is a Replica they can signal and
// start again. The embedded PostgreSQL archives its WAL and gets base backups (as `npm start`'s
// does), optionally has a streaming standby (standby.mjs), and the APIs reach it through
// HAProxy's TCP pool, so a promoted standby takes over without any API being told.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HOST_DIR } from '../../paths.mjs';
import {
  isRunning,
  remoteManifestEnv,
  remoteServerArgs,
  renderSecretForStart,
  ROOT,
  shellServerArgs,
  spawnChild,
  waitForOk,
} from './children.mjs';
import {
  findHaproxy,
  haproxyConfig,
  isDuplicateNotice,
  serverStates,
  validateConfig,
  waitUntilUp,
} from './haproxy.mjs';
import {
  ADMIN_SOCKET,
  allowReplication,
  makeStandby,
  PG_POOL,
  PRIMARY_FOLDER,
  PRIMARY_SERVER,
  query,
  refuseAfterFailover,
  replicationState,
  setSynchronous,
  STANDBY_FOLDER,
  STANDBY_SERVER,
  waitForStreaming,
} from './standby.mjs';

/** Each hop believes X-Forwarded-For only from the hop before it: here, the balancer on loopback. */
export const BALANCER_ADDRESS = '127.0.0.1';

/**
 * Where each process listens. Every port can be moved by an environment variable.
 * @typedef {object} ClusterPorts
 * @property {number} shop         HAProxy's public frontend
 * @property {string} shopHost     the address it binds
 * @property {number} apiBalancer  HAProxy's internal frontend (the shells' API_URL)
 * @property {number} stats        HAProxy's stats page, loopback only
 * @property {number} pg           the embedded PostgreSQL (when DATABASE_URL is not given)
 * @property {number} pgStandby    its standby (PG_STANDBY=1)
 * @property {number} pgBalancer   HAProxy's PostgreSQL pool (the APIs' DATABASE_URL)
 * @property {number[]} apis
 * @property {number[]} shells
 * @property {Record<string, number>} remotes  remote name -> port
 * @property {number | null} staging  the staging shell (STAGING_PORT; unset or `off`: none)
 * @property {number} metricsBase  METRICS_PORT of each process: APIs, then shells, then remotes
 */

/**
 * @param {string} name
 * @param {number} fallback
 * @param {NodeJS.ProcessEnv} env
 */
function portFrom(name, fallback, env) {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 65535) {
    throw new Error(`${name} must be a port number, got "${value}"`);
  }
  return Number(value);
}

/**
 * @param {string} name
 * @param {number} fallback
 * @param {NodeJS.ProcessEnv} env
 */
export function countFrom(name, fallback, env = process.env) {
  const value = env[name] ?? String(fallback);
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 16) {
    throw new Error(`${name} must be a number from 1 to 16, got "${value}"`);
  }
  return Number(value);
}

/**
 * The ports of a cluster of `apiReplicas` APIs and `shellReplicas` shell servers.
 * @param {{ apiReplicas: number, shellReplicas: number, remoteNames: readonly string[] }} counts
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {ClusterPorts}
 */
export function clusterPorts({ apiReplicas, shellReplicas, remoteNames }, env = process.env) {
  const shop = portFrom('SHOP_PORT', 8080, env);
  const apiBalancer = portFrom('API_PORT', 3000, env);
  const apiBase = portFrom('API_REPLICA_PORT_BASE', apiBalancer + 1, env);
  const shellBase = portFrom('SHELL_PORT_BASE', shop + 1, env);
  const remoteBase = portFrom('REMOTE_PORT_BASE', 3101, env);
  const pg = portFrom('EMBEDDED_PG_PORT', 54330, env);
  return {
    shop,
    shopHost: env.SHOP_HOST ?? '0.0.0.0',
    apiBalancer,
    stats: portFrom('HAPROXY_STATS_PORT', 8404, env),
    pg,
    pgStandby: portFrom('EMBEDDED_PG_STANDBY_PORT', pg + 1, env),
    pgBalancer: portFrom('PG_BALANCER_PORT', pg + 2, env),
    apis: Array.from({ length: apiReplicas }, (_, i) => apiBase + i),
    shells: Array.from({ length: shellReplicas }, (_, i) => shellBase + i),
    remotes: Object.fromEntries(remoteNames.map((name, i) => [name, remoteBase + i])),
    // Opt-in here: the shell replicas take the ports after the shop's (npm start's 8081).
    staging: env.STAGING_PORT === 'off' ? null : portFrom('STAGING_PORT', 0, env) || null,
    metricsBase: portFrom('METRICS_PORT_BASE', 9400, env),
  };
}

/**
 * One process of the cluster: started, signalled and started again by name, its recent output
 * kept for reports.
 */
/**
 * A replica's exit that nobody asked for, with the last lines it printed: why it stopped, when
 * it said (an uncaught error's stack), even where the drill kept its output quiet.
 * @param {Replica} replica
 * @param {number | null} code
 * @param {NodeJS.Signals | null} signal
 * @param {number} [lines]
 */
export function describeCrash(replica, code, signal, lines = 12) {
  const said = replica.lines.slice(-lines).map((line) => line.slice(0, 240));
  return `${replica.name} stopped on its own (${signal ?? `exit ${code}`}): ${said.join(' | ')}`;
}

export class Replica {
  /** @type {import('./children.mjs').Child | null} */
  child = null;
  /** Output lines, the latest last (at most 400 kept). */
  /** @type {string[]} */
  lines = [];
  /** Exits nobody asked for: how many, and the latest. */
  crashes = 0;
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  exited = Promise.resolve({ code: 0, signal: null });
  #expectingExit = false;

  /**
   * @param {object} options
   * @param {'api' | 'shell' | 'remote' | 'haproxy'} options.kind
   * @param {string} options.name
   * @param {number} options.port
   * @param {string} [options.readyPath]  asked on `port` by waitReady(); none for HAProxy
   * @param {string[]} options.args
   * @param {string} options.cwd
   * @param {Record<string, string>} options.env
   * @param {string} [options.command]  Node unless given
   * @param {import('./children.mjs').LineSink} options.sink
   * @param {(replica: Replica, code: number | null, signal: NodeJS.Signals | null) => void} options.onCrash
   */
  constructor(options) {
    this.options = options;
    this.kind = options.kind;
    this.name = options.name;
    this.port = options.port;
  }

  get pid() {
    return this.child?.pid;
  }

  get running() {
    return this.child !== null && isRunning(this.child);
  }

  start() {
    if (this.running) throw new Error(`${this.name} is already running`);
    const { args, cwd, env, command, sink } = this.options;
    this.#expectingExit = false;
    const child = spawnChild(this.name, args, {
      cwd,
      env,
      command,
      detached: true,
      sink: (name, line, stream) => {
        this.lines.push(line);
        if (this.lines.length > 400) this.lines.splice(0, 200);
        sink(name, line, stream);
      },
    });
    this.child = child;
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        if (!this.#expectingExit) {
          this.crashes += 1;
          this.options.onCrash(this, code, signal);
        }
        resolve({ code, signal });
      }),
    );
    return this;
  }

  /**
   * Sends `signal` (an exit that follows is expected, not a crash).
   * @param {NodeJS.Signals} signal
   */
  signal(signal) {
    if (!this.running) return;
    this.#expectingExit = true;
    this.child?.kill(signal);
  }

  /**
   * Stops it with `signal` (SIGTERM unless told) and waits; SIGKILL after `killAfterMs`.
   * @param {{ signal?: NodeJS.Signals, killAfterMs?: number }} [options]
   */
  async stop({ signal = 'SIGTERM', killAfterMs = 40_000 } = {}) {
    if (!this.running) return this.exited;
    this.signal(signal);
    const killer = setTimeout(() => this.child?.kill('SIGKILL'), killAfterMs);
    const exit = await this.exited;
    clearTimeout(killer);
    return exit;
  }

  /** Resolves once its health endpoint answers 200; fails when it exits first. */
  async waitReady(timeoutMs = 120_000) {
    const url = `http://127.0.0.1:${this.port}${this.options.readyPath ?? '/'}`;
    const child = this.child;
    const ready = await waitForOk(url, timeoutMs, () => child === null || !isRunning(child));
    if (!ready) {
      throw new Error(
        `${this.name} did not become ready on ${url} within ${timeoutMs / 1000} s; its last lines:\n  ${this.lines.slice(-15).join('\n  ')}`,
      );
    }
  }
}

/**
 * An API process (api/dist/main.js) on 127.0.0.1:`port`, believing X-Forwarded-For from the
 * balancer only; `env` says the rest (DATABASE_URL, DATA_DIR, origins...).
 * @param {object} options
 * @param {string} options.name
 * @param {number} options.port
 * @param {Record<string, string>} options.env
 * @param {import('./children.mjs').LineSink} options.sink
 * @param {(replica: Replica, code: number | null, signal: NodeJS.Signals | null) => void} options.onCrash
 */
export function newApiReplica({ name, port, env, sink, onCrash }) {
  return new Replica({
    kind: 'api',
    name,
    port,
    readyPath: '/api/health',
    args: ['dist/main.js'],
    cwd: path.join(ROOT, 'api'),
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUSTED_PROXIES: BALANCER_ADDRESS,
      ...env,
    },
    sink,
    onCrash,
  });
}

/**
 * The API's embedded PostgreSQL module, as the api package exports it (built in api/dist: the
 * API is built first).
 * @returns {Promise<typeof import('api/embedded-postgres')>}
 */
export async function importEmbeddedPostgres() {
  return import('api/embedded-postgres');
}

/**
 * The embedded PostgreSQL of a cluster: the primary, its standby when asked, the base backups'
 * timer (the api's BackupMonitor), and what happened to them.
 * @typedef {object} ClusterDatabase
 * @property {import('api/embedded-postgres').RunningPostgres} primary
 * @property {import('api/embedded-postgres').RunningPostgres | null} standby
 * @property {import('api/backup/backup-monitor').BackupMonitor} backups
 * @property {string} backupDir
 * @property {boolean} synchronous
 * @property {Date | null} promotedAt  when the standby's log said it was promoted
 */

/**
 * What a process of a given kind needs to be told (README, Production).
 * @typedef {object} ClusterEnv
 * @property {Record<string, string>} [all]     every Node process
 * @property {Record<string, string>} [api]
 * @property {Record<string, string>} [shell]
 * @property {Record<string, string>} [remote]
 */

/**
 * @typedef {object} ClusterOptions
 * @property {number} apiReplicas
 * @property {number} shellReplicas
 * @property {string} dataDir  the embedded database (pg/, pg-standby/, backups/), the APIs'
 *   shared folder (shared/), haproxy.cfg and its admin socket
 * @property {NodeJS.ProcessEnv} [portEnv]  where the ports are read from (process.env)
 * @property {string} [databaseUrl]  any PostgreSQL; else the embedded one is started
 * @property {import('./standby.mjs').StandbySettings} [standby]  a standby of the embedded one
 * @property {NodeJS.ProcessEnv} [backupEnv]  BACKUP_DIR and the other backup settings
 *   (process.env); BACKUP_DIR defaults to <dataDir>/backups
 * @property {() => void} [onPromoted]  the standby said it was promoted
 * @property {boolean} [fresh]  empty dataDir first
 * @property {number} [drainDelayMs]  DRAIN_DELAY_MS of the APIs and shells: longer than the
 *   balancer needs to see a stopping one unready (2 failed checks a second apart)
 * @property {ClusterEnv} [env]
 * @property {import('./children.mjs').LineSink} sink
 * @property {(replica: Replica, code: number | null, signal: NodeJS.Signals | null) => void} [onCrash]
 * @property {(message: string) => void} [say]
 */

/**
 * @typedef {Awaited<ReturnType<typeof startCluster>>} Cluster
 */

/**
 * Starts the cluster: PostgreSQL, the APIs (all at once: the migration lock has them take
 * turns), HAProxy, the remotes and shells; resolves once the shop answers ready through the
 * public frontend. On failure everything started is stopped again.
 * @param {ClusterOptions} options
 */
export async function startCluster(options) {
  const { bin: haproxyBin, version: haproxyVersion } = findHaproxy();
  const { REMOTE_PACKAGES, REMOTES } = await import('@healing/edge');
  const say = options.say ?? (() => undefined);
  const ports = clusterPorts(
    {
      apiReplicas: options.apiReplicas,
      shellReplicas: options.shellReplicas,
      remoteNames: REMOTES.map((remote) => remote.name),
    },
    options.portEnv,
  );
  const env = options.env ?? {};
  if (options.fresh) rmSync(options.dataDir, { recursive: true, force: true });
  const sharedDir = path.join(options.dataDir, 'shared');
  mkdirSync(sharedDir, { recursive: true });
  const drainDelayMs = String(options.drainDelayMs ?? 4_000);
  const publicOrigin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${ports.shop}`;
  const remotesHost = process.env.REMOTES_HOST ?? 'localhost';
  const balancedApiUrl = `http://127.0.0.1:${ports.apiBalancer}`;
  let nextMetricsPort = ports.metricsBase;
  let stopping = false;
  /** @type {(replica: Replica, code: number | null, signal: NodeJS.Signals | null) => void} */
  const onCrash = (replica, code, signal) => {
    if (!stopping) options.onCrash?.(replica, code, signal);
  };

  /** @type {import('api/embedded-postgres').RunningPostgres | null} */
  let postgres = null;
  /** @type {ClusterDatabase | null} */
  let database = null;
  let databaseUrl = options.databaseUrl;
  /** @type {Replica[]} */
  const apis = [];
  /** @type {Replica[]} */
  const shells = [];
  /** @type {Replica[]} */
  const remotes = [];
  /** The staging shell: the remotes' staging releases, on its own port, outside the balancer. */
  /** @type {Replica | null} */
  let stagingShell = null;
  const stagingOrigin = ports.staging === null ? null : `http://localhost:${ports.staging}`;
  /** @type {Replica | null} */
  let haproxy = null;

  /**
   * An API replica on `port`, on the cluster's database and shared folder.
   * @param {string} name
   * @param {number} port
   * @param {Record<string, string>} [more]  e.g. another DATABASE_URL
   */
  const apiReplica = (name, port, more = {}) =>
    newApiReplica({
      name,
      port,
      sink: options.sink,
      onCrash,
      env: {
        DATABASE_URL: /** @type {string} */ (databaseUrl),
        DATA_DIR: sharedDir,
        // The archive and base backups this process makes: each API watches them (readiness,
        // metrics) and takes none itself.
        ...(database ? { BACKUP_DIR: database.backupDir } : {}),
        // The staging shell's pages write to the API too, with their own origin.
        CORS_ORIGINS:
          process.env.CORS_ORIGINS ?? [publicOrigin, stagingOrigin].filter(Boolean).join(','),
        PUBLIC_ORIGIN: publicOrigin,
        DRAIN_DELAY_MS: drainDelayMs,
        METRICS_PORT: String(nextMetricsPort++),
        ...env.all,
        ...env.api,
        ...more,
      },
    });

  async function stop() {
    if (stopping) return;
    stopping = true;
    // The balancer first: it stops accepting and lets requests in flight finish.
    if (haproxy) {
      say('stopping HAProxy (requests in flight finish)');
      await haproxy.stop({ signal: 'SIGUSR1', killAfterMs: 35_000 });
    }
    say('stopping the shell and remote servers');
    await Promise.all(
      [...shells, ...(stagingShell ? [stagingShell] : []), ...remotes].map((replica) =>
        replica.stop(),
      ),
    );
    say('stopping the APIs');
    await Promise.all(apis.map((replica) => replica.stop()));
    // A base backup under way ends first (its session would hold PostgreSQL up). Its pool may
    // wait on a server that was killed (a failover): 10 s at most, then PostgreSQL stops anyway.
    if (database) {
      const waited = await Promise.race([
        database.backups.stop().then(() => true),
        /** @type {Promise<boolean>} */ (
          new Promise((resolve) => setTimeout(() => resolve(false), 10_000).unref())
        ),
      ]);
      if (!waited) say('the base backups did not stop within 10 s; stopping PostgreSQL anyway');
    }
    if (postgres) {
      say('stopping PostgreSQL');
      await postgres.stop();
    }
    // After the primary: its last WAL (the shutdown checkpoint) reaches the standby first.
    if (database?.standby) {
      say('stopping the PostgreSQL standby');
      await database.standby.stop();
    }
  }

  /**
   * The embedded primary with archiving and base backups, and its standby when asked.
   * @returns {Promise<ClusterDatabase>}
   */
  async function startDatabase() {
    const { startEmbeddedPostgres, urlFor } = await importEmbeddedPostgres();
    const { backupSettings } = await import('api/config');
    const { checkArchiver } = await import('api/backup/archiving');
    const { BackupMonitor } = await import('api/backup/backup-monitor');
    const pgDir = path.join(options.dataDir, PRIMARY_FOLDER);
    refuseAfterFailover(options.dataDir);
    const settings = backupSettings(options.backupEnv ?? process.env, options.dataDir);
    const archiving = {
      backupDir: settings.backupDir,
      archiveTimeoutSeconds: settings.archiveTimeoutSeconds,
    };
    say(`starting PostgreSQL on port ${ports.pg} (data in ${pgDir})`);
    const primary = await startEmbeddedPostgres({
      dataDir: pgDir,
      port: ports.pg,
      database: 'healing_shop',
      archiving,
    });
    postgres = primary;
    // An earlier start's synchronous standby is not there yet: no commit may wait for it.
    await setSynchronous(primary.url, false);
    const archiverProblem = await checkArchiver();
    if (archiverProblem) say(`WAL ARCHIVING WILL FAIL: ${archiverProblem}`);
    /**
     * The base backups' timer for the server that is primary now (the standby, once promoted).
     * @param {number} port
     * @param {string} dataDir
     * @param {boolean} takeBaseBackups
     */
    const monitorOf = (port, dataDir, takeBaseBackups) =>
      new BackupMonitor({
        connectionString: urlFor(port, 'postgres'),
        dataDir,
        backupDir: settings.backupDir,
        baseIntervalHours: settings.baseIntervalHours,
        retentionDays: settings.retentionDays,
        takeBaseBackups,
        logger: { log: say, warn: say, error: say },
      });
    const backups = monitorOf(ports.pg, pgDir, primary.pid !== undefined);
    /** @type {ClusterDatabase} */
    const started = {
      primary,
      standby: null,
      backups,
      backupDir: settings.backupDir,
      synchronous: false,
      promotedAt: null,
    };
    database = started;
    await backups.start();
    say(
      `WAL archived into ${settings.backupDir}/wal; a base backup every ${settings.baseIntervalHours} h into ${settings.backupDir}/base`,
    );
    const wanted = options.standby;
    if (!wanted?.standby) return started;

    // The standby folder is made anew: never under a server still running on it (one left by a
    // cluster that was killed, say).
    const leftover = await query(urlFor(ports.pgStandby, 'postgres'), 'SELECT 1').then(
      () => true,
      () => false,
    );
    if (leftover) {
      throw new Error(
        `A PostgreSQL already answers on the standby's port ${ports.pgStandby} (left by an earlier cluster?): stop it first`,
      );
    }
    if (await allowReplication(pgDir)) await query(primary.url, 'SELECT pg_reload_conf()');
    const standbyDir = await makeStandby({
      dataDir: options.dataDir,
      primaryUrl: primary.url,
      backupDir: settings.backupDir,
      say,
    });
    say(`starting the PostgreSQL standby on port ${ports.pgStandby} (data in ${standbyDir})`);
    started.standby = await startEmbeddedPostgres({
      dataDir: standbyDir,
      port: ports.pgStandby,
      database: 'healing_shop',
      // Archives once promoted (a standby does not), into the same archive: a new timeline.
      archiving,
      standby: true,
      log: (message) => {
        const line = message.split('\n').find((text) => /selected new timeline ID/.test(text));
        if (!line || started.promotedAt) return;
        started.promotedAt = new Date();
        say(`PostgreSQL: the standby was promoted (${line.replace(/^.*LOG:\s*/, '')})`);
        void followPromotion(standbyDir);
        options.onPromoted?.();
      },
    });
    /**
     * Base backups go on from the promoted standby, the primary now: the old primary's timer
     * stops (its server is gone or in maintenance) and the next base backup is the new one's.
     * @param {string} promotedDir
     */
    async function followPromotion(promotedDir) {
      const before = started.backups;
      await Promise.race([before.stop(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (stopping) return;
      started.backups = monitorOf(ports.pgStandby, promotedDir, true);
      await started.backups.start().catch((/** @type {unknown} */ error) => {
        say(`base backups of the promoted standby could not start: ${String(error)}`);
      });
      say(
        `base backups now of the promoted standby (${promotedDir}), into ${settings.backupDir}/base`,
      );
    }
    if (!(await waitForStreaming(primary.url, 30_000))) {
      throw new Error(
        `The standby on port ${ports.pgStandby} did not stream from the primary within 30 s`,
      );
    }
    if (wanted.synchronous) {
      await setSynchronous(primary.url, true);
      started.synchronous = true;
    }
    say(
      `the standby streams from the primary${wanted.synchronous ? ', synchronously: a commit returns once the standby has it on disk' : ' (asynchronously)'}`,
    );
    return started;
  }

  /** The PostgreSQL pool of the balancer: the primary, the standby as `backup`. */
  const postgresPool = () => ({
    name: PG_POOL,
    comment:
      "The APIs' DATABASE_URL: the primary, and its standby (a backup server: used only when the primary is down or, after `npm run promote:standby`, in maintenance).",
    bind: `127.0.0.1:${ports.pgBalancer}`,
    servers: [
      { name: PRIMARY_SERVER, port: ports.pg },
      ...(database?.standby ? [{ name: STANDBY_SERVER, port: ports.pgStandby, backup: true }] : []),
    ],
  });

  try {
    if (!databaseUrl) {
      const { urlFor } = await importEmbeddedPostgres();
      await startDatabase();
      databaseUrl = urlFor(ports.pgBalancer, 'healing_shop');
    }

    // HAProxy first: the APIs reach PostgreSQL through it.
    const configFile = path.join(options.dataDir, 'haproxy.cfg');
    writeFileSync(
      configFile,
      haproxyConfig({
        statsPort: ports.stats,
        pools: [
          {
            name: 'shop',
            comment: 'The public origin: the shell servers, which proxy /api to the API pool.',
            bind: `${ports.shopHost}:${ports.shop}`,
            healthPath: '/readyz',
            servers: ports.shells.map((port, i) => ({ name: `shell-${i + 1}`, port })),
          },
          {
            name: 'api',
            comment: "Internal: the API replicas, for the shell servers' and remotes' API_URL.",
            bind: `127.0.0.1:${ports.apiBalancer}`,
            healthPath: '/api/health',
            servers: ports.apis.map((port, i) => ({ name: `api-${i + 1}`, port })),
          },
        ],
        tcpPools: database ? [postgresPool()] : [],
        adminSocket: path.join(options.dataDir, ADMIN_SOCKET),
      }),
    );
    validateConfig(haproxyBin, configFile);
    haproxy = new Replica({
      kind: 'haproxy',
      name: 'haproxy',
      port: ports.stats,
      command: haproxyBin,
      args: ['-db', '-f', configFile],
      cwd: options.dataDir,
      env: {},
      sink: (name, line, stream) => {
        if (!isDuplicateNotice(line, stream)) options.sink(name, line, stream);
      },
      onCrash,
    }).start();
    if (database && !(await waitUntilUp(ports.stats, [`${PG_POOL}/${PRIMARY_SERVER}`], 15_000))) {
      throw new Error(
        `HAProxy did not see PostgreSQL up; it said:\n  ${haproxy.lines.join('\n  ')}`,
      );
    }

    ports.apis.forEach((port, i) => apis.push(apiReplica(`api-${i + 1}`, port).start()));
    say(`starting ${apis.length} API replicas (ports ${ports.apis.join(', ')})`);
    await Promise.all(apis.map((replica) => replica.waitReady(180_000)));
    const apiServers = apis.map((replica) => `api/${replica.name}`);
    if (!(await waitUntilUp(ports.stats, apiServers, 15_000))) {
      throw new Error(`HAProxy did not see the APIs up; it said:\n  ${haproxy.lines.join('\n  ')}`);
    }

    // Shared by the shell and remote servers alone: only the shells may ask a remote to render.
    const renderSecret = renderSecretForStart();
    for (const remote of REMOTES) {
      const dir = REMOTE_PACKAGES[remote.name];
      const port = ports.remotes[remote.name];
      remotes.push(
        new Replica({
          kind: 'remote',
          name: dir,
          port,
          readyPath: '/readyz',
          args: remoteServerArgs(port),
          cwd: path.join(ROOT, dir),
          env: {
            API_URL: balancedApiUrl,
            RENDER_SECRET: renderSecret,
            METRICS_PORT: String(nextMetricsPort++),
            ...env.all,
            ...env.remote,
          },
          sink: options.sink,
          onCrash,
        }).start(),
      );
    }
    const manifests = remoteManifestEnv(REMOTES, ports.remotes, remotesHost);
    /**
     * A shell server: one of production's replicas behind the balancer, or the staging shell.
     * @param {{ name: string, port: number, origin: string, environment: string }} shell
     */
    const shellReplica = ({ name, port, origin, environment }) =>
      new Replica({
        kind: 'shell',
        name,
        port,
        readyPath: '/readyz',
        args: shellServerArgs(),
        cwd: HOST_DIR,
        env: {
          ...manifests,
          SHOP_PORT: String(port),
          SHOP_HOST: '127.0.0.1',
          SHOP_ENVIRONMENT: environment,
          API_URL: balancedApiUrl,
          PUBLIC_ORIGIN: origin,
          RENDER_SECRET: renderSecret,
          TRUSTED_PROXIES: BALANCER_ADDRESS,
          DRAIN_DELAY_MS: drainDelayMs,
          METRICS_PORT: String(nextMetricsPort++),
          PREVIEW_ORIGINS:
            process.env.PREVIEW_ORIGINS ??
            Object.values(ports.remotes)
              .map((port) => `http://${remotesHost}:${port + 1000}`)
              .join(','),
          ...env.all,
          ...env.shell,
        },
        sink: options.sink,
        onCrash,
      }).start();
    ports.shells.forEach((port, i) =>
      shells.push(
        shellReplica({
          name: `shell-${i + 1}`,
          port,
          origin: publicOrigin,
          environment: 'production',
        }),
      ),
    );
    if (ports.staging !== null && stagingOrigin !== null) {
      stagingShell = shellReplica({
        name: 'shell-staging',
        port: ports.staging,
        origin: stagingOrigin,
        environment: 'staging',
      });
    }
    say(
      `starting ${remotes.length} remote servers and ${shells.length} shell servers (ports ${ports.shells.join(', ')})`,
    );
    await Promise.all(
      [...remotes, ...shells, ...(stagingShell ? [stagingShell] : [])].map((replica) =>
        replica.waitReady(120_000),
      ),
    );
    const shellServers = shells.map((replica) => `shop/${replica.name}`);
    if (!(await waitUntilUp(ports.stats, shellServers, 15_000))) {
      throw new Error('HAProxy did not see the shell servers up');
    }
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    ports,
    haproxyVersion,
    databaseUrl: /** @type {string} */ (databaseUrl),
    postgres,
    /** @type {ClusterDatabase | null} */
    database,
    sharedDir,
    publicOrigin,
    shopUrl: `http://127.0.0.1:${ports.shop}`,
    apiUrl: balancedApiUrl,
    apis,
    shells,
    /** The staging shell (ports.staging), or null. */
    stagingShell,
    stagingOrigin,
    remotes,
    haproxy: /** @type {Replica} */ (/** @type {unknown} */ (haproxy)),
    apiReplica,
    stop,
    /** For exit handlers: SIGKILL to everything still running, nothing awaited. */
    killNow() {
      for (const replica of [haproxy, ...shells, stagingShell, ...remotes, ...apis]) {
        if (replica?.running) replica.child?.kill('SIGKILL');
      }
    },
    /**
     * How the embedded PostgreSQL stands, as lines for a person: each server's role, whether it
     * runs, its state in the balancer, the replication, the failover if there was one.
     */
    async databaseSummary() {
      if (!database) return ['PostgreSQL: DATABASE_URL (not started by the cluster)'];
      const states = await serverStates(ports.stats).catch(() => ({}));
      const { urlFor } = await importEmbeddedPostgres();
      /** @param {string} server */
      const inBalancer = (server) =>
        /** @type {Record<string, string>} */ (states)[`${PG_POOL}/${server}`] ?? 'unknown';
      /** @param {number} port */
      const role = async (port) => {
        const rows = /** @type {{ recovering: boolean }[]} */ (
          await query(urlFor(port, 'postgres'), 'SELECT pg_is_in_recovery() AS recovering').catch(
            () => [],
          )
        );
        if (!rows[0]) return 'not answering';
        return rows[0].recovering ? 'standby (read-only)' : 'primary (accepts writes)';
      };
      const lines = [
        `PostgreSQL ${PRIMARY_SERVER} :${ports.pg} (${options.dataDir}/${PRIMARY_FOLDER}): ${await role(ports.pg)}, ${inBalancer(PRIMARY_SERVER)} in the balancer`,
      ];
      if (database.standby) {
        const replication = await replicationState(database.primary.url);
        lines.push(
          `PostgreSQL ${STANDBY_SERVER} :${ports.pgStandby} (${options.dataDir}/${STANDBY_FOLDER}): ${await role(ports.pgStandby)}, ${inBalancer(STANDBY_SERVER)} in the balancer; ` +
            (database.promotedAt
              ? `promoted at ${database.promotedAt.toISOString()}`
              : replication
                ? `${replication.state}, ${replication.sync_state}${database.synchronous ? ' (synchronous commit)' : ''}`
                : 'not streaming'),
        );
      }
      lines.push(
        `the APIs' DATABASE_URL: HAProxy's pool on 127.0.0.1:${ports.pgBalancer}; WAL archive and base backups in ${database.backupDir}`,
      );
      return lines;
    },
    /** What runs where, as lines for a person. */
    summary() {
      /** @param {Replica} replica */
      const metrics = (replica) => replica.options.env.METRICS_PORT ?? '-';
      /** @type {string[][]} */
      const rows = [
        ['process', 'listens on', 'metrics', 'pid'],
        [
          `HAProxy ${haproxyVersion}`,
          `${ports.shopHost}:${ports.shop} (shop), 127.0.0.1:${ports.apiBalancer} (API pool)${database ? `, 127.0.0.1:${ports.pgBalancer} (PostgreSQL pool)` : ''}, 127.0.0.1:${ports.stats} (stats)`,
          '-',
          String(haproxy?.pid ?? ''),
        ],
        ...[...shells, ...(stagingShell ? [stagingShell] : []), ...remotes, ...apis].map(
          (replica) => [
            replica.name,
            `${replica.kind === 'remote' ? '0.0.0.0' : '127.0.0.1'}:${replica.port}`,
            `127.0.0.1:${metrics(replica)}`,
            String(replica.pid ?? ''),
          ],
        ),
        [
          'PostgreSQL',
          postgres ? `127.0.0.1:${ports.pg} (embedded, ${options.dataDir}/pg)` : 'DATABASE_URL',
          '-',
          String(postgres?.pid ?? ''),
        ],
        ...(database?.standby
          ? [
              [
                'PostgreSQL standby',
                `127.0.0.1:${ports.pgStandby} (embedded, ${options.dataDir}/${STANDBY_FOLDER})`,
                '-',
                String(database.standby.pid ?? ''),
              ],
            ]
          : []),
      ];
      const widths = (rows[0] ?? []).map((_, column) =>
        Math.max(...rows.map((row) => (row[column] ?? '').length)),
      );
      return rows.map((row) =>
        row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '),
      );
    },
  };
}
