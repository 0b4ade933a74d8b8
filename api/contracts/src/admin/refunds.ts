// Refunds of an order (`POST /api/admin/orders/:id/refunds`, and the refund a paid order's
// cancellation records) and undoing the owner's last step (`POST /api/admin/orders/:id/undo`).
// Money is "12.34"; times are ISO 8601.
import * as z from 'zod/mini';
import { maxCharacters } from '../rules/length-rules';
import { PRICE_PATTERN } from '../rules/product-rules';

/**
 * How the money went back. `card` and `paypal` are the shop's own payment methods; a later card
 * refund through the payment provider records itself as `card` with the provider's reference.
 */
export const REFUND_METHODS = ['card', 'paypal', 'bank-transfer', 'cash', 'other'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** The words of each method, for the owner's form, the order pages and the e-mail. */
export const REFUND_METHOD_NAMES: Record<RefundMethod, string> = {
  card: 'Card',
  paypal: 'PayPal',
  'bank-transfer': 'Bank transfer',
  cash: 'Cash',
  other: 'Other',
};

/**
 * Where a refund made through the payment provider stands there: `pending` until the provider
 * confirms it, `succeeded`, or `failed` (the card's bank would not take the money back: it no
 * longer counts as refunded, and the owner is told).
 */
export const REFUND_PROVIDER_STATES = ['pending', 'succeeded', 'failed'] as const;
export type RefundProviderState = (typeof REFUND_PROVIDER_STATES)[number];

/** The steps the owner may undo shortly after taking them. */
export const UNDOABLE_ORDER_STEPS = ['paid', 'shipped', 'delivered'] as const;
export type UndoableOrderStep = (typeof UNDOABLE_ORDER_STEPS)[number];

/** How long after a step it can still be undone. */
export const UNDO_WINDOW_MINUTES = 10;

export const REFUND_MESSAGES = {
  amount: 'The refund must be an amount from 0.01 to 99999.99, like 12.50',
  method: 'Please choose how the money was refunded: card, PayPal, bank transfer, cash or other',
  reference: 'The refund reference can be 1 to 100 printable characters',
  note: 'The note can be at most 500 characters, without control characters',
  step: 'Only "paid", "shipped" or "delivered" can be undone',
} as const;

/** No control or other invisible characters (Unicode category C). */
const PRINTABLE = /^\P{C}+$/u;
/** The same, with line breaks allowed. */
const PRINTABLE_LINES = /^(?:\P{C}|\r?\n)+$/u;

function printable(message: string, max: number, pattern: RegExp) {
  return z
    .string({ error: message })
    .check(z.trim(), ...maxCharacters(max, message), z.regex(pattern, message));
}

const amountSchema = z
  .string({ error: REFUND_MESSAGES.amount })
  .check(z.trim(), z.regex(PRICE_PATTERN, REFUND_MESSAGES.amount));
const methodSchema = z.enum(REFUND_METHODS, { error: REFUND_MESSAGES.method });
const referenceSchema = z.optional(
  z.nullable(printable(REFUND_MESSAGES.reference, 100, PRINTABLE)),
);
const noteSchema = z.optional(z.nullable(printable(REFUND_MESSAGES.note, 500, PRINTABLE_LINES)));

/**
 * `POST /api/admin/orders/:id/refunds`: money given back on a paid, shipped or delivered order
 * (or a cancelled one that was paid), at most what was paid less the refunds before it. A blank
 * reference or note counts as none.
 */
export const createRefundSchema = z.object({
  amount: amountSchema,
  method: methodSchema,
  reference: referenceSchema,
  note: noteSchema,
});
export type CreateRefundRequest = z.input<typeof createRefundSchema>;

/**
 * The refund a paid order's cancellation records (`refund` of `POST .../cancel`): without an
 * amount, everything not refunded yet (a full refund); without it all, a full refund by the
 * order's own payment method.
 */
export const cancelRefundSchema = z.object({
  amount: z.optional(z.nullable(amountSchema)),
  method: methodSchema,
  reference: referenceSchema,
});
export type CancelRefundRequest = z.input<typeof cancelRefundSchema>;

/** `POST /api/admin/orders/:id/undo`: the step to undo, which must be the order's last. */
export const undoOrderStepSchema = z.object({
  step: z.enum(UNDOABLE_ORDER_STEPS, { error: REFUND_MESSAGES.step }),
});
export type UndoOrderStepRequest = z.input<typeof undoOrderStepSchema>;

/** One refund as the owner sees it. `full`: it gave back everything that was left. */
export const adminOrderRefundSchema = z.object({
  id: z.number(),
  at: z.string(),
  amount: z.string(),
  method: z.enum(REFUND_METHODS),
  reference: z.nullable(z.string()),
  note: z.nullable(z.string()),
  full: z.boolean(),
  actorLabel: z.string(),
  /** Where a refund through the payment provider stands there; null for one given by other means. */
  providerState: z.nullable(z.enum(REFUND_PROVIDER_STATES)),
});
export type AdminOrderRefund = z.output<typeof adminOrderRefundSchema>;
