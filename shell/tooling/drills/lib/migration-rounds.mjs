// Replicas starting together on a fresh database: each round creates a database, starts N API
// replicas on it at the same moment, and checks that all become ready, that each migration is
// recorded once and the seed loaded once, and that every replica stops cleanly.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../../paths.mjs';

/**
 * @param {string} serverUrl  any database on the server
 * @param {string} database
 */
function urlOf(serverUrl, database) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * @param {object} options
 * @param {import('../../start/lib/cluster.mjs').Cluster} options.cluster  its PostgreSQL and
 *   its way of starting an API replica
 * @param {number} options.rounds
 * @param {number} options.replicas
 * @param {number} options.portBase
 * @param {number} options.metricsPortBase
 * @param {string} options.dataDir
 * @param {(text: string) => void} options.say
 */
export async function migrationRounds({
  cluster,
  rounds,
  replicas,
  portBase,
  metricsPortBase,
  dataDir,
  say,
}) {
  const expected = readdirSync(path.join(ROOT, 'api/dist/database/migrations')).filter((file) =>
    file.endsWith('.js'),
  ).length;
  const admin = new pg.Client({ connectionString: urlOf(cluster.databaseUrl, 'postgres') });
  await admin.connect();
  /** @type {string[]} */
  const findings = [];
  /** @type {number[]} */
  const readySeconds = [];
  /** @type {Set<number>} */
  const productCounts = new Set();
  let good = 0;
  try {
    for (let round = 1; round <= rounds; round += 1) {
      const database = `healing_migrations_${round}`;
      await admin.query(`DROP DATABASE IF EXISTS ${database}`);
      await admin.query(`CREATE DATABASE ${database}`);
      const url = urlOf(cluster.databaseUrl, database);
      const startedAt = Date.now();
      const apis = Array.from({ length: replicas }, (_, i) =>
        cluster
          .apiReplica(`migrate-${round}-${i + 1}`, portBase + i, {
            DATABASE_URL: url,
            DATA_DIR: dataDir,
            METRICS_PORT: String(metricsPortBase + i),
            DRAIN_DELAY_MS: '0',
            SMTP_URL: '',
            MAIL_POLL_INTERVAL_MS: '0',
          })
          .start(),
      );
      /** @type {string[]} */
      const problems = [];
      const ready = await Promise.allSettled(apis.map((api) => api.waitReady(90_000)));
      ready.forEach((result, i) => {
        if (result.status === 'rejected') {
          problems.push(`replica ${i + 1} not ready: ${String(result.reason).slice(0, 400)}`);
        }
      });
      readySeconds.push((Date.now() - startedAt) / 1000);
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      try {
        /** @type {pg.QueryResult<{ name: string, n: number }>} */
        const rows = await db.query(
          'SELECT name, count(*)::int AS n FROM migrations GROUP BY name',
        );
        const doubled = rows.rows.filter((row) => row.n > 1);
        if (doubled.length)
          problems.push(`migrations recorded twice: ${doubled.map((r) => r.name).join(', ')}`);
        if (rows.rows.length !== expected)
          problems.push(`${rows.rows.length} migrations recorded, ${expected} expected`);
        /** @type {pg.QueryResult<{ n: number }>} */
        const products = await db.query('SELECT count(*)::int AS n FROM products');
        productCounts.add(products.rows[0]?.n ?? 0);
      } finally {
        await db.end();
      }
      const applied = apis.filter((api) =>
        api.lines.some((line) => line.includes('Applied ')),
      ).length;
      if (applied !== 1)
        problems.push(`${applied} replicas logged that they applied migrations (1 expected)`);
      const exits = await Promise.all(apis.map((api) => api.stop({ killAfterMs: 30_000 })));
      exits.forEach((exit, i) => {
        if (exit.code !== 0)
          problems.push(`replica ${i + 1} exited with ${exit.signal ?? exit.code}`);
      });
      await admin.query(`DROP DATABASE IF EXISTS ${database}`);
      if (problems.length === 0) good += 1;
      else findings.push(...problems.map((problem) => `round ${round}: ${problem}`));
      say(
        `round ${round}: ${problems.length ? `FAILED (${problems.join('; ')})` : `all ${replicas} ready in ${readySeconds.at(-1)?.toFixed(1)} s, ${expected} migrations once`}`,
      );
    }
  } finally {
    await admin.end();
  }
  if (productCounts.size > 1)
    findings.push(
      `the seed left different product counts across rounds: ${[...productCounts].join(', ')}`,
    );
  const slowest = Math.max(...readySeconds);
  return {
    good,
    findings,
    summary: `${expected} migrations each, ready within ${slowest.toFixed(1)} s at worst, products seeded: ${[...productCounts].join(', ')}`,
  };
}
