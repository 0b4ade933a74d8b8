// The back office's discount codes (`/api/admin/discount-codes`).
import * as z from 'zod/mini';
import { PRICE_PATTERN } from '../rules/product-rules';
import { wholeNumberBetween } from '../rules/query-rules';
import { DISCOUNT_KINDS } from '../store/discounts';

export const MAX_DISCOUNT_USAGE_LIMIT = 1_000_000;
/** 2 to 40 letters, digits, dashes or underscores, stored in upper case. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{1,39}$/;
const PERCENT_PATTERN = /^(100|[1-9]\d?)$/;

export const DISCOUNT_CODE_MESSAGES = {
  code: 'A code must be 2 to 40 letters, digits, dashes or underscores, like SPRING15',
  kind: 'Please choose a percentage or a fixed amount',
  value: 'Please enter how much the code takes off',
  percentage: 'A percentage must be a whole number from 1 to 100',
  amount: 'An amount must be from 0.01 to 99999.99, like 5.00',
  minSubtotal: 'A minimum subtotal must be an amount from 0.01 to 99999.99, or empty for none',
  startsAt: 'The start must be a date and time, like 2026-12-01T09:00:00Z, or empty for now',
  endsAt: 'The end must be a date and time, like 2026-12-31T23:59:00Z, or empty for never',
  endBeforeStart: 'The end must be after the start',
  usageLimit: `The usage limit must be a whole number from 1 to ${MAX_DISCOUNT_USAGE_LIMIT}, or empty for no limit`,
} as const;

/** Upper case, trimmed: what the shop stores and matches (any letter case is typed). */
const codeSchema = z
  .string({ error: DISCOUNT_CODE_MESSAGES.code })
  .check(z.trim(), z.toUpperCase(), z.regex(DISCOUNT_CODE_PATTERN, DISCOUNT_CODE_MESSAGES.code));

function optionalAmount(message: string) {
  return z.optional(
    z.nullable(z.string({ error: message }).check(z.trim(), z.regex(PRICE_PATTERN, message))),
  );
}

function optionalDateTime(message: string) {
  return z.optional(z.nullable(z.iso.datetime({ offset: true, error: message })));
}

/**
 * `POST /api/admin/discount-codes` and `PUT /api/admin/discount-codes/:id`: the whole editable
 * code. `value` is a whole percentage ("15") or an amount ("5.00") as `kind` says; empty optional
 * fields (null or absent) mean no minimum, from now, never ending, no limit.
 */
export const adminDiscountCodeRequestSchema = z
  .object({
    code: codeSchema,
    kind: z.enum(DISCOUNT_KINDS, { error: DISCOUNT_CODE_MESSAGES.kind }),
    value: z
      .string({ error: DISCOUNT_CODE_MESSAGES.value })
      .check(z.trim(), z.minLength(1, DISCOUNT_CODE_MESSAGES.value)),
    minSubtotal: optionalAmount(DISCOUNT_CODE_MESSAGES.minSubtotal),
    startsAt: optionalDateTime(DISCOUNT_CODE_MESSAGES.startsAt),
    endsAt: optionalDateTime(DISCOUNT_CODE_MESSAGES.endsAt),
    usageLimit: z.optional(
      z.nullable(
        wholeNumberBetween(DISCOUNT_CODE_MESSAGES.usageLimit, 1, MAX_DISCOUNT_USAGE_LIMIT),
      ),
    ),
  })
  .check(
    z.refine(
      (body) =>
        body.kind === 'percentage'
          ? PERCENT_PATTERN.test(body.value)
          : PRICE_PATTERN.test(body.value),
      {
        path: ['value'],
        error: (issue) =>
          (issue.input as { kind?: string } | undefined)?.kind === 'percentage'
            ? DISCOUNT_CODE_MESSAGES.percentage
            : DISCOUNT_CODE_MESSAGES.amount,
      },
    ),
    z.refine(
      (body) =>
        !body.startsAt || !body.endsAt || Date.parse(body.endsAt) > Date.parse(body.startsAt),
      { path: ['endsAt'], error: DISCOUNT_CODE_MESSAGES.endBeforeStart },
    ),
  );
export type AdminDiscountCodeRequest = z.input<typeof adminDiscountCodeRequestSchema>;

/**
 * Where a code stands now: active, scheduled (before its start), ended (after its end, or ended
 * by the owner), used-up (every use taken) or archived (off the shop, kept for its history).
 */
export const DISCOUNT_CODE_STATES = [
  'active',
  'scheduled',
  'ended',
  'used-up',
  'archived',
] as const;
export type DiscountCodeState = (typeof DISCOUNT_CODE_STATES)[number];

export const adminDiscountCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  /** "15" for a percentage, "5.00" for an amount. */
  value: z.string(),
  minSubtotal: z.nullable(z.string()),
  /** ISO 8601, or null: from the start, never ending. */
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  usageLimit: z.nullable(z.number()),
  timesUsed: z.number(),
  state: z.enum(DISCOUNT_CODE_STATES),
  /** The rule in words: "15% off your items on orders of $40.00 or more". */
  description: z.string(),
  archivedAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminDiscountCodeDto = z.output<typeof adminDiscountCodeSchema>;

/** `GET /api/admin/discount-codes`: every code, the archived ones last, newest first. */
export const adminDiscountCodeListSchema = z.object({
  codes: z.array(adminDiscountCodeSchema),
});
export type AdminDiscountCodeListDto = z.output<typeof adminDiscountCodeListSchema>;
