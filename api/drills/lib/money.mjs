// The shop's money rule (DECISIONS.md), computed independently of the API to check its answers.
const percentOf = (cents, percent) => Math.floor((cents * percent + 50) / 100);
export const toCents = (amount) => Math.round(Number(amount) * 100);
export const formatCents = (cents) => (cents / 100).toFixed(2);

/** `lines`: [{ unitPriceCents, quantity }]; amounts as the API sends them ("12.34"). */
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
