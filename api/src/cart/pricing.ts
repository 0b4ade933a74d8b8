import { formatCents, percentOf, toCents } from '../common/money';

/**
 * The one money rule of the shop (DECISIONS.md), used by the cart summary and by checkout alike.
 * Everything is integer cents; rounding is half-up to the cent.
 */
export const PROMO_CODE = 'HEALING10';
export const PROMO_PERCENT = 10;
export const TAX_PERCENT = 8;
export const FLAT_SHIPPING_CENTS = 999;
/** Shipping is free when the subtotal is above this (exactly 50.00 still pays). */
export const FREE_SHIPPING_THRESHOLD_CENTS = 5000;

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

/** Trimmed, or null when blank; the code itself is compared exactly (case-sensitive). */
export function normalisePromoCode(code: string | null | undefined): string | null {
  const trimmed = code?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export function isPromoApplied(code: string | null | undefined): boolean {
  return normalisePromoCode(code) === PROMO_CODE;
}

export function shippingCents(itemCount: number, subtotalCents: number): number {
  if (itemCount === 0 || subtotalCents > FREE_SHIPPING_THRESHOLD_CENTS) return 0;
  return FLAT_SHIPPING_CENTS;
}

/** How much more the subtotal needs to exceed the threshold; 0 once shipping is free. */
export function amountToFreeShippingCents(subtotalCents: number): number {
  return Math.max(0, FREE_SHIPPING_THRESHOLD_CENTS + 1 - subtotalCents);
}

export function priceCart(lines: readonly PricedLine[], promoCode?: string | null): CartTotals {
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const promoApplied = isPromoApplied(promoCode);
  const discountCents = promoApplied ? percentOf(subtotalCents, PROMO_PERCENT) : 0;
  const shipping = shippingCents(itemCount, subtotalCents);
  const taxCents = percentOf(subtotalCents - discountCents, TAX_PERCENT);
  return {
    itemCount,
    subtotalCents,
    discountCents,
    shippingCents: shipping,
    taxCents,
    totalCents: subtotalCents - discountCents + shipping + taxCents,
    promoApplied,
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
