import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { OrderStatus } from '@healing/contracts';
import {
  UNDO_WINDOW_MINUTES,
  type AdminOrderDetail,
  type UndoableOrderStep,
} from '@healing/contracts/admin';
import { ConflictError, NotFoundError } from '../common/domain-errors';
import { toCents } from '../common/money';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { enqueueMail } from '../mail/outbox';
import { actorLabel, type AdminActor } from '../owners/admin-actor';
import { AuditLog } from '../owners/audit-log.service';
import { ProviderRefunds } from '../payments/provider-refunds';
import { issueOrderLink } from './order-links';
import { TRANSITIONS } from './order-lifecycle';
import { findAdminOrder } from './order-queries';
import { Order } from './order.entity';
import { refundMail } from './refund-mail';
import { recordRefund, wasPaid, type RecordedRefund, type RefundInput } from './refunds';

/** What undoing each step sets back, besides the status. */
const UNDO_COLUMNS: Record<UndoableOrderStep, string> = {
  paid: 'payment_reference = NULL, paid_at = NULL',
  shipped: 'tracking_number = NULL, carrier = NULL, shipped_at = NULL',
  delivered: 'delivered_at = NULL',
};

/** The step in the owner's words: "marked as paid". */
const STEP_WORDS: Record<UndoableOrderStep, string> = {
  paid: 'marked as paid',
  shipped: 'marked as shipped',
  delivered: 'marked as delivered',
};

/** The steps that count as an order's last (the owner's work on its links does not). */
const STEPS_THAT_COUNT = [
  'payment-link-sent',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
];

const LAST_STEP_WORDS: Record<string, string> = {
  placed: 'placing it',
  'payment-link-sent': 'sending a payment link',
  paid: 'marking it as paid',
  shipped: 'marking it as shipped',
  delivered: 'marking it as delivered',
  cancelled: 'cancelling it',
  refunded: 'a refund',
};

interface OrderRow {
  id: number;
  status: OrderStatus;
  total: string;
  paid_at: Date | null;
}

/** The rows of a statement run in the transaction (TypeORM gives UPDATE as [rows, count]). */
async function rows<T>(manager: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  if (!manager.queryRunner) throw new Error('must run inside a transaction');
  const result = await manager.queryRunner.query(sql, params, true);
  return (result.records ?? []) as T[];
}

