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

/** Sessions asked about per run; the next run takes the rest. */
const BATCH = 50;

/**
 * A webhook can be lost. Every replica, on a timer (PAYMENT_RECONCILE_INTERVAL_MS; 0: never),
 * asks the provider about sessions still open or processing PAYMENT_RECONCILE_AFTER_MINUTES
 * after they were made, and settles what it answers through the webhook's own code path
 * (PaymentSettlement), so an answer and an event about the same payment count once, in any
 * order, on any replica.
 */
@Injectable()
export class PaymentReconciliation implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PaymentReconciliation.name);
  private readonly job = new PeriodicJob('Payment reconciliation', this.logger, () =>
    this.reconcile().then((settled) =>
      settled > 0 ? `Payment reconciliation settled ${settled} session(s)` : null,
    ),
  );

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly settlement: PaymentSettlement,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.payments.provider === 'manual') return;
    const interval = this.config.payments.reconcileIntervalMs;
    this.job.start(interval, Math.min(interval, 60_000));
  }

  async onModuleDestroy(): Promise<void> {
    await this.job.stop();
  }

  /** One run: answers how many sessions it moved along. */
  async reconcile(): Promise<number> {
    if (this.config.payments.provider === 'manual') return 0;
    const due = await this.dataSource.query<{ session_id: string }[]>(
      `SELECT session_id FROM payment_sessions
        WHERE provider = $1 AND state IN ('open', 'processing')
          AND created_at <= now() - make_interval(secs => $2)
        ORDER BY created_at, id
        LIMIT $3`,
      [this.provider.name, this.config.payments.reconcileAfterMs / 1000, BATCH],
    );
    let settled = 0;
    for (const { session_id: sessionId } of due) {
      if (this.job.stopped) break;
      const session = await this.provider.retrieveSession(sessionId);
      const outcome = await this.settlement.settleSession(session);
      if (outcome !== 'unchanged' && outcome !== 'duplicate') settled += 1;
    }
    return settled;
  }
}
