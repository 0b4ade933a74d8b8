import path from 'node:path';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';
import { startEmbeddedPostgres, type RunningPostgres } from '../database/embedded-postgres';
import { withMigrationLock } from '../database/migration-lock';

export interface CliDatabase {
  dataSource: DataSource;
  /** Closes the connection, and stops the embedded PostgreSQL if this command started it. */
  close: () => Promise<void>;
}

/** `host:port/database` of a URL, for messages: never its password. */
export function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the configured database';
  }
}

/**
 * The shop's database, as the API would find it: DATABASE_URL, or else the embedded PostgreSQL,
 * used if it is running (`npm start`) and otherwise started from its data folder for this
 * command only. Pending migrations run first, under the API's migration lock. Query logging is
 * off: a failing query's parameters (a password hash) must not reach the terminal.
 */
export async function openCliDatabase(
  config: AppConfig,
  say: (line: string) => void,
  onStarted: (postgres: RunningPostgres) => void,
): Promise<CliDatabase> {
  let postgres: RunningPostgres | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const dataDir = path.join(config.dataDir, 'pg');
    postgres = await startEmbeddedPostgres({
      dataDir,
      port: config.embeddedPgPort,
      database: 'healing_shop',
      archiving: {
        backupDir: config.backups.backupDir,
        archiveTimeoutSeconds: config.backups.archiveTimeoutSeconds,
      },
    });
    onStarted(postgres);
    say(
      postgres.pid === undefined
        ? `Using the shop's database that is running on port ${config.embeddedPgPort}.`
        : `Started the shop's database from ${dataDir} for this command.`,
    );
    url = postgres.url;
  }
  const stopPostgres = async () => {
    await postgres?.stop();
  };
  let dataSource: DataSource;
  try {
    const options = dataSourceOptions(url);
    dataSource = await new DataSource({
      ...options,
      logging: false,
      extra: { ...(options.extra as object), max: 2 },
    }).initialize();
  } catch (error) {
    await stopPostgres();
    throw error;
  }
  try {
    const applied = await withMigrationLock(
      url,
      () => dataSource.runMigrations({ transaction: 'each' }),
      {
        log: (message: string) => say(message),
        warn: (message: string) => say(message),
      },
    );
    if (applied.length > 0) say(`Brought the database up to date (${applied.length} change(s)).`);
  } catch (error) {
    await dataSource.destroy().catch(() => undefined);
    await stopPostgres();
    throw error;
  }
  return {
    dataSource,
    close: async () => {
      await dataSource.destroy().catch(() => undefined);
      await stopPostgres();
    },
  };
}
