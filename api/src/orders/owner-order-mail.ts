import type { OrderDto } from '@healing/contracts';
import type { OutgoingMail } from '../mail/outbox';
import { quoted, visitorLine } from '../mail/visitor-text';

/**
 * Tells one of the shop's owners (`to`: AppConfig.ownerEmails) that an order was placed: who,
 * what (each line with its variant), the total, and the order's page in the back office on the
 * shop's public origin. Queued with the order, in its transaction (checkout.service.ts).
 */
export function ownerNewOrderMail(order: OrderDto, to: string, publicOrigin: string): OutgoingMail {
  const adminUrl = new URL(`/admin/orders/${order.id}`, publicOrigin).toString();
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const lines = order.items.map(
    (item) =>
      `- ${item.quantity} x ${visitorLine(item.displayName)} at $${item.price} = $${item.total}`,
  );
  return {
    kind: 'owner-new-order',
    to,
    subject: `New order #${order.id}: $${order.total}, ${units} ${units === 1 ? 'item' : 'items'}`,
    text: [
      `A new order has been placed: #${order.id}.`,
      '',
      `From: ${quoted(`${order.firstName} ${order.lastName}`)}`,
      `Pays by: ${order.paymentMethod === 'paypal' ? 'PayPal' : 'card'}`,
      '',
      'Items:',
      ...lines,
      '',
      ...(order.promoCode ? [`Discount (${order.promoCode}): -$${order.discount}`] : []),
      `Total: $${order.total}`,
      '',
      'Open it in the back office:',
      adminUrl,
      '',
      'The Healing Shop',
    ].join('\n'),
  };
}
