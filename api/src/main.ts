import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { createApp } from './app.factory';
import { loadConfig } from './config/app-config';
import { checkArchiver } from './database/backup/archiving';
import { BackupMonitor, backupMonitorHolder } from './database/backup/backup-monitor';
import { startEmbeddedPostgres, urlFor, type RunningPostgres } from './database/embedded-postgres';
import { appShutdownSteps } from './lifecycle/app-shutdown';
import { stopOnSignals } from './lifecycle/shutdown';
import { createLogger, PinoNestLogger } from './observability/logging';
import { ApiMetrics } from './observability/metrics';
import { startMetricsServer } from './observability/metrics-server';

/**
 * V8 allocates objects straight into the old generation from any place in the code where most
 * of them outlived a young-generation collection once ("allocation-site pretenuring"). Under load
 * the catalogue's rows are such objects for a moment (node-postgres's per-query read timer, our
 * query_timeout, is enough to tip it), and from then on every row, string and date of every
 * catalogue answer, dead a millisecond later, waits for a full collection: the busiest read cost
 * about a sixth more CPU, most of it collecting. Our objects are either per request or kept for
 * the process's life, so the young generation alone sorts them out.
 */
setFlagsFromString('--no-allocation-site-pretenuring');

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  // One JSON logger for everything from here on: Nest's messages, Fastify's, the requests'.
  const pinoLogger = createLogger(config.logLevel);
  Logger.overrideLogger(new PinoNestLogger(pinoLogger));
  const logger = new Logger('Bootstrap');
  const running: {
    app?: NestFastifyApplication;
    postgres?: RunningPostgres;
    backups?: BackupMonitor;
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
        // Watching another host's archive (DATABASE_URL): its connection closes with the app.
        if (config.databaseUrl) await running.backups?.stop();
      },
      stopDatabase: config.databaseUrl
        ? undefined
        : async () => {
            // A base backup under way finishes first (its session would hold PostgreSQL up).
            await running.backups?.stop();
            await running.postgres?.stop();
          },
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
    const { backupDir } = config.backups;
    running.postgres = await startEmbeddedPostgres({
      dataDir: path.join(config.dataDir, 'pg'),
      port: config.embeddedPgPort,
      database: 'healing_shop',
      archiving: { backupDir, archiveTimeoutSeconds: config.backups.archiveTimeoutSeconds },
      log: process.env.DEBUG_POSTGRES ? (message) => logger.debug(message) : undefined,
    });
    databaseUrl = running.postgres.url;
    logger.log(
      `Embedded PostgreSQL on port ${config.embeddedPgPort} (data in ${config.dataDir}/pg)`,
    );
    // Base backups only by the process that started the server, not by replicas sharing it.
    const takeBaseBackups = running.postgres.pid !== undefined;
    running.backups = new BackupMonitor({
      connectionString: urlFor(config.embeddedPgPort, 'postgres'),
      dataDir: path.join(config.dataDir, 'pg'),
      backupDir,
      baseIntervalHours: config.backups.baseIntervalHours,
      retentionDays: config.backups.retentionDays,
      takeBaseBackups,
      logger: new Logger('Backups'),
    });
    backupMonitorHolder.current = running.backups;
    const archiverProblem = await checkArchiver();
    if (archiverProblem) new Logger('Backups').warn(`WAL ARCHIVING WILL FAIL: ${archiverProblem}`);
    await running.backups.start();
    logger.log(
      `WAL archived into ${backupDir}/wal` +
        (takeBaseBackups
          ? `; a base backup every ${config.backups.baseIntervalHours} h into ${backupDir}/base`
          : ' (base backups by the process that started PostgreSQL)'),
    );
  } else if (config.backups.watchArchive) {
    // The PostgreSQL's own host archives into BACKUP_DIR and takes its base backups (the
    // cluster's process does): this replica watches them, for its readiness and metrics.
    const { backupDir } = config.backups;
    running.backups = new BackupMonitor({
      connectionString: databaseUrl,
      dataDir: path.join(config.dataDir, 'pg'),
      backupDir,
      baseIntervalHours: config.backups.baseIntervalHours,
      retentionDays: config.backups.retentionDays,
      takeBaseBackups: false,
      logger: new Logger('Backups'),
    });
    backupMonitorHolder.current = running.backups;
    await running.backups.start();
    logger.log(
      `Watching the WAL archive and base backups in ${backupDir} (taken by the database's host)`,
    );
  } else {
    logger.log(
      'DATABASE_URL is set: no WAL archiving or base backups by the shop; back up that PostgreSQL its own way',
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
