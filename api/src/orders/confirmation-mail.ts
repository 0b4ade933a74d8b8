import type { OrderDto } from '@healing/contracts';
import type { OutgoingMail } from '../mail/outbox';
import { greetingName, quoted } from '../mail/visitor-text';
import { orderLinkLines } from './lifecycle-mails';

/**
 * The order confirmation e-mail: lines, amounts, where it ships, how to pay, and the personal
 * link to the order's page (`orderUrl`: order-links.ts).
 */
export function orderConfirmationMail(order: OrderDto, orderUrl: string): OutgoingMail {
  const lines = order.items.map(
    (item) => `- ${item.quantity} x ${item.displayName} at $${item.price} = $${item.total}`,
  );
  const amounts = [
    `Subtotal: $${order.subtotal}`,
    ...(order.promoCode ? [`Discount (${order.promoCode}): -$${order.discount}`] : []),
    `Shipping: ${order.shipping === '0.00' ? 'Free' : `$${order.shipping}`}`,
    `Tax: $${order.tax}`,
    `Total: $${order.total}`,
  ];
  // The shopper's own words, each quoted as data on a labelled line.
  const address = [
    `  Name: ${quoted(`${order.firstName} ${order.lastName}`)}`,
    `  Street: ${quoted(order.address)}`,
    `  City: ${quoted(order.city)}, ${order.state} ${order.zipCode}`,
    ...(order.phone ? [`  Phone: ${quoted(order.phone)}`] : []),
  ];
  const text = [
    `Thank you, ${greetingName(order.firstName)}!`,
    '',
    `We have received your order #${order.id}. It ships once it is paid: see "How to pay" below.`,
    '',
    'Your items:',
    ...lines,
    '',
    ...amounts,
    '',
    'Shipping to (as you entered it):',
    ...address,
    '',
    'How to pay:',
    order.paymentInstructions,
    '',
    ...orderLinkLines(orderUrl),
    '',
    'With love,',
    'Healing Shop',
  ].join('\n');
  return {
    kind: 'order-confirmation',
    to: order.email,
    subject: `Your Healing Shop order #${order.id}`,
    text,
  };
}
