import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import ts from 'typescript';
import { pathToFileURL } from 'node:url';
import { archivingFlags, prepareBackupDir } from '../../src/database/backup/archiving';
import { EMBEDDED_SERVER_FLAGS, urlFor } from '../../src/database/embedded-postgres';
import { spawnPostgres, type PostgresProcess } from '../../src/database/postgres-process';

/**
 * A throw-away embedded cluster with continuous archiving, in a temp folder, for the backup
 * tests: the shop's archiving flags (archiving.ts) on postgres-process.ts, on its own port.
 */
export interface BackupCluster {
  root: string;
  dataDir: string;
  backupDir: string;
  archiver: string;
  port: number;
  url: string;
  /** Superuser URL of the `postgres` database. */
  adminUrl: string;
  postgres: PostgresProcess;
  /** The postgres binary (restore.ts starts one too). */
  binary: string;
  /** Runs the archiver as PostgreSQL would (cwd: the data folder); its exit code and stderr. */
  runArchiver: (args: string[], cwd: string) => Promise<{ code: number; stderr: string }>;
}

/** archive-wal.ts as PostgreSQL runs it (dist/ holds the same, compiled by tsc). */
export function buildArchiver(folder: string): string {
  const source = readFileSync(
    path.join(__dirname, '../../src/database/backup/archive-wal.ts'),
    'utf8',
  );
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
    },
  });
  const file = path.join(folder, 'archive-wal.js');
  writeFileSync(file, outputText, { mode: 0o755 });
  return file;
}

/** A 5-digit port from TEST_PG_PORT (the run's own), offset so the suite's server keeps its own. */
export function backupTestPort(offset: number): number {
  return Number(process.env.TEST_PG_PORT ?? 24331) + offset;
}

/**
 * initdb through embedded-postgres, as the shop does (embedded-postgres.ts), but in a child
 * Node: the package is an ES module, which Jest's VM cannot import. Returns its binaries.
 */
async function initialiseCluster(dataDir: string): Promise<{ postgres: string }> {
  const entry = require.resolve('embedded-postgres');
  const script = `
    const { default: EmbeddedPostgres } = await import(${JSON.stringify(pathToFileURL(entry).href)});
    const { default: binaries } = await import(${JSON.stringify(
      pathToFileURL(path.join(path.dirname(entry), 'binary.js')).href,
    )});
    await new EmbeddedPostgres({
      databaseDir: ${JSON.stringify(dataDir)}, user: 'postgres', password: 'healing-shop-local',
      persistent: true, createPostgresUser: true, onLog: () => {}, onError: () => {},
    }).initialise();
    process.stdout.write(JSON.stringify(await binaries()));
    process.exit(0);`;
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--input-type=module',
    '-e',
    script,
  ]);
  return JSON.parse(stdout) as { postgres: string };
}

export async function startBackupCluster(port: number, database = 'healing_shop') {
  // The postgres user (PostgreSQL runs as it under root) must reach the folders.
  const root = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
  chmodSync(root, 0o755);
  const dataDir = path.join(root, 'data', 'pg');
  const backupDir = path.join(root, 'backups');
  const archiver = buildArchiver(root);
  const { postgres: binary } = await initialiseCluster(dataDir);
  await prepareBackupDir(backupDir);
  const postgres = await spawnPostgres({
    binary,
    dataDir,
    port,
    flags: [
      ...EMBEDDED_SERVER_FLAGS,
      ...archivingFlags({ backupDir, archiveTimeoutSeconds: 60, archiverScript: archiver }),
    ],
    onLog: (message) => {
      if (process.env.DEBUG_POSTGRES) process.stderr.write(message);
    },
  });
  const adminUrl = urlFor(port, 'postgres');
  await query(adminUrl, `CREATE DATABASE ${database}`);
  const cluster: BackupCluster = {
    root,
    dataDir,
    backupDir,
    archiver,
    port,
    url: urlFor(port, database),
    adminUrl,
    postgres,
    binary,
    runArchiver: (args, cwd) =>
      promisify(execFile)(process.execPath, [archiver, ...args], { cwd }).then(
        ({ stderr }) => ({ code: 0, stderr }),
        (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
      ),
  };
  return cluster;
}

export async function query<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Waits until PostgreSQL archived `wal` (or a later segment). */
export async function waitForArchived(url: string, wal: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await query<{ last_archived_wal: string | null }>(
      url,
      'SELECT last_archived_wal FROM pg_stat_archiver',
    );
    if (row.last_archived_wal && row.last_archived_wal.slice(8) >= wal.slice(8)) return;
    if (Date.now() > deadline) throw new Error(`${wal} not archived after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Writes something and switches to a new segment: the segment it closes, to be archived. */
export async function switchWal(url: string): Promise<string> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT txid_current()'); // a commit record: the segment is not empty
    const { rows } = await client.query<{ wal: string }>(
      'SELECT pg_walfile_name(pg_switch_wal()) AS wal',
    );
    return rows[0].wal;
  } finally {
    await client.end();
  }
}
