// The shop's money rule (DECISIONS.md), computed independently of the API to check its answers.

/**
 * An order line as the drills know it.
 * @typedef {{ productId: number | null, variantId?: number | null, quantity: number, unitPriceCents: number }} OrderLine
 * @typedef {ReturnType<typeof expectedTotals>} Totals
 */

/** @type {(cents: number, percent: number) => number} */
const percentOf = (cents, percent) => Math.floor((cents * percent + 50) / 100);
/** @type {(amount: string | number) => number} */
export const toCents = (amount) => Math.round(Number(amount) * 100);
/** @type {(cents: number) => string} */
export const formatCents = (cents) => (cents / 100).toFixed(2);

/**
 * `lines`: [{ unitPriceCents, quantity }]; amounts as the API sends them ("12.34").
 * @param {Pick<OrderLine, 'unitPriceCents' | 'quantity'>[]} lines
 * @param {string | null} promoCode
 */
export function expectedTotals(lines, promoCode) {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const discount = promoCode === 'HEALING10' ? percentOf(subtotal, 10) : 0;
  const shipping = subtotal > 5000 ? 0 : 999;
  const tax = percentOf(subtotal - discount, 8);
  return {
    subtotal: formatCents(subtotal),
    discount: formatCents(discount),
    shipping: formatCents(shipping),
    tax: formatCents(tax),
    total: formatCents(subtotal - discount + shipping + tax),
  };
}
