import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ConflictError, NotFoundError } from '../common/domain-errors';
import { toCents } from '../common/money';
import type { Carrier, OrderStatus } from '@healing/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { readRows } from '../database/read-rows';
import { enqueueMail, type OutgoingMail } from '../mail/outbox';
import { actorLabel, type AdminActor } from '../owners/admin-actor';
import { AuditLog, type AuditAction } from '../owners/audit-log.service';
import { CheckoutPayments } from '../payments/checkout-payments.service';
import { ProviderRefunds } from '../payments/provider-refunds';
import type {
  AuditDetails,
  AdminOrderDetail,
  AdminOrderPage,
  IssuedOrderLink,
} from '@healing/contracts/admin';
import { DEFAULT_ORDER_PAGE_SIZE, type AdminOrdersQuery } from './dto/admin-orders.query';
import {
  cancelledMail,
  deliveredMail,
  paidMail,
  paymentLinkMail,
  orderLinkMail,
  reviewLinks,
  shippedMail,
  type ReviewLink,
} from './lifecycle-mails';
import { issueOrderLink, revokeOrderLinks } from './order-links';
import { OrderEvent } from './order-event.entity';
import { TRANSITIONS, refusal, type OwnerOrderAction } from './order-lifecycle';
import { presentOrderSummary } from './order-presenter';
import { findAdminOrder } from './order-queries';
import { OrderRefundsService } from './order-refunds.service';
import { Order } from './order.entity';
import { orderRefundedCents, recordRefund, type RecordedRefund, type RefundInput } from './refunds';
import { returnStock } from './stock';

const MAX_ID = 2_147_483_647;

/** One owner step and what it carries. */
export type OrderStep =
  | { action: 'payment-link-sent'; url: string }
  | { action: 'paid'; reference: string | null }
  | { action: 'shipped'; trackingNumber: string; carrier: Carrier | null }
  | { action: 'delivered' }
  | {
      action: 'cancelled';
      reason: string | null;
      /** A paid order's refund (refunds.ts); without it, a full one by its payment method. */
      refund?: Omit<RefundInput, 'note'> | null;
    };

/** The audit log's name for each owner step. */
const AUDIT_ACTIONS: Record<OwnerOrderAction, AuditAction> = {
  'payment-link-sent': 'order.payment_link_sent',
  paid: 'order.paid',
  shipped: 'order.shipped',
  delivered: 'order.delivered',
  cancelled: 'order.cancelled',
};

/** The columns a step writes besides the status, as SQL with its parameters from $3 on. */
function stepColumns(step: OrderStep): { sql: string; params: unknown[] } {
  switch (step.action) {
    case 'payment-link-sent':
      return { sql: 'payment_link = $3, payment_link_sent_at = now()', params: [step.url] };
    case 'paid':
      return { sql: 'payment_reference = $3, paid_at = now()', params: [step.reference] };
    case 'shipped':
      return {
        sql: 'tracking_number = $3, carrier = $4, shipped_at = now()',
        params: [step.trackingNumber, step.carrier],
      };
    case 'delivered':
      return { sql: 'delivered_at = now()', params: [] };
    case 'cancelled':
      return { sql: 'cancelled_at = now()', params: [] };
  }
}

/** What the history keeps beside the step: owners read it, shoppers never do. */
function noteOf(step: OrderStep): string | null {
  switch (step.action) {
    case 'payment-link-sent':
      return step.url;
    case 'paid':
      return step.reference;
    case 'shipped':
      return step.trackingNumber;
    case 'delivered':
      return null;
    case 'cancelled':
      return step.reason;
  }
}

/** Plain facts for the audit log; of a payment link only its host (it may carry a token). */
function auditDetails(step: OrderStep, from: OrderStatus, to: OrderStatus): AuditDetails {
  const details: AuditDetails = { from, to };
  if (step.action === 'payment-link-sent') details.linkHost = new URL(step.url).host;
  if (step.action === 'paid' && step.reference) details.reference = step.reference;
  if (step.action === 'shipped') {
    details.trackingNumber = step.trackingNumber;
    if (step.carrier) details.carrier = step.carrier;
  }
  if (step.action === 'cancelled' && step.reason) details.reason = step.reason;
  return details;
}

function mailFor(
  step: OrderStep,
  order: Order,
  from: OrderStatus,
  reviews: readonly ReviewLink[],
  orderUrl: string,
  refund: RecordedRefund | null,
): OutgoingMail {
  switch (step.action) {
    case 'payment-link-sent':
      return paymentLinkMail(order, step.url, orderUrl);
    case 'paid':
      return paidMail(order, orderUrl);
    case 'shipped':
      return shippedMail(order, step.trackingNumber, step.carrier, orderUrl);
    case 'delivered':
      return deliveredMail(order, orderUrl, reviews);
    case 'cancelled':
      // It promises "a full refund" only when one was recorded; a partial one has its own mail.
      return cancelledMail(order, step.reason, from === 'paid' && refund?.full === true, orderUrl);
  }
}

