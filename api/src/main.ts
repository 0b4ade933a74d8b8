import { Logger } from '@nestjs/common';
import path from 'node:path';
import { createApp } from './app.factory';
import { loadConfig } from './config/app-config';
import { startEmbeddedPostgres } from './database/embedded-postgres';

async function bootstrap(): Promise<void> {
  const logger = new Logger('Bootstrap');
  const config = loadConfig();
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const postgres = await startEmbeddedPostgres({
      dataDir: path.join(config.dataDir, 'pg'),
      port: config.embeddedPgPort,
      database: 'healing_shop',
      log: process.env.DEBUG_POSTGRES ? (message) => logger.debug(message) : undefined,
    });
    databaseUrl = postgres.url;
    logger.log(
      `Embedded PostgreSQL on port ${config.embeddedPgPort} (data in ${config.dataDir}/pg)`,
    );
  }
  const app = await createApp(databaseUrl);
  await app.listen({ port: config.port, host: config.host });
  logger.log(`API listening on http://${config.host}:${config.port}/api (docs at /api/docs)`);
}

bootstrap().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
