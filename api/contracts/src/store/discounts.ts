// Discount codes as the shop reads them: how a code is written, and what one gives, in words.
// Runtime code shared with the browser: no Node or Nest imports.

/** A percentage off the items, or a fixed amount off them. */
export const DISCOUNT_KINDS = ['percentage', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/**
 * Why a code entered (or kept with the cart) gives no discount: not one of the shop's codes,
 * before its start, after its end (or archived), every use taken, or a subtotal below its minimum.
 */
export const PROMO_ISSUES = [
  'unknown',
  'not-started',
  'ended',
  'used-up',
  'below-minimum',
] as const;
export type PromoIssue = (typeof PROMO_ISSUES)[number];

/** Codes are matched in any letter case: "healing10" is HEALING10. Null when blank. */
export function normaliseDiscountCode(code: string | null | undefined): string | null {
  const normalised = code?.trim().toUpperCase() ?? '';
  return normalised === '' ? null : normalised;
}

/** "12.5" -> "$12.50"; amounts travel as decimal strings. */
function dollars(amount: string): string {
  const [whole, fraction = ''] = amount.split('.');
  return `$${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** "10" or "10.00" -> "10". */
function wholePercent(value: string): string {
  return String(Number(value));
}

/**
 * What a code gives, as the cart and the back office say it: "10% off your items", "$5.00 off
 * your items on orders of $40.00 or more".
 */
export function describeDiscount(rule: {
  kind: DiscountKind;
  value: string;
  minSubtotal?: string | null;
}): string {
  const off =
    rule.kind === 'percentage'
      ? `${wholePercent(rule.value)}% off your items`
      : `${dollars(rule.value)} off your items`;
  return rule.minSubtotal ? `${off} on orders of ${dollars(rule.minSubtotal)} or more` : off;
}
