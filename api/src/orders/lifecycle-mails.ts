import type { OutgoingMail } from '../mail/outbox';
import { greetingName, quoted } from '../mail/visitor-text';
import type { Order } from './order.entity';
import { formatCents, toCents } from '../common/money';

const SIGNATURE = ['With love,', 'Healing Shop'];

function mail(
  order: Order,
  kind: OutgoingMail['kind'],
  subject: string,
  body: string[],
): OutgoingMail {
  return {
    kind,
    to: order.email,
    subject,
    text: [`Hello ${greetingName(order.firstName)},`, '', ...body, '', ...SIGNATURE].join('\n'),
  };
}

function total(order: Order): string {
  return `$${formatCents(toCents(order.total))}`;
}

/** The shopper's secure link to pay for the order (sent again, it replaces the earlier one). */
export function paymentLinkMail(order: Order, url: string): OutgoingMail {
  return mail(order, 'order-payment-link', `Pay for your Healing Shop order #${order.id}`, [
    `Thank you for your order #${order.id}. You can pay the ${total(order)} with this secure link:`,
    '',
    url,
    '',
    "The payment happens on the payment provider's secure page; we never see your card details.",
    'Your order ships once it is paid. If you received an earlier link for this order, please use this one.',
  ]);
}

export function paidMail(order: Order): OutgoingMail {
  return mail(order, 'order-paid', `We have received your payment for order #${order.id}`, [
    `Thank you! Your payment of ${total(order)} for order #${order.id} has arrived.`,
    'We are now preparing your items with care, and we will e-mail you the tracking number as soon as they are on their way.',
  ]);
}

export function shippedMail(order: Order, trackingNumber: string): OutgoingMail {
  return mail(order, 'order-shipped', `Your Healing Shop order #${order.id} is on its way`, [
    `Good news: your order #${order.id} has been shipped to`,
    `${quoted(order.address)}, ${quoted(order.city)}, ${order.state} ${order.zipCode}.`,
    '',
    `Tracking number: ${trackingNumber}`,
    '',
    "You can follow your parcel with this number on the carrier's website.",
  ]);
}

/** A product of a delivered order and where its review form is. */
export interface ReviewLink {
  productName: string;
  url: string;
}

/** The review form of each product on the order (the order's own page offers the same links). */
export function reviewLinks(
  origin: string,
  orderId: number,
  products: readonly { productId: number; productName: string }[],
): ReviewLink[] {
  return products.map((product) => ({
    productName: product.productName,
    url: new URL(`/product/${product.productId}/review?order=${orderId}`, origin).href,
  }));
}

export function deliveredMail(order: Order, reviews: readonly ReviewLink[] = []): OutgoingMail {
  return mail(order, 'order-delivered', `Your Healing Shop order #${order.id} has been delivered`, [
    `Your order #${order.id} has been delivered. We hope it brings you comfort and joy.`,
    'If anything is not right, just reply to this e-mail: our 30-day love guarantee has you covered.',
    ...(reviews.length === 0
      ? []
      : [
          '',
          'Once you have lived with it a little, would you tell other shoppers what you think? Each link opens the review form (in the browser you ordered with):',
          ...reviews.map((review) => `${quoted(review.productName)}: ${review.url}`),
        ]),
  ]);
}

export function cancelledMail(order: Order, reason: string | null, wasPaid: boolean): OutgoingMail {
  return mail(order, 'order-cancelled', `Your Healing Shop order #${order.id} has been cancelled`, [
    `Your order #${order.id} has been cancelled.`,
    ...(reason ? [`Reason: ${reason}`] : []),
    ...(wasPaid ? [`As you had already paid, we will refund the ${total(order)} in full.`] : []),
    '',
    'If this comes as a surprise, or you would like to order again, just reply to this e-mail and we will gladly help.',
  ]);
}
