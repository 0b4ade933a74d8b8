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
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { PaymentSettlement } from './payment-settlement.service';
import { RefundSettlement } from './refund-settlement.service';

/** Sessions asked about per run; the next run takes the rest. */
const BATCH = 50;

/**
 * A webhook can be lost. Every replica, on a timer (PAYMENT_RECONCILE_INTERVAL_MS; 0: never),
 * asks the provider about sessions still open or processing PAYMENT_RECONCILE_AFTER_MINUTES
 * after they were made, and settles what it answers through the webhook's own code path
 * (PaymentSettlement), so an answer and an event about the same payment count once, in any
 * order, on any replica. Refunds the provider has not confirmed that long after they were made
 * are asked about the same way (RefundSettlement).
 */
@Injectable()
export class PaymentReconciliation implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PaymentReconciliation.name);
  private readonly job = new PeriodicJob('Payment reconciliation', this.logger, () =>
    this.reconcile().then((settled) =>
      settled > 0 ? `Payment reconciliation settled ${settled} session(s) or refund(s)` : null,
    ),
  );

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly settlement: PaymentSettlement,
    private readonly refunds: RefundSettlement,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.payments.provider === 'manual') return;
    const interval = this.config.payments.reconcileIntervalMs;
    this.job.start(interval, Math.min(interval, 60_000));
  }

  async onModuleDestroy(): Promise<void> {
    await this.job.stop();
  }

  /** One run: answers how many sessions and refunds it moved along. */
  async reconcile(): Promise<number> {
    const settings = this.config.payments;
    if (settings.provider === 'manual') return 0;
    const after = settings.reconcileAfterMs / 1000;
    const due = await this.dataSource.query<{ session_id: string }[]>(
      `SELECT session_id FROM payment_sessions
        WHERE provider = $1 AND state IN ('open', 'processing')
          AND created_at <= now() - make_interval(secs => $2)
        ORDER BY created_at, id
        LIMIT $3`,
      [this.provider.name, after, BATCH],
    );
    let settled = 0;
    for (const { session_id: sessionId } of due) {
      if (this.job.stopped) break;
      const session = await this.provider.retrieveSession(sessionId);
      const outcome = await this.settlement.settleSession(session);
      if (outcome !== 'unchanged' && outcome !== 'duplicate') settled += 1;
    }
    return settled + (await this.reconcileRefunds(after));
  }

  /** Refunds still pending a while after they were made: asked about, and settled. */
  private async reconcileRefunds(afterSeconds: number): Promise<number> {
    const due = await this.dataSource.query<{ reference: string }[]>(
      `SELECT reference FROM order_refunds
        WHERE provider_state = 'pending' AND at <= now() - make_interval(secs => $1)
        ORDER BY at, id
        LIMIT $2`,
      [afterSeconds, BATCH],
    );
    let settled = 0;
    for (const { reference } of due) {
      if (this.job.stopped) break;
      const outcome = await this.refunds.settleRefund(
        await this.provider.retrieveRefund(reference),
      );
      if (outcome === 'succeeded' || outcome === 'failed') settled += 1;
    }
    return settled;
  }
}
