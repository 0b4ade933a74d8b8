import type { MailAudience } from '@healing/contracts/admin';
import {
  newsletterConfirmationMail,
  newsletterWelcomeMail,
  contactReceivedMail,
} from '../engagement/engagement-mails';
import type { OutgoingMail } from '../mail/outbox';
import { orderConfirmationMail } from '../orders/confirmation-mail';
import {
  cancelledMail,
  deliveredMail,
  foundOrdersMail,
  orderLinkMail,
  paidMail,
  paymentLinkMail,
  reviewLinks,
  shippedMail,
} from '../orders/lifecycle-mails';
import { refundMail } from '../orders/refund-mail';
import { ownerNewOrderMail } from '../orders/owner-order-mail';
import { ownerPaymentAlertMail } from '../payments/owner-payment-alert-mail';
import { dailyDigestMail } from '../dashboard/daily-digest-mail';
import { signInAlertMail } from '../owners/sign-in-alert-mail';
import {
  SAMPLE_EMAIL,
  SAMPLE_LINK_TOKEN,
  SAMPLE_TRACKING_NUMBER,
  sampleOrder,
  sampleOrderDto,
  sampleOrderUrl,
} from './mail-samples';

/** One e-mail of the shop, and how to build it with sample data for the back office. */
export interface MailPreview {
  name: string;
  /** When the shop sends it. */
  description: string;
  audience: MailAudience;
  /** The mail with sample data; `origin` is the shop's PUBLIC_ORIGIN, for its links. */
  sample: (origin: string) => OutgoingMail;
}

/**
 * Every kind of e-mail the shop sends, with its preview: a new kind in OutgoingMail does not
 * compile until it has one here. The back office lists them in this order.
 */
