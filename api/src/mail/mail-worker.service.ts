import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { createMailDelivery, type MailDelivery } from './mail-delivery';
import { toMessage } from './mail-message';
import { OutboxMail } from './outbox-mail.entity';
import { retryDelayMs } from './retry-delay';

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/** Small, so that one worker does not hold mails that idle replicas could be sending. */
const BATCH_SIZE = 5;
/** Bounds one run, so a huge backlog cannot keep a single run going for ever. */
const MAX_BATCHES_PER_RUN = 50;
/**
 * A mail that failed this many times is not tried again: it stays pending with its last error
 * for an operator to look at (setting `attempts` back to 0 sends it again). With the back-off
 * of retry-delay.ts that is about three hours of trying.
 */
export const MAX_ATTEMPTS = 10;
const MAX_ERROR_LENGTH = 2000;
const LEASE_END = "now() + :leaseMs * interval '1 millisecond'";

/**
 * Delivers the outbox; any number of replicas share it on one database. A short transaction
 * claims a few due mails (FOR UPDATE SKIP LOCKED) and leases them to this worker; each is then
 * sent with no transaction open and marked sent only while the lease is still this worker's.
 * A lease that ran out (its worker died mid-send) lets any worker claim the mail again.
 * A failure is recorded and retried with back-off, up to MAX_ATTEMPTS.
 *
 * A send ends well inside its lease (see sendTimeoutMs), so a mail that was accepted is never
 * sent again by another worker. The one exception: a worker that dies, or loses the database,
 * between the server accepting a mail and marking it sent; its Message-ID stays the same.
 */
@Injectable()
export class MailWorkerService
  implements OnApplicationBootstrap, OnModuleDestroy, BeforeApplicationShutdown
{
  private readonly logger = new Logger(MailWorkerService.name);
  private readonly delivery: MailDelivery;
  /** Names this worker's leases; unique per process and instance. */
  readonly workerId = `${hostname().slice(0, 60)}:${process.pid}:${randomBytes(6).toString('hex')}`;
  private timer?: NodeJS.Timeout;
  /** The deliveries under way (the poller's, or a test's), which a stop waits for. */
  private readonly runs = new Set<Promise<DeliveryReport>>();
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

  /**
   * Delivers every pending mail that is due now and not leased to another worker; tests call it
   * directly. Once the worker is stopping it claims nothing more, finishes the mail it is
   * sending and hands the rest of its batch back, so the stop waits for one send at most.
   */
  deliverDue(): Promise<DeliveryReport> {
    const run = this.deliverBatches();
    this.runs.add(run);
    void run.finally(() => this.runs.delete(run)).catch(() => undefined);
    return run;
  }

  private async deliverBatches(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, failed: 0 };
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN && !this.stopped; batch += 1) {
      const claimed = await this.claimDue();
      for (const [index, mail] of claimed.entries()) {
        if (this.stopped) {
          await this.handBack(claimed.slice(index));
          break;
        }
        await this.deliverClaimed(mail, report);
      }
      if (claimed.length < BATCH_SIZE) break;
    }
    return report;
  }

  /** Gives up the leases of mails this worker claimed but will not send: others take them now. */
  private async handBack(mails: OutboxMail[]): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(OutboxMail)
      .set({ lockedBy: null, lockedUntil: null })
      .where("id IN (:...ids) AND locked_by = :workerId AND status = 'pending'", {
        ids: mails.map((mail) => mail.id),
        workerId: this.workerId,
      })
      .execute();
  }

  private claimDue(): Promise<OutboxMail[]> {
    return this.dataSource.transaction(async (manager) => {
      const due = await manager
        .getRepository(OutboxMail)
        .createQueryBuilder('mail')
        .where("mail.status = 'pending'")
        .andWhere('mail.attempts < :maxAttempts', { maxAttempts: MAX_ATTEMPTS })
        .andWhere('mail.nextAttemptAt <= now()')
        .andWhere('(mail.lockedUntil IS NULL OR mail.lockedUntil <= now())')
        .orderBy('mail.nextAttemptAt', 'ASC')
        .addOrderBy('mail.id', 'ASC')
        .limit(BATCH_SIZE)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      if (due.length > 0) {
        await manager
          .createQueryBuilder()
          .update(OutboxMail)
          .set({ lockedBy: this.workerId, lockedUntil: () => LEASE_END })
          .setParameter('leaseMs', this.config.mailLeaseMs)
          .whereInIds(due.map((mail) => mail.id))
          .execute();
      }
      return due;
    });
  }

  private async deliverClaimed(mail: OutboxMail, report: DeliveryReport): Promise<void> {
    // The mails before it in the batch took their time: the lease is renewed for this send,
    // and a mail whose lease has passed to another worker meanwhile is left to that worker.
    if (!(await this.renewLease(mail))) return;
    try {
      await this.delivery.deliver(toMessage(mail, this.config.mailFrom), fileStem(mail));
    } catch (error) {
      await this.markFailed(mail, error);
      report.failed += 1;
      return;
    }
    await this.markSent(mail);
    report.sent += 1;
  }

  private async renewLease(mail: OutboxMail): Promise<boolean> {
    const result = await this.updateLeased(mail)
      .set({ lockedUntil: () => LEASE_END })
      .setParameter('leaseMs', this.config.mailLeaseMs)
      .execute();
    return result.affected === 1;
  }

  private async markSent(mail: OutboxMail): Promise<void> {
    const result = await this.updateLeased(mail)
      .set({
        status: 'sent',
        sentAt: () => 'now()',
        lastError: null,
        lockedBy: null,
        lockedUntil: null,
      })
      .execute();
    if (result.affected !== 1) {
      this.logger.error(`Mail ${mail.id} was sent after its lease had run out: it may go twice`);
    }
  }

  private async markFailed(mail: OutboxMail, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const attempts = mail.attempts + 1;
    const givingUp = attempts >= MAX_ATTEMPTS ? `; giving up after ${attempts} attempts` : '';
    this.logger.warn(`Mail ${mail.id} (${mail.kind}) not delivered: ${message}${givingUp}`);
    await this.updateLeased(mail)
      .set({
        attempts: () => 'attempts + 1',
        lastError: message.slice(0, MAX_ERROR_LENGTH),
        nextAttemptAt: () => "now() + :delayMs * interval '1 millisecond'",
        lockedBy: null,
        lockedUntil: null,
      })
      .setParameter('delayMs', retryDelayMs(mail.attempts))
      .execute();
  }

  /** An update of one pending mail that only applies while this worker holds its lease. */
  private updateLeased(mail: OutboxMail) {
    return this.dataSource
      .createQueryBuilder()
      .update(OutboxMail)
      .where("id = :id AND locked_by = :workerId AND status = 'pending'", {
        id: mail.id,
        workerId: this.workerId,
      });
  }

  private scheduleNextRun(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.runSafely().finally(() => this.scheduleNextRun());
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
    await Promise.allSettled([...this.runs]);
    this.delivery.close();
  }
}

function fileStem(mail: OutboxMail): string {
  return `${mail.id}-${mail.kind.replace(/[^a-z0-9-]/gi, '')}`;
}
