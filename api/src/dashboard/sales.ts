import type { EntityManager } from 'typeorm';
import { toCents } from '../common/money';
import { COUNTED_REFUND } from '../orders/refunds';
import type { TimeRange } from './periods';

export interface SalesFigures {
  orders: number;
  /** Net: the totals of the orders placed, less what was refunded on those still standing. */
  salesCents: number;
  /** Every refund recorded in the range, on any order (order_refunds, refunds.ts). */
  refundedCents: number;
}

/**
 * The one place the shop's sales are summed: orders placed in each range (by `created_at`) that
 * were not cancelled, and the sum of their totals, less the refunds recorded in the range (by
 * when they were made, as a till books them) on orders not cancelled: a cancelled order's total
 * is already left out, so its refund is not taken off twice. Every refund of the range is
 * reported beside, as `refundedCents`. One query for every range, in the ranges' order.
 */
export async function salesIn(
  manager: EntityManager,
  ranges: readonly TimeRange[],
): Promise<SalesFigures[]> {
  if (ranges.length === 0) return [];
  const rows = await manager.query<
    { orders: number; sales: string; keptRefunds: string; refunded: string }[]
  >(
    `SELECT count(o.id)::int AS orders, coalesce(sum(o.total), 0)::text AS sales,
            f.kept::text AS "keptRefunds", f.every::text AS refunded
       FROM unnest($1::timestamptz[], $2::timestamptz[]) WITH ORDINALITY AS r(from_at, to_at, n)
       -- The range's refunds in one scan: all of them, and those on orders still standing
       -- (a refund the provider reported failed gave nothing back: COUNTED_REFUND).
       CROSS JOIN LATERAL (
         SELECT coalesce(sum(x.amount_cents) FILTER (WHERE xo.status <> 'cancelled'), 0) AS kept,
                coalesce(sum(x.amount_cents), 0) AS every
           FROM order_refunds x JOIN orders xo ON xo.id = x.order_id
          WHERE x.at >= r.from_at AND x.at < r.to_at AND x.${COUNTED_REFUND}) f
       LEFT JOIN orders o
         ON o.created_at >= r.from_at AND o.created_at < r.to_at AND o.status <> 'cancelled'
      GROUP BY r.n, r.from_at, r.to_at, f.kept, f.every
      ORDER BY r.n`,
    [
      ranges.map((range) => range.from.toISOString()),
      ranges.map((range) => range.to.toISOString()),
    ],
  );
  return rows.map((row) => ({
    orders: row.orders,
    salesCents: toCents(row.sales) - Number(row.keptRefunds),
    refundedCents: Number(row.refunded),
  }));
}
