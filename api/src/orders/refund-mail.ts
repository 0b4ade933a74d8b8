import type { RefundMethod } from '@healing/contracts/admin';
import { formatCents, toCents } from '../common/money';
import type { OutgoingMail } from '../mail/outbox';
import { greetingName } from '../mail/visitor-text';
import { orderLinkLines } from './lifecycle-mails';
import type { Order } from './order.entity';

/** What the shopper is told of one refund. */
export interface RefundForMail {
  amountCents: number;
  method: RefundMethod;
  reference: string | null;
  /** Everything refunded on the order so far, this refund included. */
  refundedCents: number;
}

/** " by bank transfer", " to your card", " in cash"; nothing for another way. */
function how(method: RefundMethod): string {
  switch (method) {
    case 'card':
      return ' to your card';
    case 'paypal':
      return ' to your PayPal account';
    case 'bank-transfer':
      return ' by bank transfer';
    case 'cash':
      return ' in cash';
    case 'other':
      return '';
  }
}

/**
 * The shopper's note of a refund, in the plain-text style of the other order mails: the amount,
 * how it was paid back (and its reference), and whether that is everything paid.
 */
export function refundMail(order: Order, refund: RefundForMail, orderUrl: string): OutgoingMail {
  const amount = `$${formatCents(refund.amountCents)}`;
  const totalCents = toCents(order.total);
  const whole = refund.refundedCents >= totalCents;
  return {
    kind: 'order-refunded',
    to: order.email,
    subject: `A refund of ${amount} for your Healing Shop order #${order.id}`,
    text: [
      `Hello ${greetingName(order.firstName)},`,
      '',
      `We have refunded ${amount} of your order #${order.id}${how(refund.method)}.`,
      ...(refund.reference ? [`Refund reference: ${refund.reference}`] : []),
      whole
        ? `That is the whole $${formatCents(totalCents)} you paid.`
        : `Altogether $${formatCents(refund.refundedCents)} of the $${formatCents(totalCents)} you paid has been refunded.`,
      'Depending on your bank, it can take a few days to show on your statement.',
      '',
      ...orderLinkLines(orderUrl),
      '',
      'With love,',
      'Healing Shop',
    ].join('\n'),
  };
}
