import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from './data-source-options';
import { openDatabase } from './migration-lock';

/**
 * TypeORM on the given PostgreSQL. On start, pending migrations run and then the idempotent
 * seed, under a PostgreSQL advisory lock (migration-lock.ts): replicas starting together take
 * turns, so each migration runs once. TypeORM's own `migrationsRun` stays off: it takes no lock.
 */
@Module({})
export class DatabaseModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...dataSourceOptions(databaseUrl),
            // A database that is down at start is waited for, briefly.
            retryAttempts: 10,
            retryDelay: 1000,
          }),
          dataSourceFactory: () => openDatabase(dataSourceOptions(databaseUrl)),
        }),
      ],
    };
  }
}
