import type { OrderDto } from '@healing/contracts';
import type { OutgoingMail } from '../mail/outbox';
import { greetingName } from '../mail/visitor-text';
import { orderLinkLines } from './lifecycle-mails';
import { confirmationMailHtml } from './order-mail-html';
import { addressLines, amountsText, linesText, mailAmounts, mailLines } from './order-mail-parts';

/**
 * The order confirmation e-mail: lines (with their variants and custom details), amounts, where
 * it ships, how to pay, and the personal link to the order's page (`orderUrl`: order-links.ts).
 * Its HTML (order-mail-html.tsx) shows the same.
 */
export function orderConfirmationMail(order: OrderDto, orderUrl: string): OutgoingMail {
  const text = [
    `Thank you, ${greetingName(order.firstName)}!`,
    '',
    `We have received your order #${order.id}. It ships once it is paid: see "How to pay" below.`,
    '',
    'Your items:',
    ...linesText(mailLines(order.items)),
    '',
    ...amountsText(mailAmounts(order)),
    '',
    'Shipping to:',
    ...addressLines(order).map((line) => `  ${line}`),
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
    html: confirmationMailHtml(order, orderUrl),
  };
}
