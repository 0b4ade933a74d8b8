import type { OutgoingMail } from '../mail/outbox';
import { greetingName, quoted, visitorLine } from '../mail/visitor-text';
import type { Order } from './order.entity';
import { formatCents, toCents } from '../common/money';
import { type Carrier, trackingLink } from '@healing/contracts';
import { foundOrdersMailHtml, type LifecycleContent, lifecycleMailHtml } from './order-mail-html';
import { addressLines, amountsText, linesText, mailAmounts, mailLines } from './order-mail-parts';

const SIGNATURE = ['With love,', 'Healing Shop'];

/** Every order e-mail's personal link to the order's page (order-links.ts). */
export function orderLinkLines(orderUrl: string): string[] {
  return [
    'See your order and where it stands at any time, from any device:',
    orderUrl,
    'This link is personal: please do not share it.',
  ];
}

function mail(
  order: Order,
  kind: OutgoingMail['kind'],
  subject: string,
  body: string[],
  orderUrl: string,
  content: LifecycleContent,
): OutgoingMail {
  return {
    kind,
    to: order.email,
    subject,
    html: lifecycleMailHtml(order, content, orderUrl),
    text: [
      `Hello ${greetingName(order.firstName)},`,
      '',
      ...body,
      '',
      ...orderLinkLines(orderUrl),
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}

function total(order: Pick<Order, 'total'>): string {
  return `$${formatCents(toCents(order.total))}`;
}

/** The order's lines and amounts, when the caller loaded its lines (`order.items`). */
function summaryText(order: Order): string[] {
  if (!order.items?.length) return [];
  return [
    '',
    'Your items:',
    ...linesText(mailLines(order.items)),
    '',
    ...amountsText(mailAmounts(order)),
  ];
}

/** The shopper's secure link to pay for the order (sent again, it replaces the earlier one). */
export function paymentLinkMail(order: Order, url: string, orderUrl: string): OutgoingMail {
  return mail(
    order,
    'order-payment-link',
    `Pay for your Healing Shop order #${order.id}`,
    [
      `Thank you for your order #${order.id}. You can pay the ${total(order)} with this secure link:`,
      '',
      url,
      '',
      "The payment happens on the payment provider's secure page; we never see your card details.",
      'Your order ships once it is paid. If you received an earlier link for this order, please use this one.',
    ],
    orderUrl,
    {
      heading: 'Your secure payment link',
      paragraphs: [
        `Thank you for your order #${order.id}. You can pay the ${total(order)} with this secure link.`,
      ],
      action: { label: `Pay ${total(order)}`, url },
      note: "The payment happens on the payment provider's secure page; we never see your card details. Your order ships once it is paid. If you received an earlier link for this order, please use this one.",
    },
  );
}

export function paidMail(order: Order, orderUrl: string): OutgoingMail {
  return mail(
    order,
    'order-paid',
    `We have received your payment for order #${order.id}`,
    [
      `Thank you! Your payment of ${total(order)} for order #${order.id} has arrived.`,
      'We are now preparing your items with care, and we will e-mail you the tracking number as soon as they are on their way.',
      ...summaryText(order),
    ],
    orderUrl,
    {
      heading: 'Payment received',
      paragraphs: [
        `Thank you! Your payment of ${total(order)} for order #${order.id} has arrived.`,
        'We are now preparing your items with care, and we will e-mail you the tracking number as soon as they are on their way.',
      ],
    },
  );
}

export function shippedMail(
  order: Order,
  trackingNumber: string,
  carrier: Carrier | null,
  orderUrl: string,
): OutgoingMail {
  const tracking = trackingLink(trackingNumber, carrier);
  return mail(
    order,
    'order-shipped',
    `Your Healing Shop order #${order.id} is on its way`,
    [
      `Good news: your order #${order.id} has been shipped to`,
      `${addressLines(order).slice(1).join(', ')}.`,
      '',
      ...(tracking ? [`Carrier: ${tracking.carrier}`] : []),
      `Tracking number: ${trackingNumber}`,
      '',
      ...(tracking
        ? [`Follow your parcel on the ${tracking.carrier} website: ${tracking.url}`]
        : ["You can follow your parcel with this number on the carrier's website."]),
      ...summaryText(order),
    ],
    orderUrl,
    {
      heading: 'Your order is on its way',
      paragraphs: [`Good news: your order #${order.id} has been shipped.`],
      trackingNumber,
      carrier,
      showAddress: true,
    },
  );
}

/** A product of a delivered order and where its review form is. */
export interface ReviewLink {
  productName: string;
  url: string;
}

/**
 * The review form of each product on the order (the order's own page offers the same links).
 * `orderLink`: the token of the delivery e-mail's own personal link, so the form opens the order
 * in any browser, not only the one it was placed with.
 */
export function reviewLinks(
  origin: string,
  orderId: number,
  products: readonly { productId: number; productName: string }[],
  orderLink?: string,
): ReviewLink[] {
  return products.map((product) => {
    const url = new URL(`/product/${product.productId}/review`, origin);
    url.searchParams.set('order', String(orderId));
    if (orderLink) url.searchParams.set('link', orderLink);
    return { productName: product.productName, url: url.href };
  });
}

export function deliveredMail(
  order: Order,
  orderUrl: string,
  reviews: readonly ReviewLink[] = [],
): OutgoingMail {
  return mail(
    order,
    'order-delivered',
    `Your Healing Shop order #${order.id} has been delivered`,
    [
      `Your order #${order.id} has been delivered. We hope it brings you comfort and joy.`,
      'If anything is not right, just reply to this e-mail: our 30-day love guarantee has you covered.',
      ...(reviews.length === 0
        ? []
        : [
            '',
            'Once you have lived with it a little, would you tell other shoppers what you think? Each link opens the review form:',
            ...reviews.map((review) => `${quoted(review.productName)}: ${review.url}`),
          ]),
    ],
    orderUrl,
    {
      heading: 'Your order has arrived',
      paragraphs: [
        `Your order #${order.id} has been delivered. We hope it brings you comfort and joy.`,
        'If anything is not right, just reply to this e-mail: our 30-day love guarantee has you covered.',
      ],
      reviews: reviews.map((review) => ({
        productName: visitorLine(review.productName),
        url: review.url,
      })),
    },
  );
}

export function cancelledMail(
  order: Order,
  reason: string | null,
  wasPaid: boolean,
  orderUrl: string,
): OutgoingMail {
  return mail(
    order,
    'order-cancelled',
    `Your Healing Shop order #${order.id} has been cancelled`,
    [
      `Your order #${order.id} has been cancelled.`,
      ...(reason ? [`Reason: ${reason}`] : []),
      ...(wasPaid ? [`As you had already paid, we will refund the ${total(order)} in full.`] : []),
      '',
      'If this comes as a surprise, or you would like to order again, just reply to this e-mail and we will gladly help.',
    ],
    orderUrl,
    {
      heading: 'Your order has been cancelled',
      paragraphs: [
        `Your order #${order.id} has been cancelled.`,
        ...(reason ? [`Reason: ${reason}`] : []),
        ...(wasPaid
          ? [`As you had already paid, we will refund the ${total(order)} in full.`]
          : []),
        'If this comes as a surprise, or you would like to order again, just reply to this e-mail and we will gladly help.',
      ],
    },
  );
}

/** The owner's "Send a new link": the order's personal link, on its own. */
export function orderLinkMail(order: Order, orderUrl: string): OutgoingMail {
  return mail(
    order,
    'order-link',
    `The link to your Healing Shop order #${order.id}`,
    [`Here is a new personal link to your order #${order.id}, placed on ${placedOn(order)}.`],
    orderUrl,
    {
      heading: 'The link to your order',
      paragraphs: [
        `Here is a new personal link to your order #${order.id}, placed on ${placedOn(order)}.`,
      ],
    },
  );
}

/** How "Find my order" lists an order: "#12, placed on November 27, 2026, awaiting payment". */
const STATUS_WORDS: Record<Order['status'], string> = {
  pending: 'awaiting payment',
  paid: 'paid',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

function placedOn(order: Pick<Order, 'createdAt'>): string {
  return order.createdAt.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** One order and its new personal link, for "Find my order". */
export interface FoundOrder {
  order: Pick<Order, 'id' | 'createdAt' | 'status' | 'total'>;
  url: string;
}

/** "Find my order": the address's orders, newest first, each with a personal link. */
export function foundOrdersMail(to: string, found: readonly FoundOrder[]): OutgoingMail {
  const summary = (order: FoundOrder['order']) =>
    `Order #${order.id}, placed on ${placedOn(order)}, ${total(order)}, ${STATUS_WORDS[order.status]}`;
  const lines = found.flatMap(({ order, url }) => [`${summary(order)}:`, url, '']);
  return {
    kind: 'order-links',
    to,
    subject: 'Your Healing Shop orders',
    html: foundOrdersMailHtml(
      found.map(({ order, url }) => ({ summary: `${summary(order)}.`, id: order.id, url })),
    ),
    text: [
      'Hello,',
      '',
      'Someone (we hope you) asked for the links to the orders placed with this e-mail address. Each link opens the order, from any device:',
      '',
      ...lines,
      'These links are personal: please do not share them. If you did not ask for them, you can ignore this e-mail.',
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}
