import { Injectable } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { backupMonitorHolder } from '../database/backup/backup-monitor';

/** The label of a request that matched no route: unknown paths never become labels of their own. */
export const UNMATCHED_ROUTE = 'unmatched';
/** A scrape waits this long for the outbox figures, no longer (PostgreSQL may be away). */
const OUTBOX_QUERY_TIMEOUT_MS = 1000;
/** The outbox figures of one scrape serve every scrape this long after it. */
export const OUTBOX_FIGURES_REUSED_MS = 500;

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

interface OutboxFigures {
  pending: number;
  oldest_seconds: number | null;
}

/**
 * The API's Prometheus metrics, in a registry of its own (several apps in one test process do
 * not mix), served on the private metrics port (metrics-server.ts), never on the API's own:
 * - requests and their latency per route pattern, method and status;
 * - refusals by a limit (429), per route;
 * - the database pool: connections open, idle, and requests waiting for one;
 * - the outbox: mails waiting and the age of the oldest, read from PostgreSQL at scrape time;
 * - social cards rendered (a card is rendered once per version for the whole shop);
 * - backups of the embedded PostgreSQL: ages of the last archived WAL and base backup, archive
 *   failures (pg_stat_archiver); -1 when unknown or with DATABASE_URL;
 * - Node's own process metrics (memory, event-loop lag, GC, handles).
 */
@Injectable()
export class ApiMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route'>;
  private readonly limited: Counter<'route'>;
  /** Social cards rasterised by this process (each costs about 0.1 s of CPU). */
  readonly socialCardRenders: Counter;
  private outboxRead?: { at: number; figures: Promise<OutboxFigures | null> };
  /** The clock that ages the outbox figures; a test sets its own. */
  now: () => number = Date.now;

  constructor(dataSource: DataSource) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'api_http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'api_http_request_duration_seconds',
      help: 'Time from the request arriving to its answer being sent, by route pattern',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.limited = new Counter({
      name: 'api_rate_limited_total',
      help: 'Requests refused with 429 (write limit, upload quota), by route pattern',
      labelNames: ['route'],
      registers,
    });
    this.socialCardRenders = new Counter({
      name: 'api_social_card_renders_total',
      help: 'Social cards rasterised by this process; a kept card is read, not rendered again',
      registers,
    });
    const pool = () => poolOf(dataSource);
    new Gauge({
      name: 'api_db_pool_connections',
      help: 'PostgreSQL connections of this process: open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers,
      collect() {
        const current = pool();
        if (!current) return;
        this.set({ state: 'open' }, current.totalCount);
        this.set({ state: 'idle' }, current.idleCount);
        this.set({ state: 'waiting' }, current.waitingCount);
      },
    });
    const outbox = () => this.readOutbox(dataSource);
    new Gauge({
      name: 'api_outbox_pending_mails',
      help: 'Outbox mails not yet delivered (shared by every replica); -1 when unknown',
      registers,
      async collect() {
        this.set((await outbox())?.pending ?? -1);
      },
    });
    new Gauge({
      name: 'api_outbox_oldest_pending_age_seconds',
      help: 'How long the oldest undelivered outbox mail has waited; 0 when none, -1 when unknown',
      registers,
      async collect() {
        const figures = await outbox();
        this.set(figures ? (figures.oldest_seconds ?? 0) : -1);
      },
    });
    this.registerBackupGauges(registers);
  }

  /** Backups (database/backup/): read from the monitor's last figures, refreshed every minute. */
  private registerBackupGauges(registers: Registry[]): void {
    const report = () => backupMonitorHolder.current?.report({ refresh: false });
    new Gauge({
      name: 'shop_backup_last_archived_age_seconds',
      help: 'Seconds since PostgreSQL last archived a WAL segment; -1 when none or unknown',
      registers,
      async collect() {
        this.set((await report())?.lastArchivedAgeSeconds ?? -1);
      },
    });
    new Gauge({
      name: 'shop_backup_last_base_backup_age_seconds',
      help: 'Seconds since the newest verified base backup ended; -1 when none or unknown',
      registers,
      async collect() {
        this.set((await report())?.lastBaseBackupAgeSeconds ?? -1);
      },
    });
    new Gauge({
      name: 'shop_backup_archive_failures',
      help: 'WAL archiving failures PostgreSQL counted (pg_stat_archiver.failed_count); -1 unknown',
      registers,
      collect() {
        this.set(backupMonitorHolder.current?.failedCount ?? -1);
      },
    });
    new Gauge({
      name: 'shop_backup_archive_failing',
      help: '1 while the newest WAL archiving attempt failed, else 0; -1 when unknown',
      registers,
      async collect() {
        const current = await report();
        this.set(current ? (current.lastFailure ? 1 : 0) : -1);
      },
    });
  }

  /** Both outbox figures from one query per scrape (the two gauges ask within one pass). */
  private readOutbox(dataSource: DataSource): Promise<OutboxFigures | null> {
    const at = this.now();
    if (this.outboxRead && at - this.outboxRead.at < OUTBOX_FIGURES_REUSED_MS) {
      return this.outboxRead.figures;
    }
    const figures = queryOutbox(dataSource);
    this.outboxRead = { at, figures };
    return figures;
  }

  /**
   * Counts every answer of `fastify`, and with `logRequests` logs it: one JSON line with the
   * request id, method, route pattern, status and time (never the URL, which may hold a
   * session id).
   */
  instrument(fastify: FastifyInstance, options: { logRequests: boolean }): void {
    fastify.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      const method = request.method;
      const status = reply.statusCode;
      const seconds = reply.elapsedTime / 1000;
      this.requests.inc({ method, route, status: String(status) });
      this.latency.observe({ method, route }, seconds);
      if (status === 429) this.limited.inc({ route });
      if (options.logRequests) {
        request.log.info(
          { method, route, status, ms: Math.round(reply.elapsedTime * 10) / 10 },
          'request answered',
        );
      }
      done();
    });
  }
}

function poolOf(dataSource: DataSource): PgPool | undefined {
  if (!dataSource.isInitialized) return undefined;
  return (dataSource.driver as unknown as { master?: PgPool }).master;
}

async function queryOutbox(dataSource: DataSource): Promise<OutboxFigures | null> {
  if (!dataSource.isInitialized) return null;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), OUTBOX_QUERY_TIMEOUT_MS);
  });
  const query = dataSource
    .query<OutboxFigures[]>(
      `SELECT count(*)::int AS pending,
              extract(epoch FROM now() - min(created_at))::float8 AS oldest_seconds
         FROM mail_outbox WHERE status = 'pending'`,
    )
    .then(
      (rows) => rows[0] ?? null,
      () => null,
    );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
