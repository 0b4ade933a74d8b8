import { formatCents, percentOf, toCents } from '../common/money';

/**
 * The one money rule of the shop (DECISIONS.md), used by the cart summary and by checkout alike.
 * Everything is integer cents; rounding is half-up to the cent. In this order: the discount of
 * the code (if any) from the subtotal; shipping from the subtotal before the discount; tax on
 * the subtotal less the discount.
 */
export const TAX_PERCENT = 8;
export const FLAT_SHIPPING_CENTS = 999;
/** Shipping is free when the subtotal is above this (exactly 50.00 still pays). */
export const FREE_SHIPPING_THRESHOLD_CENTS = 5000;

/**
 * A discount code's rule (discount_codes; HEALING10 is 10% with no minimum): `value` is a whole
 * percentage, or cents for a fixed amount.
 */
export interface DiscountRule {
  code: string;
  kind: 'percentage' | 'fixed';
  value: number;
  /** The subtotal (before discount) it needs, at least; null for none. */
  minSubtotalCents: number | null;
  /** "10% off your items". */
  description: string;
}

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export interface CartTotals {
  itemCount: number;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  promoApplied: boolean;
  /** The rule asked for gives nothing: the subtotal is below its minimum. */
  belowMinimum: boolean;
  amountToFreeShippingCents: number;
}

/**
 * What a cart line costs per unit: the server's custom price, or the variant's own price, or
 * the product's price.
 */
export function unitPriceCents(line: {
  isCustomDesign: boolean;
  customPrice: string;
  product?: { price: string } | null;
  variant?: { price: string | null } | null;
}): number {
  if (line.isCustomDesign) return toCents(line.customPrice);
  if (line.variant?.price) return toCents(line.variant.price);
  return line.product ? toCents(line.product.price) : 0;
}

/** What the rule takes off this subtotal: a fixed amount never takes it below 0. */
export function discountCents(rule: DiscountRule, subtotalCents: number): number {
  if (rule.kind === 'percentage') return percentOf(subtotalCents, rule.value);
  return Math.min(rule.value, subtotalCents);
}

/** Whether the subtotal (before discount) reaches the rule's minimum. */
export function meetsMinimum(rule: DiscountRule, subtotalCents: number): boolean {
  return rule.minSubtotalCents === null || subtotalCents >= rule.minSubtotalCents;
}

export function shippingCents(itemCount: number, subtotalCents: number): number {
  if (itemCount === 0 || subtotalCents > FREE_SHIPPING_THRESHOLD_CENTS) return 0;
  return FLAT_SHIPPING_CENTS;
}

/** How much more the subtotal needs to exceed the threshold; 0 once shipping is free. */
export function amountToFreeShippingCents(subtotalCents: number): number {
  return Math.max(0, FREE_SHIPPING_THRESHOLD_CENTS + 1 - subtotalCents);
}

/**
 * The cart's amounts with `discount`, the rule of a code that can be used now (its dates and
 * uses are the caller's to check: discounts/discount-codes.ts); it applies when the subtotal
 * reaches its minimum.
 */
export function priceCart(
  lines: readonly PricedLine[],
  discount?: DiscountRule | null,
): CartTotals {
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const promoApplied = discount ? meetsMinimum(discount, subtotalCents) : false;
  const takenOff = discount && promoApplied ? discountCents(discount, subtotalCents) : 0;
  const shipping = shippingCents(itemCount, subtotalCents);
  const taxCents = percentOf(subtotalCents - takenOff, TAX_PERCENT);
  return {
    itemCount,
    subtotalCents,
    discountCents: takenOff,
    shippingCents: shipping,
    taxCents,
    totalCents: subtotalCents - takenOff + shipping + taxCents,
    promoApplied,
    belowMinimum: Boolean(discount) && !promoApplied,
    amountToFreeShippingCents: amountToFreeShippingCents(subtotalCents),
  };
}

/** The totals as the wire carries them ("12.34"). */
export function formatTotals(totals: CartTotals): {
  subtotal: string;
  discount: string;
  shipping: string;
  tax: string;
  total: string;
} {
  return {
    subtotal: formatCents(totals.subtotalCents),
    discount: formatCents(totals.discountCents),
    shipping: formatCents(totals.shippingCents),
    tax: formatCents(totals.taxCents),
    total: formatCents(totals.totalCents),
  };
}
