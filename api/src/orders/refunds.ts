import type { EntityManager } from 'typeorm';
import type { OrderRefundSummary, OrderStatus } from '@healing/contracts';
import {
  REFUND_METHOD_NAMES,
  type AdminOrderRefund,
  type RefundMethod,
  type RefundProviderState,
} from '@healing/contracts/admin';
import { ConflictError } from '../common/domain-errors';
import { formatCents, toCents } from '../common/money';

/** A refund to record: `amountCents` null gives back everything not refunded yet. */
export interface RefundInput {
  amountCents: number | null;
  method: RefundMethod;
  reference: string | null;
  note: string | null;
  /** The back office's Idempotency-Key: the same refund sent twice is made once. */
  idempotencyKey?: string | null;
  /** Where the provider stands on it, for a refund made through the payment provider. */
  providerState?: RefundProviderState | null;
}

/** The refunds that gave money back: all but those the provider reported failed. */
export const COUNTED_REFUND = "provider_state IS DISTINCT FROM 'failed'";

/** A refund as recorded, with what the order's refunds come to now. */
export interface RecordedRefund {
  id: number;
  amountCents: number;
  method: RefundMethod;
  reference: string | null;
  full: boolean;
  /** Everything refunded on the order, this refund included. */
  refundedCents: number;
  providerState: RefundProviderState | null;
}

interface RefundRow {
  id: number;
  at: Date;
  amount_cents: number;
  method: RefundMethod;
  reference: string | null;
  note: string | null;
  full: boolean;
  actor_label: string;
  provider_state: RefundProviderState | null;
}

/** The rows of a statement run in the transaction (TypeORM gives UPDATE as [rows, count]). */
async function records<T>(manager: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  if (!manager.queryRunner) throw new Error('must run inside a transaction');
  const result = await manager.queryRunner.query(sql, params, true);
  return (result.records ?? []) as T[];
}

/** Everything refunded on the order so far, in cents. */
export async function orderRefundedCents(manager: EntityManager, orderId: number): Promise<number> {
  const [row] = await records<{ cents: number }>(
    manager,
    `SELECT COALESCE(sum(amount_cents), 0)::int AS cents FROM order_refunds
      WHERE order_id = $1 AND ${COUNTED_REFUND}`,
    [orderId],
  );
  return row.cents;
}

/**
 * Whether money was paid on an order in `status`: paid, shipped and delivered orders, and a
 * cancelled one that was paid before (its `paid_at`).
 */
export function wasPaid(status: OrderStatus, paidAt: Date | null): boolean {
  return status === 'cancelled' ? paidAt !== null : status !== 'pending';
}

/** "$10.00 by bank transfer, reference RF-22": the history's note of a refund. */
export function historyNote(refund: {
  amountCents: number;
  method: RefundMethod;
  reference: string | null;
  full: boolean;
  providerState?: RefundProviderState | null;
}): string {
  const method = REFUND_METHOD_NAMES[refund.method].toLowerCase();
  const reference = refund.reference ? `, reference ${refund.reference}` : '';
  const pending = refund.providerState === 'pending' ? ', pending at the payment provider' : '';
  return `$${formatCents(refund.amountCents)} (${refund.full ? 'full' : 'partial'}) by ${method}${reference}${pending}`;
}

/**
 * Records a refund of the order, with its `refunded` event in the history. The caller holds the
 * order row locked (FOR UPDATE) in `manager`'s transaction, so refunds recorded at once are
 * counted one after the other: their sum never passes the order's total (409 when it would, and
 * nothing is stored). `full`: the refund gives back everything that was left.
 */
export async function recordRefund(
  manager: EntityManager,
  order: { id: number; total: string; status: OrderStatus },
  input: RefundInput,
  actorLabel: string,
): Promise<RecordedRefund> {
  const totalCents = toCents(order.total);
  const before = await orderRefundedCents(manager, order.id);
  const left = totalCents - before;
  if (left <= 0) {
    throw new ConflictError(
      `Order #${order.id} has been refunded in full already: there is nothing left to refund.`,
    );
  }
  const amountCents = input.amountCents ?? left;
  if (amountCents > left) {
    throw new ConflictError(
      `A refund of $${formatCents(amountCents)} is more than the $${formatCents(left)} of order #${order.id} not refunded yet.`,
    );
  }
  const full = amountCents === left;
  const providerState = input.providerState ?? null;
  const [row] = await records<{ id: number }>(
    manager,
    `INSERT INTO order_refunds
       (order_id, amount_cents, method, reference, note, "full", actor_label, provider_state,
        idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      order.id,
      amountCents,
      input.method,
      input.reference,
      input.note,
      full,
      actorLabel,
      providerState,
      input.idempotencyKey ?? null,
    ],
  );
  const refund = {
    amountCents,
    method: input.method,
    reference: input.reference,
    full,
    providerState,
  };
  await records(
    manager,
    `INSERT INTO order_events (order_id, action, status, note, actor_label)
     VALUES ($1, 'refunded', $2, $3, $4)`,
    [order.id, order.status, historyNote(refund), actorLabel],
  );
  return { id: row.id, ...refund, refundedCents: before + amountCents };
}

/** The order's refunds, oldest first, as the owner sees them. */
export async function adminOrderRefunds(
  manager: EntityManager,
  orderId: number,
): Promise<AdminOrderRefund[]> {
  const rows = await manager.query<RefundRow[]>(
    `SELECT id, at, amount_cents, method, reference, note, "full", actor_label, provider_state
       FROM order_refunds WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    amount: formatCents(row.amount_cents),
    method: row.method,
    reference: row.reference,
    note: row.note,
    full: row.full,
    actorLabel: row.actor_label,
    providerState: row.provider_state,
  }));
}

/**
 * What the shopper sees of the order's refunds: their sum, when the last was recorded, and
 * whether they give back the whole total; undefined while there is none.
 */
export async function shopperRefundSummary(
  manager: EntityManager,
  order: { id: number; total: string },
): Promise<OrderRefundSummary | undefined> {
  const [row] = await manager.query<{ cents: number | null; last_at: Date | null }[]>(
    `SELECT sum(amount_cents)::int AS cents, max(at) AS last_at
       FROM order_refunds WHERE order_id = $1 AND ${COUNTED_REFUND}`,
    [order.id],
  );
  if (!row?.cents || !row.last_at) return undefined;
  return {
    amount: formatCents(row.cents),
    at: row.last_at.toISOString(),
    full: row.cents >= toCents(order.total),
  };
}