export const MAIL_PREVIEWS: Record<OutgoingMail['kind'], MailPreview> = {
  'order-confirmation': {
    name: 'Order confirmation',
    description:
      'Sent to the shopper as the order is placed: its lines, amounts, address and how to pay.',
    audience: 'shopper',
    sample: (origin) => orderConfirmationMail(sampleOrderDto(), sampleOrderUrl(origin)),
  },
  'order-payment-link': {
    name: 'Payment link',
    description: 'Sent when the owner sends the secure link to pay a pending order.',
    audience: 'shopper',
    sample: (origin) =>
      paymentLinkMail(sampleOrder(), 'https://pay.example.com/i/sample', sampleOrderUrl(origin)),
  },
  'order-paid': {
    name: 'Payment received',
    description: 'Sent when the owner marks the order paid.',
    audience: 'shopper',
    sample: (origin) => paidMail({ ...sampleOrder(), status: 'paid' }, sampleOrderUrl(origin)),
  },
  'order-shipped': {
    name: 'Order shipped',
    description: 'Sent when the owner marks the order shipped: the carrier and the tracking link.',
    audience: 'shopper',
    sample: (origin) =>
      shippedMail(
        { ...sampleOrder(), status: 'shipped', trackingNumber: SAMPLE_TRACKING_NUMBER },
        SAMPLE_TRACKING_NUMBER,
        'ups',
        sampleOrderUrl(origin),
      ),
  },
  'order-delivered': {
    name: 'Order delivered',
    description: 'Sent when the owner marks the order delivered, with a review link per product.',
    audience: 'shopper',
    sample: (origin) => {
      const order = { ...sampleOrder(), status: 'delivered' as const };
      const products = [{ productId: 7, productName: 'Inner Peace Tee' }];
      return deliveredMail(
        order,
        sampleOrderUrl(origin),
        reviewLinks(origin, order.id, products, SAMPLE_LINK_TOKEN),
      );
    },
  },
  'order-cancelled': {
    name: 'Order cancelled',
    description: 'Sent when the owner cancels the order, with the reason and any refund.',
    audience: 'shopper',
    sample: (origin) =>
      cancelledMail(
        { ...sampleOrder(), status: 'cancelled' },
        'The custom tee could not be printed in time.',
        true,
        sampleOrderUrl(origin),
      ),
  },
  'order-refunded': {
    name: 'Refund',
    description:
      'Sent when the owner records a refund (on cancelling a paid order, or on its own): the amount, how it is paid back, and whether that is all.',
    audience: 'shopper',
    sample: (origin) =>
      refundMail(
        { ...sampleOrder(), status: 'delivered' },
        { amountCents: 500, method: 'card', reference: 'RF-2041', refundedCents: 500 },
        sampleOrderUrl(origin),
      ),
  },
  'order-link': {
    name: 'New order link',
    description: 'Sent when the owner e-mails the shopper a new personal link to an order.',
    audience: 'shopper',
    sample: (origin) => orderLinkMail(sampleOrder(), sampleOrderUrl(origin)),
  },
  'order-links': {
    name: 'Find my order',
    description: 'Sent when someone asks “Find my order” for an address that has orders.',
    audience: 'shopper',
    sample: (origin) => {
      const order = sampleOrder();
      return foundOrdersMail(SAMPLE_EMAIL, [
        { order: { ...order, status: 'shipped' }, url: sampleOrderUrl(origin) },
      ]);
    },
  },
  'newsletter-confirmation': {
    name: 'Newsletter: confirm',
    description: 'Sent when an address signs up for the newsletter: the link to confirm it.',
    audience: 'shopper',
    sample: (origin) => newsletterConfirmationMail(SAMPLE_EMAIL, origin, SAMPLE_LINK_TOKEN),
  },
  'newsletter-welcome': {
    name: 'Newsletter: welcome gift',
    description: 'Sent once the address confirms: the welcome code, and how to unsubscribe.',
    audience: 'shopper',
    sample: (origin) => newsletterWelcomeMail(SAMPLE_EMAIL, origin, SAMPLE_LINK_TOKEN),
  },
  'contact-received': {
    name: 'Message received',
    description: 'Sent to whoever writes through the contact form.',
    audience: 'shopper',
    sample: () => contactReceivedMail({ firstName: 'Maya', email: SAMPLE_EMAIL }),
  },
  'owner-new-order': {
    name: 'New order (to the owner)',
    description: 'Sent to every owner address as an order is placed, linking its back office page.',
    audience: 'owner',
    sample: (origin) => ownerNewOrderMail(sampleOrderDto(), 'owner@example.com', origin),
  },
  'owner-payment-alert': {
    name: 'A payment needs attention (to the owner)',
    description:
      "Sent to every owner address when the payment provider reports a payment the shop did not accept by itself: another amount or currency than the order's, or an order no longer awaiting payment.",
    audience: 'owner',
    sample: (origin) =>
      ownerPaymentAlertMail(
        {
          orderId: 1042,
          problem: "The amount paid is not the order's total.",
          expectedCents: 6399,
          reportedCents: 100,
          reportedCurrency: 'usd',
          sessionId: 'cs_test_a1b2c3',
        },
        'owner@example.com',
        origin,
      ),
  },
  'owner-daily-digest': {
    name: 'Daily digest (to the owner)',
    description:
      'Sent once a day from OWNER_DIGEST_HOUR when something waits: orders to ship, messages, stories and reviews.',
    audience: 'owner',
    sample: (origin) =>
      dailyDigestMail({
        to: 'owner@example.com',
        day: '2026-11-20',
        waiting: { orders: 1, unshipped: 3, messages: 2, stories: 1, reviews: 4 },
        shopOrigin: origin,
      }),
  },
  'owner-sign-in-alert': {
    name: 'Failed sign-ins',
    description: "Sent to the owner after a burst of failed sign-ins as the owner's username.",
    audience: 'owner',
    sample: (origin) =>
      signInAlertMail({
        to: 'owner@example.com',
        username: 'maya',
        burst: {
          failures: 5,
          firstFailureAt: new Date('2026-11-20T08:00:00Z'),
          lastFailureAt: new Date('2026-11-20T08:04:00Z'),
          previousFailureAt: new Date('2026-11-20T08:03:00Z'),
          alertedAt: null,
        },
        latestAddress: '203.0.113.7',
        shopOrigin: origin,
        burstQuietMs: 60 * 60_000,
      }),
  },
};
