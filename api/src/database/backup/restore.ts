import { createServer } from 'node:net';
import { chmod, copyFile, lchown, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { EMBEDDED_SERVER_FLAGS } from '../embedded-postgres';
import { runAsIds, spawnPostgres } from '../postgres-process';
import { restoreCommand } from './archiving';
import { listBaseBackups, stampOf, verifyBackup, type BaseBackup } from './base-backup';

export interface RestoreOptions {
  backupDir: string;
  /** 'latest' (every archived WAL) or a time PostgreSQL and Date both read (ISO 8601). */
  target: string;
  /** The new cluster folder; must not exist or be empty. */
  into: string;
  /** The running shop's cluster folder (<DATA_DIR>/pg): never written to. */
  liveDataDir: string;
  /** The database whose orders are counted after the recovery. */
  database?: string;
  user?: string;
  password?: string;
  log?: (message: string) => void;
  /** The postgres binary (spawnPostgres's default: embedded-postgres's). */
  postgresBinary?: string;
  /** Runs on the recovered cluster before it is stopped (tests look at their rows). */
  inspect?: (client: Client) => Promise<void>;
}

export interface RestoreResult {
  backup: BaseBackup;
  into: string;
  /** Orders in the recovered database, and the newest one's time; undefined without an orders table. */
  orders?: { count: number; newest: Date | null };
}

const BLOCK_START = '# --- restore.ts: recovery settings (removed once the recovery ended) ---';

/** The time to recover to, or undefined for the latest. */
export function parseTarget(target: string): Date | undefined {
  if (target === 'latest') return undefined;
  const at = new Date(target);
  if (Number.isNaN(at.getTime())) {
    throw new Error(
      `--to must be "latest" or a time such as 2026-11-27T18:30:00Z, got "${target}"`,
    );
  }
  return at;
}

/** The newest verified base backup that stopped before `target` (the newest of all for latest). */
export async function pickBackup(backupDir: string, target?: Date): Promise<BaseBackup> {
  const backups = await listBaseBackups(backupDir);
  const usable = backups.filter(
    (backup) => !target || Date.parse(backup.manifest.stopTime) < target.getTime(),
  );
  const picked = usable[usable.length - 1];
  if (!picked) {
    throw new Error(
      backups.length === 0
        ? `No verified base backup in ${backupDir}/base: take one with "npm run backup -w api --if-present".`
        : `No base backup ended before ${target?.toISOString()}: the oldest ended at ${backups[0].manifest.stopTime}.`,
    );
  }
  return picked;
}

const inside = (folder: string, parent: string) => {
  const relative = path.relative(parent, folder);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function copyBackup(backup: BaseBackup, into: string): Promise<void> {
  // The parents stay reachable (PostgreSQL runs as another user under root); the cluster's own.
  await mkdir(path.dirname(into), { recursive: true });
  await mkdir(into, { recursive: true, mode: 0o700 });
  await chmod(into, 0o700);
  for (const folder of backup.manifest.directories) {
    await mkdir(path.join(into, folder), { recursive: true, mode: 0o700 });
  }
  for (const file of backup.manifest.files) {
    await mkdir(path.dirname(path.join(into, file.path)), { recursive: true, mode: 0o700 });
    await copyFile(path.join(backup.folder, file.path), path.join(into, file.path));
    await chmod(path.join(into, file.path), 0o600);
  }
  for (const folder of ['pg_wal/archive_status', 'pg_wal/summaries']) {
    await mkdir(path.join(into, folder), { recursive: true, mode: 0o700 });
  }
}

async function chownTree(folder: string, uid: number, gid: number): Promise<void> {
  await lchown(folder, uid, gid);
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const child = path.join(folder, entry.name);
    if (entry.isDirectory()) await chownTree(child, uid, gid);
    else await lchown(child, uid, gid);
  }
}

/**
 * Point-in-time recovery into a new folder: the newest base backup that ended before the
 * target, verified, copied; recovery.signal and the recovery settings (restore_command from
 * <BACKUP_DIR>/wal, recovery_target_time, promote at the target); the postgres binary on a free
 * port until recovery ends; a look at the orders; a clean stop. The running shop's data folder
 * is never touched.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => undefined);
  const into = path.resolve(options.into);
  const live = path.resolve(options.liveDataDir);
  if (inside(into, live) || inside(live, into)) {
    throw new Error(
      `Refusing to restore into ${into}: it is (or holds) the shop's data folder ${live}.`,
    );
  }
  const existing = await readdir(into).catch(() => [] as string[]);
  if (existing.length > 0) {
    throw new Error(`Refusing to restore into ${into}: the folder exists and is not empty.`);
  }
  const target = parseTarget(options.target);
  const backup = await pickBackup(options.backupDir, target);
  log(`Base backup ${backup.folder} (ended ${backup.manifest.stopTime}): verifying...`);
  const problems = await verifyBackup(backup.folder);
  if (problems.length) {
    throw new Error(`Base backup ${backup.folder} is damaged: ${problems.join('; ')}`);
  }
  log(`Copying it into ${into}`);
  await copyBackup(backup, into);

  const autoConf = path.join(into, 'postgresql.auto.conf');
  const original = await readFile(autoConf, 'utf8').catch(() => '');
  const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
  const settings = [
    BLOCK_START,
    `restore_command = ${quote(restoreCommand(options.backupDir))}`,
    ...(target
      ? [
          // PostgreSQL's own form: recovery_target_time refuses ISO 8601's T and Z.
          `recovery_target_time = ${quote(target.toISOString().replace('T', ' ').replace('Z', '+00'))}`,
          `recovery_target_inclusive = true`,
        ]
      : []),
    `recovery_target_action = 'promote'`,
    '',
  ];
  await writeFile(autoConf, `${original.replace(/\n?$/, '\n')}${settings.join('\n')}`, {
    mode: 0o600,
  });
  await writeFile(path.join(into, 'recovery.signal'), '', { mode: 0o600 });
  const { uid, gid } = await runAsIds();
  if (uid !== undefined && gid !== undefined) await chownTree(into, uid, gid);

  const port = await freePort();
  log(
    `Recovering to ${target ? target.toISOString() : 'the latest archived WAL'} on port ${port}...`,
  );
  const said: string[] = [];
  const server = await spawnPostgres({
    binary: options.postgresBinary,
    dataDir: into,
    port,
    // Never into the shop's archive: the recovered cluster is a new timeline of its own.
    flags: [...EMBEDDED_SERVER_FLAGS, '-c', 'archive_mode=off'],
    onLog: (message) => {
      said.push(...message.trim().split('\n'));
      said.splice(0, Math.max(0, said.length - 20));
    },
  }).catch((error: Error) => {
    const early = said.some((line) => line.includes('before configured recovery target'));
    const hint = early
      ? '\nThe archived WAL does not reach that time (yet): try a later moment of the archive, ' +
        'or --to latest.'
      : '';
    throw new Error(
      `The recovery failed: ${error.message} (${into} is left as it is for a look; remove ` +
        `it before restoring there again)\nPostgreSQL said:\n  ${said.join('\n  ')}${hint}`,
    );
  });
  let orders: RestoreResult['orders'];
  try {
    const client = new Client({
      host: '127.0.0.1',
      port,
      user: options.user ?? 'postgres',
      password: options.password ?? 'healing-shop-local',
      database: options.database ?? 'healing_shop',
    });
    await client.connect();
    try {
      for (let tries = 0; ; tries += 1) {
        const { rows } = await client.query<{ recovering: boolean }>(
          'SELECT pg_is_in_recovery() AS recovering',
        );
        if (!rows[0].recovering) break;
        if (tries > 600) throw new Error('Still in recovery after 60 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const table = await client.query<{ found: string | null }>(
        `SELECT to_regclass('public.orders')::text AS found`,
      );
      if (table.rows[0].found) {
        const { rows } = await client.query<{ count: number; newest: Date | null }>(
          'SELECT count(*)::int AS count, max(created_at) AS newest FROM orders',
        );
        orders = rows[0];
      }
      await options.inspect?.(client);
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
  // The settings go: a backup of this cluster must not carry them into another recovery.
  await writeFile(autoConf, original, { mode: 0o600 });
  if (uid !== undefined && gid !== undefined) await lchown(autoConf, uid, gid);
  return { backup, into, orders };
}

/** The default new folder: <DATA_DIR>/restored-<stamp>/pg. */
export const defaultRestoreFolder = (dataDir: string, now = new Date()) =>
  path.join(dataDir, `restored-${stampOf(now)}`, 'pg');