/** `%`, `_` and `\` match themselves in an ILIKE pattern. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

interface SummaryRow {
  id: number;
  created_at: Date;
  status: OrderStatus;
  email: string;
  first_name: string;
  last_name: string;
  total: string;
  item_count: number;
}

/** The back office's orders: the list, one order, and moving an order along its life. */
@Injectable()
export class AdminOrdersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly refunds: OrderRefundsService,
    private readonly providerRefunds: ProviderRefunds,
    private readonly checkoutPayments: CheckoutPayments,
  ) {}

  /** Newest first; `q` matches the order number, part of the e-mail, or the name. */
  async list(query: AdminOrdersQuery): Promise<AdminOrderPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_ORDER_PAGE_SIZE;
    const conditions: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (query.status) conditions.push(`o.status = ${param(query.status)}`);
    if (query.q) {
      const text = query.q.replace(/\s+/g, ' ');
      const pattern = param(likePattern(text));
      const matches = [
        `o.email ILIKE ${pattern}`,
        `o.first_name ILIKE ${pattern}`,
        `o.last_name ILIKE ${pattern}`,
        `(o.first_name || ' ' || o.last_name) ILIKE ${pattern}`,
      ];
      const number = /^#?\s*(\d{1,10})$/.exec(text);
      if (number && Number(number[1]) <= MAX_ID) {
        matches.push(`o.id = ${param(Number(number[1]))}`);
      }
      conditions.push(`(${matches.join(' OR ')})`);
    }
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const [{ total }] = await readRows<{ total: number }>(
      this.dataSource,
      `SELECT count(*)::int AS total FROM orders o ${where}`,
      params,
    );
    const rows = await readRows<SummaryRow>(
      this.dataSource,
      `SELECT o.id, o.created_at, o.status, o.email, o.first_name, o.last_name, o.total,
              COALESCE((SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = o.id), 0)::int
                AS item_count
         FROM orders o ${where}
        ORDER BY o.created_at DESC, o.id DESC
        LIMIT ${param(pageSize)} OFFSET ${param((page - 1) * pageSize)}`,
      params,
    );
    const items = rows.map((row) =>
      presentOrderSummary(
        {
          id: row.id,
          createdAt: row.created_at,
          status: row.status,
          email: row.email,
          firstName: row.first_name,
          lastName: row.last_name,
          total: row.total,
        },
        row.item_count,
      ),
    );
    return { items, total, page, pageSize };
  }

  async detail(id: number): Promise<AdminOrderDetail> {
    const order = await findAdminOrder(this.dataSource.manager, id, this.config.payments);
    if (!order) throw notFound();
    return order;
  }

  /**
   * Moves the order one step, with its history, audit entry and the shopper's e-mail in one
   * transaction. The step is one conditional UPDATE: of two owners acting at once, the second
   * finds the status changed and is refused (409), and nothing of a refused step is stored.
   */
  async move(actor: AdminActor, id: number, step: OrderStep): Promise<AdminOrderDetail> {
    const detail = await this.dataSource.transaction((manager) =>
      this.moveIn(manager, actor, id, step),
    );
    // A cancelled order can no longer be paid on the provider's page (payments/).
    if (step.action === 'cancelled') await this.checkoutPayments.closeOpenPages(id);
    return detail;
  }

  /** `move` inside the caller's transaction (the provider's payment: payments/). */
  async moveIn(
    manager: EntityManager,
    actor: AdminActor,
    id: number,
    step: OrderStep,
  ): Promise<AdminOrderDetail> {
    const { from, to } = TRANSITIONS[step.action];
    // Waits for a concurrent step on the same order, then reads where it stands now.
    const [current] = await rows<{ status: OrderStatus }>(
      manager,
      'SELECT status FROM orders WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!current) throw notFound();
    if (step.action === 'cancelled' && step.refund && current.status === 'pending') {
      throw new ConflictError(`Order #${id} is awaiting payment: there is nothing to refund.`);
    }
    const columns = stepColumns(step);
    const updated = await rows<{ id: number }>(
      manager,
      `UPDATE orders SET status = $2::order_status, ${columns.sql}
        WHERE id = $1 AND status = ANY($${3 + columns.params.length}::order_status[])
        RETURNING id`,
      [id, to, ...columns.params, from],
    );
    if (updated.length === 0) throw new ConflictError(refusal(id, current.status, step.action));
    // A cancelled order's pieces can be sold again (once: an order is cancelled only once).
    if (step.action === 'cancelled') await returnStock(manager, id);

    // With its lines, which the step's e-mail lists.
    const order = await manager.getRepository(Order).findOneOrFail({
      where: { id },
      relations: { items: true },
      order: { items: { id: 'ASC' } },
    });
    const event = await manager.getRepository(OrderEvent).insert({
      orderId: id,
      action: step.action,
      status: to,
      note: noteOf(step),
      actorLabel: actorLabel(actor),
    });
    await this.audit.record(
      {
        actor,
        action: AUDIT_ACTIONS[step.action],
        target: { type: 'order', id },
        details: auditDetails(step, current.status, to),
      },
      manager,
    );
    // Each e-mail carries a personal link of its own (order-links.ts: why, and what is kept);
    // a delivery's review links carry its token too, so they work in any browser.
    const link = await issueOrderLink(manager, this.config.publicOrigin, id);
    const reviews =
      step.action === 'delivered'
        ? reviewLinks(
            this.config.publicOrigin,
            id,
            await rows<{ productId: number; productName: string }>(
              manager,
              `SELECT DISTINCT ON (product_id) product_id AS "productId",
                      product_name AS "productName"
                 FROM order_items
                WHERE order_id = $1 AND product_id IS NOT NULL AND NOT is_custom_design
                ORDER BY product_id`,
              [id],
            ),
            link.token,
          )
        : [];
    // A paid order's cancellation gives its money back: what the owner says, or all not
    // refunded yet by the order's own payment method (nothing when that is nothing).
    const refund =
      step.action === 'cancelled' &&
      current.status === 'paid' &&
      (step.refund?.amountCents || (await orderRefundedCents(manager, id)) < toCents(order.total))
        ? await recordRefund(
            manager,
            order,
            // Through the payment provider first when it took the money (provider-refunds.ts).
            await this.providerRefunds.refundIn(manager, order, {
              amountCents: step.refund?.amountCents ?? null,
              method: step.refund?.method ?? order.paymentMethod,
              reference: step.refund?.reference ?? null,
              note: null,
            }),
            actorLabel(actor),
          )
        : null;
    const mail = await enqueueMail(
      manager,
      mailFor(step, order, current.status, reviews, link.url, refund),
    );
    // Undoing the step drops its mail while it is unsent (order-refunds.service.ts).
    await manager
      .getRepository(OrderEvent)
      .update({ id: String(event.identifiers[0].id) }, { mailId: mail.id });
    if (refund) await this.refunds.recordAndMail(manager, actor, id, refund);
    const detail = await findAdminOrder(manager, id, this.config.payments);
    if (!detail) throw notFound();
    return detail;
  }

  /**
   * Ends every working personal link of the order, those of e-mails sent already included; its
   * page then answers only the session that placed it, or a new link. 409 when none works.
   */
  async revokeLinks(actor: AdminActor, id: number): Promise<AdminOrderDetail> {
    return this.dataSource.transaction(async (manager) => {
      const order = await lockOrder(manager, id);
      const revoked = await revokeOrderLinks(manager, id);
      if (revoked === 0) {
        throw new ConflictError(`Order #${id} has no working personal link to revoke.`);
      }
      await this.recordLinkStep(manager, actor, order, 'link-revoked', { revoked });
      const detail = await findAdminOrder(manager, id, this.config.payments);
      if (!detail) throw notFound();
      return detail;
    });
  }

  /**
   * A new personal link for the order (any order, those placed before links existed included),
   * e-mailed to the shopper and answered once to the owner, who may pass it on. Links made
   * before keep working until revoked.
   */
  async issueLink(actor: AdminActor, id: number): Promise<IssuedOrderLink> {
    return this.dataSource.transaction(async (manager) => {
      const order = await lockOrder(manager, id);
      const link = await issueOrderLink(manager, this.config.publicOrigin, id);
      await this.recordLinkStep(manager, actor, order, 'link-issued', {});
      await enqueueMail(manager, orderLinkMail(order, link.url));
      const detail = await findAdminOrder(manager, id, this.config.payments);
      if (!detail) throw notFound();
      return { url: link.url, order: detail };
    });
  }

  private async recordLinkStep(
    manager: EntityManager,
    actor: AdminActor,
    order: Order,
    action: 'link-issued' | 'link-revoked',
    details: AuditDetails,
  ): Promise<void> {
    await manager.getRepository(OrderEvent).insert({
      orderId: order.id,
      action,
      status: order.status,
      note: null,
      actorLabel: actorLabel(actor),
    });
    await this.audit.record(
      {
        actor,
        action: action === 'link-issued' ? 'order.link_issued' : 'order.link_revoked',
        target: { type: 'order', id: order.id },
        details: { status: order.status, ...details },
      },
      manager,
    );
  }
}

/** The order, locked until the transaction ends (a link step waits for a concurrent one). */
async function lockOrder(manager: EntityManager, id: number): Promise<Order> {
  const order = await manager
    .getRepository(Order)
    .createQueryBuilder('o')
    .where('o.id = :id', { id })
    .setLock('pessimistic_write')
    .getOne();
  if (!order) throw notFound();
  return order;
}

function notFound(): NotFoundError {
  return new NotFoundError('Order not found', 'id');
}

/** The rows of a statement run in the transaction (TypeORM gives UPDATE as [rows, count]). */
async function rows<T>(manager: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  if (!manager.queryRunner) throw new Error('must run inside a transaction');
  const result = await manager.queryRunner.query(sql, params, true);
  return (result.records ?? []) as T[];
}
