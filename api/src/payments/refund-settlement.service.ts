import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { RefundProviderState } from '@healing/contracts/admin';
import type { OrderStatus } from '@healing/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { enqueueMail } from '../mail/outbox';
import { historyNote } from '../orders/refunds';
import { actorLabel, type AdminActor } from '../owners/admin-actor';
import { AuditLog } from '../owners/audit-log.service';
import { ownerRefundFailedMail } from './owner-payment-alert-mail';
import { actOnceOnEvent } from './payment-events';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type ProviderRefund,
  type ProviderRefundEventType,
} from './payment-provider';

const PROVIDER: AdminActor = { kind: 'provider' };

/** What settling a refund did; `unknown`: the shop did not make that refund. */
export type RefundSettleOutcome = RefundProviderState | 'duplicate' | 'unchanged' | 'unknown';

interface RefundRow {
  id: number;
  order_id: number;
  amount_cents: number;
  reference: string;
  full: boolean;
  provider_state: RefundProviderState;
  order_status: OrderStatus;
}

/**
 * What the provider later says of a refund the shop made through it (provider-refunds.ts): a
 * pending refund went through (`refund-confirmed` in the order's history), or a refund failed
 * (`refund-failed`: it no longer counts as given back, and the owners are told, since the
 * shopper was told it was on its way). By webhook or by the reconciliation asking, in one
 * transaction under the order's lock (the lock the refund itself was recorded under, so an
 * event that comes before the refund's own transaction committed waits for it); each event id
 * counted once. A refund the shop did not make (one made in the provider's dashboard, say) is
 * left alone.
 */
@Injectable()
export class RefundSettlement {
  private readonly logger = new Logger(RefundSettlement.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly audit: AuditLog,
  ) {}

  settleEvent(event: {
    id: string;
    type: ProviderRefundEventType;
    refund: ProviderRefund;
  }): Promise<RefundSettleOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const row = await lockRefund(manager, event.refund);
      if (!row) {
        this.logger.log(
          `Refund ${event.refund.id} is not one the shop made: ${event.type} left alone`,
        );
        return 'unknown';
      }
      return actOnceOnEvent(manager, this.provider.name, event, row.order_id, () =>
        this.apply(manager, row, event.refund),
      );
    });
  }

  /** What the provider answers about a refund still pending, asked by the reconciliation. */
  settleRefund(refund: ProviderRefund): Promise<RefundSettleOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const row = await lockRefund(manager, refund);
      return row ? this.apply(manager, row, refund) : 'unknown';
    });
  }

  private async apply(
    manager: EntityManager,
    row: RefundRow,
    refund: ProviderRefund,
  ): Promise<RefundSettleOutcome> {
    const failed = refund.status === 'failed' || refund.status === 'canceled';
    // Pending goes to succeeded or failed; a refund that succeeded may still fail (rarely, when
    // the card's bank sends it back); failed is final.
    const next: RefundProviderState | null =
      failed && row.provider_state !== 'failed'
        ? 'failed'
        : refund.status === 'succeeded' && row.provider_state === 'pending'
          ? 'succeeded'
          : null;
    if (!next) return 'unchanged';
    await manager.query('UPDATE order_refunds SET provider_state = $2 WHERE id = $1', [
      row.id,
      next,
    ]);
    const note = historyNote({
      amountCents: row.amount_cents,
      method: 'card',
      reference: row.reference,
      full: row.full,
    });
    const reason = refund.failureReason ?? 'no reason given';
    await manager.query(
      `INSERT INTO order_events (order_id, action, status, note, actor_label)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        row.order_id,
        next === 'failed' ? 'refund-failed' : 'refund-confirmed',
        row.order_status,
        next === 'failed' ? `${note}: not given back (${reason})` : note,
        actorLabel(PROVIDER),
      ],
    );
    await this.audit.record(
      {
        actor: PROVIDER,
        action: next === 'failed' ? 'order.refund_failed' : 'order.refund_confirmed',
        target: { type: 'order', id: row.order_id },
        details: {
          amountCents: row.amount_cents,
          reference: row.reference,
          ...(next === 'failed' ? { reason } : {}),
        },
      },
      manager,
    );
    if (next === 'failed') {
      this.logger.warn(`Order #${row.order_id}: refund ${row.reference} failed (${reason})`);
      for (const to of this.config.ownerEmails) {
        await enqueueMail(
          manager,
          ownerRefundFailedMail(
            {
              orderId: row.order_id,
              amountCents: row.amount_cents,
              reference: row.reference,
              reason: refund.failureReason,
            },
            to,
            this.config.publicOrigin,
          ),
        );
      }
    }
    return next;
  }
}

/**
 * The refund's row, with its order's row locked first (the order the refund's metadata names):
 * null when the shop made no such refund through the provider.
 */
async function lockRefund(
  manager: EntityManager,
  refund: ProviderRefund,
): Promise<RefundRow | null> {
  if (refund.orderId === null) return null;
  const [order] = await manager.query<{ status: OrderStatus }[]>(
    'SELECT status FROM orders WHERE id = $1 FOR UPDATE',
    [refund.orderId],
  );
  if (!order) return null;
  const [row] = await manager.query<Omit<RefundRow, 'order_status'>[]>(
    `SELECT id, order_id, amount_cents, reference, "full", provider_state FROM order_refunds
      WHERE order_id = $1 AND reference = $2 AND provider_state IS NOT NULL FOR UPDATE`,
    [refund.orderId, refund.id],
  );
  return row ? { ...row, order_status: order.status } : null;
}