/** The order, locked until the transaction ends: refunds and undos on it run one at a time. */
export async function lockOrderRow(manager: EntityManager, id: number): Promise<OrderRow> {
  const [order] = await rows<OrderRow>(
    manager,
    'SELECT id, status, total, paid_at FROM orders WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!order) throw new NotFoundError('Order not found', 'id');
  return order;
}

/**
 * Refunds recorded on their own (a partial refund for a damaged piece, say), and undoing the
 * owner's last step shortly after a slip of the finger.
 */
@Injectable()
export class OrderRefundsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly providerRefunds: ProviderRefunds,
  ) {}

  /**
   * A refund of a paid order (paid, shipped, delivered, or cancelled after it was paid), at most
   * what is not refunded yet; recorded with its history, audit entry and the shopper's e-mail in
   * one transaction, under the order's lock.
   */
  async refund(actor: AdminActor, id: number, input: RefundInput): Promise<AdminOrderDetail> {
    return this.dataSource.transaction(async (manager) => {
      const order = await lockOrderRow(manager, id);
      if (!wasPaid(order.status, order.paid_at)) {
        throw new ConflictError(
          order.status === 'pending'
            ? `Order #${id} is awaiting payment: there is nothing to refund.`
            : `Order #${id} was cancelled before it was paid: there is nothing to refund.`,
        );
      }
      // The same refund sent again (a double click, a retry after a lost answer): made once.
      if (input.idempotencyKey) {
        const [earlier] = await rows<{ amount_cents: number; method: string }>(
          manager,
          'SELECT amount_cents, method FROM order_refunds WHERE order_id = $1 AND idempotency_key = $2',
          [id, input.idempotencyKey],
        );
        if (earlier) {
          const same =
            earlier.method === input.method &&
            (input.amountCents === null || input.amountCents === earlier.amount_cents);
          if (!same) {
            throw new ConflictError(
              'This Idempotency-Key was already used for another refund; send a new key.',
              'Idempotency-Key',
            );
          }
          return this.detail(manager, id);
        }
      }
      // Through the payment provider first when it took the money (payments/provider-refunds.ts).
      const given = await this.providerRefunds.refundIn(manager, order, input);
      const refund = await recordRefund(manager, order, given, actorLabel(actor));
      await this.recordAndMail(manager, actor, id, refund);
      return this.detail(manager, id);
    });
  }

  private async detail(manager: EntityManager, id: number): Promise<AdminOrderDetail> {
    const detail = await findAdminOrder(manager, id, this.config.payments);
    if (!detail) throw new NotFoundError('Order not found', 'id');
    return detail;
  }

  /** The audit entry and the shopper's e-mail of a refund, in the caller's transaction. */
  async recordAndMail(
    manager: EntityManager,
    actor: AdminActor,
    id: number,
    refund: RecordedRefund,
  ): Promise<void> {
    await this.audit.record(
      {
        actor,
        action: 'order.refunded',
        target: { type: 'order', id },
        details: {
          amountCents: refund.amountCents,
          method: refund.method,
          full: refund.full,
          ...(refund.reference ? { reference: refund.reference } : {}),
          ...(refund.providerState ? { providerState: refund.providerState } : {}),
        },
      },
      manager,
    );
    const order = await manager.getRepository(Order).findOneByOrFail({ id });
    const link = await issueOrderLink(manager, this.config.publicOrigin, id);
    await enqueueMail(manager, refundMail(order, refund, link.url));
  }

  /**
   * Undoes `step` when it is the order's last step (its links aside) and at most
   * UNDO_WINDOW_MINUTES old: the order goes back to where it stood, the step stays in the
   * history marked undone beside an `undone` event, and its e-mail is dropped while no worker
   * has sent or claimed it. A mail already sent (or being sent) stays sent; nothing more goes to
   * the shopper. 409 for anything else, storing nothing.
   */
  async undo(actor: AdminActor, id: number, step: UndoableOrderStep): Promise<AdminOrderDetail> {
    return this.dataSource.transaction(async (manager) => {
      const order = await lockOrderRow(manager, id);
      const [last] = await rows<{
        id: string;
        action: string;
        mail_id: number | null;
        actor_label: string;
        expired: boolean;
      }>(
        manager,
        `SELECT id, action, mail_id, actor_label, at < now() - make_interval(mins => $3) AS expired
           FROM order_events
          WHERE order_id = $1 AND undone_at IS NULL AND action = ANY($2::varchar[])
          ORDER BY id DESC LIMIT 1`,
        [id, STEPS_THAT_COUNT, UNDO_WINDOW_MINUTES],
      );
      const to = TRANSITIONS[step].to;
      if (!last || last.action !== step || order.status !== to) {
        const what = last ? (LAST_STEP_WORDS[last.action] ?? last.action) : 'placing it';
        throw new ConflictError(
          `Order #${id} cannot be undone to before it was ${STEP_WORDS[step]}: only its last step can be undone, and that was ${what}.`,
        );
      }
      // The provider's word is not a slip of the finger: its money is given back by a refund.
      if (last.actor_label === 'provider') {
        throw new ConflictError(
          `Order #${id} was ${STEP_WORDS[step]} by the payment provider: it cannot be undone. Refund it instead.`,
        );
      }
      if (last.expired) {
        throw new ConflictError(
          `Order #${id} was ${STEP_WORDS[step]} more than ${UNDO_WINDOW_MINUTES} minutes ago: it can no longer be undone.`,
        );
      }
      const back = TRANSITIONS[step].from[0];
      await rows(
        manager,
        `UPDATE orders SET status = $2::order_status, ${UNDO_COLUMNS[step]} WHERE id = $1`,
        [id, back],
      );
      await rows(manager, 'UPDATE order_events SET undone_at = now() WHERE id = $1', [last.id]);
      await rows(
        manager,
        `INSERT INTO order_events (order_id, action, status, note, actor_label)
         VALUES ($1, 'undone', $2, $3, $4)`,
        [id, back, step, actorLabel(actor)],
      );
      // A mail no worker has claimed is still only ours; one claimed may be on its way.
      const dropped = last.mail_id
        ? await rows<{ id: number }>(
            manager,
            `DELETE FROM mail_outbox
              WHERE id = $1 AND status = 'pending' AND sent_at IS NULL
                AND (locked_until IS NULL OR locked_until <= now())
              RETURNING id`,
            [last.mail_id],
          )
        : [];
      await this.audit.record(
        {
          actor,
          action: 'order.step_undone',
          target: { type: 'order', id },
          details: { step, from: order.status, to: back, mailDropped: dropped.length > 0 },
        },
        manager,
      );
      const detail = await findAdminOrder(manager, id, this.config.payments);
      if (!detail) throw new NotFoundError('Order not found', 'id');
      return detail;
    });
  }
}

/** The cents of a refund's amount as typed ("12.5"), or null for "everything left". */
export function refundCents(amount: string | null | undefined): number | null {
  return amount ? toCents(amount) : null;
}
