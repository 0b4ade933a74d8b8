import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { PeriodicJob } from '../common/periodic-job';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { enqueueMail } from '../mail/outbox';
import { anythingWaits, dailyDigestMail } from './daily-digest-mail';
import { shopDate } from './periods';
import { waitingFor } from './waiting';

export type DigestOutcome = 'not-yet' | 'already-done' | 'nothing-waits' | 'sent';

/**
 * The owners' daily digest of what waits. Every replica checks on a timer (PeriodicJob); from
 * OWNER_DIGEST_HOUR on (the shop's time zone: UTC) the first check of the day claims the day by
 * inserting its row into `owner_digests` (the day is the key) and, in the same transaction,
 * queues the mails. A replica that checks at the same moment waits on that row and then finds
 * the day done, as does every check after a restart: one digest per day whatever runs. A day
 * with nothing waiting is claimed too, with no mail, and the next digest is the next day's.
 */
@Injectable()
export class DailyDigestService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DailyDigestService.name);
  private readonly job = new PeriodicJob('Daily digest', this.logger, () =>
    this.sendIfDue(this.clock.now()).then((outcome) =>
      outcome === 'sent' ? "Owners' daily digest queued" : null,
    ),
  );

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    const interval = this.config.ownerDigestCheckIntervalMs;
    this.job.start(interval, Math.min(interval, 30_000));
  }

  async onModuleDestroy(): Promise<void> {
    await this.job.stop();
  }

  /** Queues the digest of `now`'s day if its hour has come and no digest was made that day. */
  async sendIfDue(now: Date): Promise<DigestOutcome> {
    if (now.getUTCHours() < this.config.ownerDigestHour) return 'not-yet';
    const day = shopDate(now);
    return this.dataSource.transaction(async (manager) => {
      const claimed = await manager.query<unknown[]>(
        `INSERT INTO owner_digests (digest_day) VALUES ($1)
         ON CONFLICT (digest_day) DO NOTHING RETURNING digest_day`,
        [day],
      );
      if (claimed.length === 0) return 'already-done';
      const waiting = await waitingFor(manager);
      if (!anythingWaits(waiting)) return 'nothing-waits';
      for (const to of this.config.ownerEmails) {
        await enqueueMail(
          manager,
          dailyDigestMail({ to, day, waiting, shopOrigin: this.config.publicOrigin }),
        );
      }
      await manager.query('UPDATE owner_digests SET mails = $2 WHERE digest_day = $1', [
        day,
        this.config.ownerEmails.length,
      ]);
      return 'sent';
    });
  }
}
