/**
 * npm run backup -w api --if-present                         a base backup of the running shop, now
 * npm run backup -w api --if-present -- --verify <folder>    re-checks one against its manifest
 */
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '../../config/app-config';
import { urlFor } from '../embedded-postgres';
import { backupBytes, takeBaseBackup, verifyBackup, readManifest } from './base-backup';
import { applyRetention } from './retention';

type Say = (line: string) => void;
const stdout: Say = (line) => process.stdout.write(`${line}\n`);
const USAGE = `Usage: npm run backup -w api --if-present [-- --verify <backup folder>]`;

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function verify(folder: string, say: Say): Promise<number> {
  const problems = await verifyBackup(path.resolve(folder));
  if (problems.length) {
    say(`Backup ${path.resolve(folder)} is NOT sound:`);
    for (const problem of problems) say(`  ${problem}`);
    return 1;
  }
  const manifest = await readManifest(path.resolve(folder));
  say(
    `Backup ${path.resolve(folder)} is sound: ${manifest.files.length} files, ` +
      `${megabytes(backupBytes(manifest))}, ended ${manifest.stopTime}.`,
  );
  return 0;
}

async function backup(say: Say): Promise<number> {
  const config = loadConfig();
  if (config.databaseUrl) {
    say(
      'DATABASE_URL is set: the shop backs up only its embedded PostgreSQL. Back that server up its own way.',
    );
    return 1;
  }
  const dataDir = path.join(config.dataDir, 'pg');
  const connectionString = urlFor(config.embeddedPgPort, 'postgres');
  const client = new Client({ connectionString, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ setting: string }>(
      "SELECT setting FROM pg_settings WHERE name = 'data_directory'",
    );
    const served = await realpath(rows[0].setting).catch(() => rows[0].setting);
    const expected = await realpath(dataDir).catch(() => dataDir);
    if (served !== expected) {
      say(
        `The PostgreSQL on port ${config.embeddedPgPort} serves ${served}, not this shop's ${dataDir}: check DATA_DIR and EMBEDDED_PG_PORT.`,
      );
      return 1;
    }
  } catch (error) {
    say(
      `The shop's embedded PostgreSQL is not running on port ${config.embeddedPgPort} ` +
        `(${(error as Error).message}). Start the shop (npm start) and try again.`,
    );
    return 1;
  } finally {
    await client.end().catch(() => undefined);
  }
  say(`Taking a base backup of ${dataDir} into ${config.backups.backupDir}/base ...`);
  const taken = await takeBaseBackup({
    connectionString,
    dataDir,
    backupDir: config.backups.backupDir,
  });
  say(
    `Base backup taken and verified: ${taken.folder} (${taken.manifest.files.length} files, ` +
      `${megabytes(backupBytes(taken.manifest))}; WAL from ${taken.manifest.startWalFile}).`,
  );
  const retention = await applyRetention({
    backupDir: config.backups.backupDir,
    retentionDays: config.backups.retentionDays,
  });
  if (retention.removedBackups.length) {
    say(`Removed old base backups: ${retention.removedBackups.join(', ')}`);
  }
  return 0;
}

/** The command; its exit code. */
export async function backupCommand(argv: string[], say: Say = stdout): Promise<number> {
  if (argv.length === 0) return backup(say);
  if (argv[0] === '--verify' && argv.length === 2) return verify(argv[1], say);
  say(USAGE);
  return 2;
}

if (require.main === module) {
  backupCommand(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      stdout(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
