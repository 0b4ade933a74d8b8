import {
  describeDiscount,
  normaliseDiscountCode,
  type DiscountKind,
  type PromoIssue,
} from '@healing/contracts';
import type { EntityManager } from 'typeorm';
import { ConflictError } from '../common/domain-errors';
import { formatCents, toCents } from '../common/money';
import type { DiscountRule } from '../cart/pricing';

/** A row of discount_codes, as PostgreSQL gives it. */
export interface DiscountCodeRow {
  id: number;
  code: string;
  kind: DiscountKind;
  value: string;
  min_subtotal: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  usage_limit: number | null;
  times_used: number;
  archived_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, code, kind, value, min_subtotal, starts_at, ends_at, usage_limit, times_used,
                 archived_at, created_at, updated_at`;

/** The code as typed, in any letter case; null when the shop has none of that name. */
export async function findDiscountCode(
  manager: EntityManager,
  typed: string | null | undefined,
): Promise<DiscountCodeRow | null> {
  const code = normaliseDiscountCode(typed);
  if (code === null) return null;
  const [row] = await manager.query<DiscountCodeRow[]>(
    `SELECT ${COLUMNS} FROM discount_codes WHERE code = $1`,
    [code],
  );
  return row ?? null;
}

/** The code's rule as pricing reads it. */
export function discountRule(row: DiscountCodeRow): DiscountRule {
  return {
    code: row.code,
    kind: row.kind,
    value: row.kind === 'percentage' ? Number(row.value) : toCents(row.value),
    minSubtotalCents: row.min_subtotal === null ? null : toCents(row.min_subtotal),
    description: describeDiscount({
      kind: row.kind,
      value: row.value,
      minSubtotal: row.min_subtotal,
    }),
  };
}

/**
 * Why the code cannot be used at `now`, whatever the cart: archived or past its end (ended),
 * before its start, or every use taken. Null when it can be used (its minimum aside).
 */
export function availabilityIssue(row: DiscountCodeRow, now: Date): PromoIssue | null {
  if (row.archived_at || (row.ends_at && row.ends_at <= now)) return 'ended';
  if (row.starts_at && row.starts_at > now) return 'not-started';
  if (row.usage_limit !== null && row.times_used >= row.usage_limit) return 'used-up';
  return null;
}

/** What the cart says when a code gives nothing; the code as the shopper typed it when unknown. */
export function promoIssueMessage(
  issue: PromoIssue,
  code: string,
  amounts: { minSubtotalCents?: number | null; subtotalCents?: number } = {},
): string {
  switch (issue) {
    case 'unknown':
      return `“${code}” is not one of our codes, so your total is unchanged.`;
    case 'not-started':
      return `${code} has not started yet, so your total is unchanged.`;
    case 'ended':
      return `${code} has ended, so your total is unchanged.`;
    case 'used-up':
      return `${code} has been used as many times as it can be, so your total is unchanged.`;
    case 'below-minimum': {
      const minimum = amounts.minSubtotalCents ?? 0;
      const missing = Math.max(0, minimum - (amounts.subtotalCents ?? 0));
      return `${code} takes off orders of $${formatCents(minimum)} or more before shipping and tax: add $${formatCents(missing)} more to use it.`;
    }
  }
}

/**
 * Counts one use of the code for an order, in the order's transaction, in one conditional
 * UPDATE: parallel checkouts queue on the code's row and each one reads the count the one
 * before it left, so times_used never passes usage_limit. A code that cannot be used any more
 * refuses the checkout (409) and the whole transaction is undone: the shopper is never charged
 * a price other than the one they were shown. Cancelling the order later does not give the use
 * back (a shop's usual rule: a code's limit counts the orders placed with it).
 */
export async function redeemDiscountCode(
  manager: EntityManager,
  row: DiscountCodeRow,
): Promise<void> {
  const updated = await manager.query<unknown[]>(
    `UPDATE discount_codes SET times_used = times_used + 1
      WHERE id = $1 AND archived_at IS NULL
        AND (starts_at IS NULL OR starts_at <= now())
        AND (ends_at IS NULL OR ends_at > now())
        AND (usage_limit IS NULL OR times_used < usage_limit)
      RETURNING id`,
    [row.id],
  );
  const [rows] = updated as [unknown[], number];
  if (rows.length > 0) return;
  const [now] = await manager.query<DiscountCodeRow[]>(
    `SELECT ${COLUMNS} FROM discount_codes WHERE id = $1`,
    [row.id],
  );
  const [{ now: at }] = await manager.query<{ now: Date }[]>('SELECT now() AS now');
  const issue = (now && availabilityIssue(now, at)) ?? 'ended';
  throw new ConflictError(checkoutRefusal(issue, row.code), 'promoCode');
}

/** The 409 of a checkout whose code cannot be used any more. */
export function checkoutRefusal(issue: PromoIssue, code: string): string {
  const why =
    issue === 'used-up'
      ? `${code} has just been used as many times as it can be`
      : issue === 'not-started'
        ? `${code} has not started yet`
        : `${code} has ended`;
  return `${why}, so your order was not placed. Remove the code to check out without it.`;
}

/** Which code gave the order what discount: the code's history, kept with the order. */
export async function recordRedemption(
  manager: EntityManager,
  orderId: number,
  row: DiscountCodeRow,
  discountCents: number,
): Promise<void> {
  await manager.query(
    `INSERT INTO discount_code_redemptions (order_id, discount_code_id, discount)
     VALUES ($1, $2, $3)`,
    [orderId, row.id, formatCents(discountCents)],
  );
}

/**
 * A code as the cart reads it: its rule when it can be used now, or why not (its minimum is the
 * pricing's to check). `code` is the shop's spelling, or the typed one when unknown.
 */
export interface PromoLookup {
  code: string;
  rule: DiscountRule | null;
  issue: PromoIssue | null;
}

export async function lookUpPromo(
  manager: EntityManager,
  typed: string | null | undefined,
): Promise<PromoLookup | null> {
  const code = normaliseDiscountCode(typed);
  if (code === null) return null;
  const row = await findDiscountCode(manager, code);
  if (!row) return { code, rule: null, issue: 'unknown' };
  const issue = availabilityIssue(row, new Date());
  return { code: row.code, rule: issue ? null : discountRule(row), issue };
}
