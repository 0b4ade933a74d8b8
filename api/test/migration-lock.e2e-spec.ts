import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { dataSourceOptions, migrations } from '../src/database/data-source-options';
import { openDatabase } from '../src/database/migration-lock';
import { TEMPLATE_DATABASE, withDatabase } from './support/database-url';

const REPLICAS = 3;
const ROUNDS = 10;

const SEEDED_ROWS = `SELECT
  (SELECT count(*)::int FROM products) AS products,
  (SELECT count(*)::int FROM blog_posts) AS posts,
  (SELECT count(*)::int FROM healing_moments) AS stories`;

function serverUrl(): string {
  const url = process.env.TEST_SERVER_URL;
  if (!url) throw new Error('TEST_SERVER_URL is not set: run the tests through jest');
  return url;
}

async function onDatabase<T>(database: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: withDatabase(serverUrl(), database) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('replicas starting together on one fresh database', () => {
  let seededOnce: Record<string, number>;
  beforeAll(async () => {
    // The template was migrated and seeded by one runner alone (global setup).
    seededOnce = await onDatabase(
      TEMPLATE_DATABASE,
      async (client) => (await client.query<Record<string, number>>(SEEDED_ROWS)).rows[0],
    );
  });

  it(`migrate and seed exactly once, ${ROUNDS} rounds of ${REPLICAS} at the same moment`, async () => {
    let waits = 0;
    const log = {
      log: (message: string) => {
        if (message.startsWith('Another replica is migrating')) waits += 1;
      },
      warn: () => undefined,
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      const database = `healing_shop_test_replicas_${randomBytes(4).toString('hex')}`;
      await onDatabase('postgres', (client) => client.query(`CREATE DATABASE ${database}`));
      const url = withDatabase(serverUrl(), database);
      const started = await Promise.allSettled(
        Array.from({ length: REPLICAS }, () => openDatabase(dataSourceOptions(url), log)),
      );
      const opened = started.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      try {
        expect(started.filter((result) => result.status === 'rejected')).toEqual([]);

        const [first] = opened as [DataSource];
        const recorded = await first.query<{ name: string; times: number }[]>(
          'SELECT name, count(*)::int AS times FROM migrations GROUP BY name',
        );
        expect(Object.fromEntries(recorded.map((row) => [row.name, row.times]))).toEqual(
          Object.fromEntries(migrations.map((migration) => [migration.name, 1])),
        );
        const [seeded] = await first.query<Record<string, number>[]>(SEEDED_ROWS);
        expect(seeded).toEqual(seededOnce);
      } finally {
        await Promise.all(opened.map((dataSource) => dataSource.destroy()));
        await onDatabase('postgres', (client) =>
          client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
        );
      }
    }
    // The runners really did overlap: some found the lock taken and waited.
    expect(waits).toBeGreaterThan(0);
  });
});
