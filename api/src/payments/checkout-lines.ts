import { variantDisplayName } from '@healing/contracts';
import { toCents } from '../common/money';
import type { OrderItem } from '../orders/order-item.entity';
import type { Order } from '../orders/order.entity';
import type { CheckoutSessionLine } from './payment-provider';

/**
 * What the payment page lists: the order's lines at their prices, then shipping and tax, which
 * add up to the order's total. A provider's page takes no negative line, so an order with a
 * discount is one line, "Order #12", for its total (the shopper saw the lines at checkout).
 * Whatever the lines, the session asks for exactly the order's total.
 */
export function checkoutLines(order: Order, items: readonly OrderItem[]): CheckoutSessionLine[] {
  const totalCents = toCents(order.total);
  const lines: CheckoutSessionLine[] = items.map((item) => ({
    name: item.isCustomDesign
      ? (item.customProductName ?? item.productName)
      : variantDisplayName(item.productName, item.variantLabel),
    unitAmountCents: toCents(item.price),
    quantity: item.quantity,
  }));
  const shippingCents = toCents(order.shipping);
  const taxCents = toCents(order.tax);
  if (shippingCents > 0)
    lines.push({ name: 'Shipping', unitAmountCents: shippingCents, quantity: 1 });
  if (taxCents > 0) lines.push({ name: 'Sales tax', unitAmountCents: taxCents, quantity: 1 });
  const listed = lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0);
  if (toCents(order.discount) === 0 && listed === totalCents && lines.every(isPayable)) {
    return lines;
  }
  return [{ name: `Order #${order.id}`, unitAmountCents: totalCents, quantity: 1 }];
}

function isPayable(line: CheckoutSessionLine): boolean {
  return Number.isInteger(line.unitAmountCents) && line.unitAmountCents >= 0 && line.quantity > 0;
}
