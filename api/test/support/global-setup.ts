import path from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { startEmbeddedPostgres, RunningPostgres } from '../../src/database/embedded-postgres';
import { runSeed } from '../../src/database/seed/run-seed';
import { TEMPLATE_DATABASE, withDatabase } from './database-url';

declare global {
  var __EMBEDDED_PG__: RunningPostgres | undefined;
}

/**
 * Starts a real PostgreSQL for the run (embedded, on its own port and folder, unless
 * DATABASE_URL names one), then builds a template database with migrations and seed.
 * Each test file clones the template, so each starts from a clean, seeded database.
 */
export default async function globalSetup(): Promise<void> {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // TEST_PG_PORT lets several test runs on one machine use separate clusters.
    const port = Number(process.env.TEST_PG_PORT ?? 24331);
    const running = await startEmbeddedPostgres({
      dataDir: path.resolve(__dirname, `../../../.data/pg-test-${port}`),
      port,
      database: 'postgres',
    });
    globalThis.__EMBEDDED_PG__ = running;
    serverUrl = running.url;
  }
  process.env.TEST_SERVER_URL = serverUrl;

  const admin = new Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [TEMPLATE_DATABASE],
    );
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }

  const dataSource = new DataSource(dataSourceOptions(withDatabase(serverUrl, TEMPLATE_DATABASE)));
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    await runSeed(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
