import type { EntityManager } from 'typeorm';
import { toCents } from '../common/money';
import type { TimeRange } from './periods';

export interface SalesFigures {
  orders: number;
  salesCents: number;
}

/**
 * The one place the shop's sales are summed: orders placed in each range (by `created_at`) that
 * were not cancelled, and the sum of their totals. Refunds, when they exist, are subtracted
 * here. One query for every range, answered in the ranges' order.
 */
export async function salesIn(
  manager: EntityManager,
  ranges: readonly TimeRange[],
): Promise<SalesFigures[]> {
  if (ranges.length === 0) return [];
  const rows = await manager.query<{ orders: number; sales: string }[]>(
    `SELECT count(o.id)::int AS orders, coalesce(sum(o.total), 0)::text AS sales
       FROM unnest($1::timestamptz[], $2::timestamptz[]) WITH ORDINALITY AS r(from_at, to_at, n)
       LEFT JOIN orders o
         ON o.created_at >= r.from_at AND o.created_at < r.to_at AND o.status <> 'cancelled'
      GROUP BY r.n
      ORDER BY r.n`,
    [
      ranges.map((range) => range.from.toISOString()),
      ranges.map((range) => range.to.toISOString()),
    ],
  );
  return rows.map((row) => ({ orders: row.orders, salesCents: toCents(row.sales) }));
}
