import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { createApp } from './app.factory';
import { loadConfig } from './config/app-config';
import { startEmbeddedPostgres, type RunningPostgres } from './database/embedded-postgres';
import { appShutdownSteps } from './lifecycle/app-shutdown';
import { stopOnSignals } from './lifecycle/shutdown';
import { createLogger, PinoNestLogger } from './observability/logging';
import { ApiMetrics } from './observability/metrics';
import { startMetricsServer } from './observability/metrics-server';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  // One JSON logger for everything from here on: Nest's messages, Fastify's, the requests'.
  const pinoLogger = createLogger(config.logLevel);
  Logger.overrideLogger(new PinoNestLogger(pinoLogger));
  const logger = new Logger('Bootstrap');
  const running: {
    app?: NestFastifyApplication;
    postgres?: RunningPostgres;
    metrics?: FastifyInstance;
  } = {};
  const steps = appShutdownSteps(() => running.app);
  // Listening from the start: a signal during start-up must stop the PostgreSQL started here too.
  // On a signal: readiness 503 at once, DRAIN_DELAY_MS of serving, then the drain (lifecycle/).
  stopOnSignals(
    {
      ...steps,
      // The metrics port stays open while the app drains, and closes with it.
      closeApp: async () => {
        await steps.closeApp();
        await running.metrics?.close();
      },
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
  running.app = await createApp(databaseUrl, { logger: pinoLogger });
  await running.app.listen({ port: config.port, host: config.host });
  logger.log(`API listening on http://${config.host}:${config.port}/api (docs at /api/docs)`);
  if (config.metricsPort !== undefined) {
    running.metrics = await startMetricsServer(running.app.get(ApiMetrics).registry, {
      port: config.metricsPort,
      host: config.metricsHost,
    });
    logger.log(`Metrics on http://${config.metricsHost}:${config.metricsPort}/metrics`);
  }
}

bootstrap().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
