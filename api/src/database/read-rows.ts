import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * Runs one read statement on node-postgres's pool itself, outside any transaction, and gives its
 * rows. For the busiest reads (the catalogue lists): TypeORM's `query()` opens a query runner,
 * connects it, logs, times and releases it for every statement, about a fifteenth of such a
 * request's CPU time, and a lone SELECT needs none of it.
 *
 * What TypeORM's path gives still holds here:
 * - the pool is TypeORM's own, with its size and timeouts (data-source-options.ts);
 * - a statement that outlives `query_timeout` fails, and pg-pool's query() hands its client
 *   back with that error, which destroys the client: what AbandonedQuerySubscriber does for
 *   TypeORM's statements (nothing of an abandoned read can reach the next request);
 * - errors are node-postgres's, whose `code` isDatabaseUnavailable reads (a 503 while
 *   PostgreSQL is away), as it reads a QueryFailedError's driverError.
 *
 * `statement` names a statement whose text never changes for that name (the catalogue's few
 * list queries): each connection then prepares it once, and PostgreSQL parses and plans it
 * once per connection instead of on every request. PostgreSQL shares the machine's cores with
 * the API, so that is throughput for the API too. A new connection prepares it again by itself.
 */
export async function readRows<Row>(
  dataSource: DataSource,
  sql: string,
  params: readonly unknown[],
  statement?: string,
): Promise<Row[]> {
  const pool = (dataSource.driver as unknown as { master?: Pool }).master;
  if (!pool) throw new Error('The database is not connected yet');
  const result = await pool.query({ name: statement, text: sql, values: params as unknown[] });
  return result.rows as Row[];
}
