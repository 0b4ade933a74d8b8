import { Logger, type LoggerService } from '@nestjs/common';
import { Client } from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { DATABASE_TIMEOUTS } from './data-source-options';
import { runSeed } from './seed/run-seed';

/**
 * Key of the PostgreSQL advisory lock held while migrations and the seed run. Any constant
 * works; it only has to be the same in every replica and taken by nothing else.
 */
export const MIGRATION_LOCK_KEY = 0x4d_49_47_52; // 'MIGR'

/** How long a replica waits for another one's migrations before it gives up starting. */
export const MIGRATION_LOCK_WAIT_MS = 10 * 60_000;

type Log = Pick<LoggerService, 'log' | 'warn'>;

/**
 * Runs `work` while holding the migration lock, so that replicas starting together take turns:
 * the first migrates and seeds, the others wait, then find nothing left to do. The lock is
 * held by a connection of its own, outside the pool, because waiting for it may take longer
 * than the pool's 2 s statement timeout; and it is a session lock, so it is released when that
 * connection ends, even if this process dies half-way.
 */
export async function withMigrationLock<T>(
  databaseUrl: string,
  work: () => Promise<T>,
  log: Log = new Logger('Database'),
): Promise<T> {
  const client = new Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: DATABASE_TIMEOUTS.connectionTimeoutMillis,
    keepAlive: true,
    statement_timeout: MIGRATION_LOCK_WAIT_MS,
  });
  // A connection lost while idle must not crash the process; the unlock below then fails too.
  client.on('error', (error) => {
    log.warn(`Migration lock connection lost: ${error.message}`);
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1::bigint) AS locked',
      [MIGRATION_LOCK_KEY],
    );
    if (!rows[0].locked) {
      log.log('Another replica is migrating the database: waiting for it');
      await client.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    }
    const result = await work();
    // Released before the connection closes, so the next replica need not wait for that.
    await client.query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
    return result;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Pending migrations (each in its own transaction), then the idempotent seed, under the lock. */
export async function migrateAndSeed(
  dataSource: DataSource,
  log: Log = new Logger('Database'),
): Promise<void> {
  const { url } = dataSource.options as { url?: string };
  if (!url) throw new Error('The data source has no url to take the migration lock with');
  await withMigrationLock(
    url,
    async () => {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      log.log(
        applied.length > 0
          ? `Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`
          : 'Database schema up to date',
      );
      await runSeed(dataSource);
    },
    log,
  );
}

/**
 * The API's start-up routine for its database: connect, then migrate and seed under the lock.
 * DatabaseModule uses it as TypeORM's data source factory, so nothing can use the database
 * before it is migrated; a failure closes the pool it opened.
 */
export async function openDatabase(options: DataSourceOptions, log?: Log): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  try {
    await migrateAndSeed(dataSource, log);
    return dataSource;
  } catch (error) {
    await dataSource.destroy().catch(() => undefined);
    throw error;
  }
}
