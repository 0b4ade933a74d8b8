import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PeriodicJob } from '../common/periodic-job';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { NewsletterClock } from './newsletter-clock';
import { CONFIRMATION_LINK_MS } from './newsletter-rules';

/** The first run comes soon after start, then one every interval. */
const FIRST_RUN_DELAY_MS = 30_000;
/** Rows per statement, and statements per run; a larger backlog is left to the next run. */
const BATCH_SIZE = 500;
const MAX_BATCHES_PER_RUN = 100;

/**
 * Locks a batch of expired sign-ups and removes them, skipping rows a sign-up or a confirmation
 * holds (FOR UPDATE SKIP LOCKED re-reads a row it locks, so one confirmed or signed up again
 * meanwhile no longer matches and stays).
 */
const REMOVE_EXPIRED = `
  WITH removed AS (
    DELETE FROM newsletters
     WHERE id IN (SELECT id FROM newsletters
                   WHERE confirmed_at IS NULL AND confirmation_sent_at <= $1
                   LIMIT $2
                   FOR UPDATE SKIP LOCKED)
    RETURNING 1
  )
  SELECT count(*)::int AS n FROM removed`;

/**
 * Removes sign-ups that were never confirmed once their confirmation link has expired: an
 * address someone typed in and nobody confirmed is not kept. Every replica runs it; SKIP LOCKED
 * shares the rows out, so runs at once neither wait for each other nor do anything twice.
 */
@Injectable()
export class NewsletterCleanupService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly job = new PeriodicJob(
    'Newsletter cleanup',
    new Logger(NewsletterCleanupService.name),
    async () => {
      const removed = await this.run();
      return removed > 0 ? `Newsletter cleanup: removed ${removed} expired sign-up(s)` : null;
    },
  );

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: NewsletterClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(this.config.newsletterCleanupIntervalMs, FIRST_RUN_DELAY_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  /** One cleanup, now; the timer calls it, and so do the tests. Resolves to the rows removed. */
  async run(): Promise<number> {
    const expiredBefore = new Date(this.clock.now().getTime() - CONFIRMATION_LINK_MS);
    let removed = 0;
    for (let round = 0; round < MAX_BATCHES_PER_RUN && !this.job.stopped; round += 1) {
      const [{ n }] = await this.dataSource.query<{ n: number }[]>(REMOVE_EXPIRED, [
        expiredBefore,
        BATCH_SIZE,
      ]);
      removed += n;
      if (n < BATCH_SIZE) break;
    }
    return removed;
  }
}
