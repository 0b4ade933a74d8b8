import type { DataSourceOptions } from 'typeorm';
import { entities } from './entities';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema';
import { SnakeNamingStrategy } from './snake-naming.strategy';

export const migrations = [InitialSchema1763800000000];

/** One place for how the API talks to PostgreSQL. `synchronize` is never on: migrations only. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    logging: ['error', 'warn', 'migration'],
    extra: {
      max: Number(process.env.DB_POOL_SIZE ?? 20),
      // Fail fast while PostgreSQL is away instead of letting requests hang.
      connectionTimeoutMillis: 3000,
      query_timeout: 10000,
      statement_timeout: 10000,
    },
  };
}
