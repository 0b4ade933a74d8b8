import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import path from 'node:path';
import { createApp } from './app.factory';
import { loadConfig } from './config/app-config';
import { startEmbeddedPostgres, type RunningPostgres } from './database/embedded-postgres';
import { appShutdownSteps } from './lifecycle/app-shutdown';
import { stopOnSignals } from './lifecycle/shutdown';

async function bootstrap(): Promise<void> {
  const logger = new Logger('Bootstrap');
  const config = loadConfig();
  const running: { app?: NestFastifyApplication; postgres?: RunningPostgres } = {};
  // Listening from the start: a signal during start-up must stop the PostgreSQL started here too.
  // On a signal: readiness 503 at once, DRAIN_DELAY_MS of serving, then the drain (lifecycle/).
  stopOnSignals(
    {
      ...appShutdownSteps(() => running.app),
      stopDatabase: config.databaseUrl ? undefined : async () => running.postgres?.stop(),
    },
    {
      logger: new Logger('Shutdown'),
      exit: (code) => process.exit(code),
      signals: process,
      drainDelayMs: config.drainDelayMs,
    },
  );

  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    running.postgres = await startEmbeddedPostgres({
      dataDir: path.join(config.dataDir, 'pg'),
      port: config.embeddedPgPort,
      database: 'healing_shop',
      log: process.env.DEBUG_POSTGRES ? (message) => logger.debug(message) : undefined,
    });
    databaseUrl = running.postgres.url;
    logger.log(
      `Embedded PostgreSQL on port ${config.embeddedPgPort} (data in ${config.dataDir}/pg)`,
    );
  }
  running.app = await createApp(databaseUrl);
  await running.app.listen({ port: config.port, host: config.host });
  logger.log(`API listening on http://${config.host}:${config.port}/api (docs at /api/docs)`);
}

bootstrap().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
