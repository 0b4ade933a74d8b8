import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger as PinoLogger } from 'pino';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { TEMPLATE_DATABASE, withDatabase } from './database-url';

export interface TestApp {
  app: NestFastifyApplication;
  http: () => ReturnType<typeof request>;
  dataSource: DataSource;
  /** This test file's database, directly (not through a `databasePort` reroute). */
  databaseUrl: string;
  /** Raw SQL against this test file's database, for checking what was (not) stored. */
  query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
}

function serverUrl(): string {
  const url = process.env.TEST_SERVER_URL;
  if (!url)
    throw new Error('TEST_SERVER_URL is not set: run the tests through jest (global setup)');
  return url;
}

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: withDatabase(serverUrl(), 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database cloned from the seeded template, and the whole API on top of it.
 * `databasePort` reroutes the API's connections (through a FaultProxy, say).
 */
export async function createTestApp(
  options: {
    databasePort?: (serverPort: number) => Promise<number>;
    /** Where the app logs (a pino logger on a capturing stream, say); silent by default. */
    logger?: PinoLogger;
  } = {},
): Promise<TestApp> {
  const database = `healing_shop_test_${randomBytes(6).toString('hex')}`;
  await admin((client) =>
    client.query(`CREATE DATABASE ${database} TEMPLATE ${TEMPLATE_DATABASE}`),
  );
  const url = new URL(withDatabase(serverUrl(), database));
  if (options.databasePort) url.port = String(await options.databasePort(Number(url.port)));
  const app = await createApp(url.toString(), { logger: options.logger ?? false });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const dataSource = app.get(DataSource);
  return {
    app,
    http: () => request(app.getHttpServer()),
    databaseUrl: withDatabase(serverUrl(), database),
    dataSource,
    query: (sql, params) => dataSource.query(sql, params),
    close: async () => {
      await app.close();
      await admin((client) => dropDatabase(client, database));
    },
  };
}

/**
 * The pool's connections are still saying goodbye when app.close() resolves: waiting a moment
 * for them spares them "terminating connection due to administrator command" (and the pool's
 * warning about it). Connections a test leaked are forced out after a second.
 */
async function dropDatabase(client: Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    if (rows[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}

/** A session id of the shape the platform makes: session_{timestamp}_{128+ random bits}. */
export function newSessionId(): string {
  return `session_${Date.now()}_${randomBytes(18).toString('base64url')}`;
}

/**
 * One more API instance on an existing database (another TestApp's): a second replica, with
 * its own process state and whatever DATA_DIR the environment says. Closing it stops only this
 * instance; the database stays with the TestApp that made it.
 */
export async function createReplica(databaseUrl: string): Promise<TestApp> {
  const app = await createApp(databaseUrl, { logger: false });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const dataSource = app.get(DataSource);
  return {
    app,
    http: () => request(app.getHttpServer()),
    databaseUrl,
    dataSource,
    query: (sql, params) => dataSource.query(sql, params),
    close: () => app.close(),
  };
}
