import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from './data-source-options';
import { SeedService } from './seed/seed.service';

/** TypeORM on the given PostgreSQL; migrations run on start, then the idempotent seed. */
@Module({})
export class DatabaseModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          ...dataSourceOptions(databaseUrl),
          migrationsRun: true,
          migrationsTransactionMode: 'each',
          // A database that is down at start is waited for, briefly.
          retryAttempts: 10,
          retryDelay: 1000,
        }),
      ],
      providers: [SeedService],
    };
  }
}
