import type { OutgoingMail } from '../mail/outbox';
import { formatCents } from '../common/money';

/** What the provider said that the shop would not act on by itself. */
export interface PaymentAlert {
  orderId: number;
  /** Why it needs the owner, in a sentence. */
  problem: string;
  /** What the order asks for and what the provider reported, in cents. */
  expectedCents: number;
  reportedCents: number | null;
  reportedCurrency: string | null;
  sessionId: string;
}

/**
 * Tells an owner (AppConfig.ownerEmails) that a payment did not match its order (another amount
 * or currency), or came for an order no longer awaiting payment: the order is left as it is for
 * the owner to look at, with its back office page. Queued in the settling transaction.
 */
export function ownerPaymentAlertMail(
  alert: PaymentAlert,
  to: string,
  publicOrigin: string,
): OutgoingMail {
  const adminUrl = new URL(`/admin/orders/${alert.orderId}`, publicOrigin).toString();
  const reported =
    alert.reportedCents === null
      ? 'no amount'
      : `${formatCents(alert.reportedCents)} ${(alert.reportedCurrency ?? '?').toUpperCase()}`;
  return {
    kind: 'owner-payment-alert',
    to,
    subject: `Order #${alert.orderId}: a payment needs your attention`,
    text: [
      `The payment provider reported a payment for order #${alert.orderId} that the shop did not accept by itself.`,
      '',
      alert.problem,
      `The order asks for: ${formatCents(alert.expectedCents)} USD`,
      `The provider reported: ${reported}`,
      `Provider session: ${alert.sessionId}`,
      '',
      "The order's status was left as it was. Open it in the back office, and check the payment in the provider's dashboard:",
      adminUrl,
      '',
      'The Healing Shop',
    ].join('\n'),
  };
}

/** A refund made through the provider that it could not carry out. */
export interface RefundFailure {
  orderId: number;
  amountCents: number;
  /** The provider's refund id. */
  reference: string;
  /** The provider's reason code ("expired_or_canceled_card"), when it gave one. */
  reason: string | null;
}

/**
 * Tells an owner that a refund the shop made through the provider failed there: the shopper was
 * told the money was on its way, so the owner refunds it another way (or asks for new card
 * details). The refund no longer counts as given back. Queued in the settling transaction.
 */
export function ownerRefundFailedMail(
  failure: RefundFailure,
  to: string,
  publicOrigin: string,
): OutgoingMail {
  const adminUrl = new URL(`/admin/orders/${failure.orderId}`, publicOrigin).toString();
  return {
    kind: 'owner-payment-alert',
    to,
    subject: `Order #${failure.orderId}: a refund of $${formatCents(failure.amountCents)} failed`,
    text: [
      `The payment provider could not give back the refund of $${formatCents(failure.amountCents)} for order #${failure.orderId}.`,
      '',
      `Provider refund: ${failure.reference}`,
      `Reason: ${failure.reason ?? 'the provider gave none'}`,
      '',
      'The shopper was told by e-mail that the refund was on its way. The refund no longer counts as given back: refund the order again in the back office (by another method if the card can no longer take it), and let the shopper know.',
      adminUrl,
      '',
      'The Healing Shop',
    ].join('\n'),
  };
}
