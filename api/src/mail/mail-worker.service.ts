import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { createMailDelivery, type MailDelivery } from './mail-delivery';
import { toMessage } from './mail-message';
import { OutboxMail } from './outbox-mail.entity';
import { retryDelayMs } from './retry-delay';

export interface DeliveryReport {
  sent: number;
  failed: number;
}

const BATCH_SIZE = 20;
/** Bounds one run, so a huge backlog cannot keep a single run going for ever. */
const MAX_BATCHES_PER_RUN = 50;
const MAX_ERROR_LENGTH = 2000;

/**
 * Delivers the outbox. Rows are claimed with FOR UPDATE SKIP LOCKED, so replicas share the
 * work without sending a mail twice; a failure is recorded and retried later, never dropped.
 * Delivery is at least once: a crash between sending and committing sends that mail again.
 */
@Injectable()
export class MailWorkerService
  implements OnApplicationBootstrap, OnModuleDestroy, BeforeApplicationShutdown
{
  private readonly logger = new Logger(MailWorkerService.name);
  private readonly delivery: MailDelivery;
  private timer?: NodeJS.Timeout;
  private currentRun?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.delivery = createMailDelivery(config);
  }

  onApplicationBootstrap(): void {
    if (this.config.mailPollIntervalMs === 0) return;
    this.logger.log(`Delivering mail through ${this.delivery.description}`);
    this.scheduleNextRun();
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  /** Delivers every pending mail that is due now; tests call it directly. */
  async deliverDue(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, failed: 0 };
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
      const claimed = await this.dataSource.transaction((manager) =>
        this.deliverBatch(manager, report),
      );
      if (claimed < BATCH_SIZE) break;
    }
    return report;
  }

  private async deliverBatch(manager: EntityManager, report: DeliveryReport): Promise<number> {
    const due = await manager
      .getRepository(OutboxMail)
      .createQueryBuilder('mail')
      .where('mail.status = :status', { status: 'pending' })
      .andWhere('mail.nextAttemptAt <= now()')
      .orderBy('mail.nextAttemptAt', 'ASC')
      .addOrderBy('mail.id', 'ASC')
      .limit(BATCH_SIZE)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
    for (const mail of due) {
      try {
        await this.delivery.deliver(toMessage(mail, this.config.mailFrom), fileStem(mail));
        await this.markSent(manager, mail);
        report.sent += 1;
      } catch (error) {
        await this.markFailed(manager, mail, error);
        report.failed += 1;
      }
    }
    return due.length;
  }

  private async markSent(manager: EntityManager, mail: OutboxMail): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(OutboxMail)
      .set({ status: 'sent', sentAt: () => 'now()', lastError: null })
      .where('id = :id', { id: mail.id })
      .execute();
  }

  private async markFailed(
    manager: EntityManager,
    mail: OutboxMail,
    error: unknown,
  ): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    this.logger.warn(`Mail ${mail.id} (${mail.kind}) not delivered: ${message}`);
    await manager
      .createQueryBuilder()
      .update(OutboxMail)
      .set({
        attempts: () => 'attempts + 1',
        lastError: message.slice(0, MAX_ERROR_LENGTH),
        nextAttemptAt: () => "now() + :delayMs * interval '1 millisecond'",
      })
      .setParameter('delayMs', retryDelayMs(mail.attempts))
      .where('id = :id', { id: mail.id })
      .execute();
  }

  private scheduleNextRun(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.currentRun = this.runSafely().finally(() => {
        this.currentRun = undefined;
        this.scheduleNextRun();
      });
    }, this.config.mailPollIntervalMs);
    // The poller alone must not keep a process alive (tests, scripts).
    this.timer.unref();
  }

  private async runSafely(): Promise<void> {
    try {
      const { sent, failed } = await this.deliverDue();
      if (sent + failed > 0) this.logger.log(`Outbox: ${sent} sent, ${failed} to retry`);
    } catch (error) {
      // Typically the database is away: keep polling, the mails wait in the outbox.
      this.logger.warn(
        `Outbox run failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.timer);
    await this.currentRun;
    this.delivery.close();
  }
}

function fileStem(mail: OutboxMail): string {
  return `${mail.id}-${mail.kind.replace(/[^a-z0-9-]/gi, '')}`;
}
