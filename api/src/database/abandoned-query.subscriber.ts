import type { PoolClient } from 'pg';
import { EventSubscriber, type AfterQueryEvent, type EntitySubscriberInterface } from 'typeorm';

/** node-postgres's message when `query_timeout` passes without an answer. */
const READ_TIMEOUT = 'Query read timeout';

/**
 * node-postgres answers a query that outlives `query_timeout` with an error but leaves the query
 * running on its connection, and TypeORM then hands that connection back to the pool: whatever
 * the abandoned query left behind (an open transaction, an insert that lands later) would leak
 * into the next request that gets it. Such a connection is closed instead; PostgreSQL rolls back
 * what was left open on it, and the pool opens a fresh one when needed.
 */
// Registered through the data source options; TypeORM only takes decorated subscribers.
@EventSubscriber()
export class AbandonedQuerySubscriber implements EntitySubscriberInterface {
  afterQuery(event: AfterQueryEvent<unknown>): void {
    if (event.success || !isReadTimeout(event.error)) return;
    const connection = (event.queryRunner as { databaseConnection?: PoolClient })
      .databaseConnection;
    // end() with a query still running destroys the socket at once; the pool then drops the client.
    connection?.end().catch(() => undefined);
  }
}

function isReadTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === READ_TIMEOUT;
}
