import type { OrderDto } from '../contracts';
import type { OutgoingMail } from '../mail/outbox';

/** The order confirmation e-mail: lines, amounts, where it ships and how to pay. */
export function orderConfirmationMail(order: OrderDto): OutgoingMail {
  const lines = order.items.map(
    (item) => `- ${item.quantity} x ${item.productName} at $${item.price} = $${item.total}`,
  );
  const amounts = [
    `Subtotal: $${order.subtotal}`,
    ...(order.promoCode ? [`Discount (${order.promoCode}): -$${order.discount}`] : []),
    `Shipping: ${order.shipping === '0.00' ? 'Free' : `$${order.shipping}`}`,
    `Tax: $${order.tax}`,
    `Total: $${order.total}`,
  ];
  const address = [
    `${order.firstName} ${order.lastName}`,
    order.address,
    `${order.city}, ${order.state} ${order.zipCode}`,
    ...(order.phone ? [`Phone: ${order.phone}`] : []),
  ];
  const text = [
    `Thank you, ${order.firstName}!`,
    '',
    `We have received your order #${order.id}. It ships once it is paid: see "How to pay" below.`,
    '',
    'Your items:',
    ...lines,
    '',
    ...amounts,
    '',
    'Shipping to:',
    ...address,
    '',
    'How to pay:',
    order.paymentInstructions,
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
