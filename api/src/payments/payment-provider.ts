/**
 * The port through which the shop takes money. `manual` is the owner's payment link, as the
 * shop always did (manual-payments.ts); `stripe` is Stripe Checkout (stripe-payments.ts). Only
 * the adapters know a provider's shapes: the rest of the shop sees these.
 */
export interface PaymentProvider {
  readonly name: 'manual' | 'stripe';
  /** Whether the shopper pays on the provider's page right after checkout. */
  readonly takesPaymentOnline: boolean;
  /** A hosted payment page; the same `idempotencyKey` answers the same session, never a second. */
  createCheckoutSession(
    request: CheckoutSessionRequest,
    idempotencyKey: string,
  ): Promise<ProviderSession>;
  retrieveSession(sessionId: string): Promise<ProviderSession>;
  /** Closes an open session, so nobody can pay on it any more (its order was cancelled). */
  expireSession(sessionId: string): Promise<ProviderSession>;
  refund(request: ProviderRefundRequest, idempotencyKey: string): Promise<ProviderRefund>;
  /** Where a refund stands now (the reconciliation asks about refunds still pending). */
  retrieveRefund(refundId: string): Promise<ProviderRefund>;
  /**
   * The event a webhook request carries, once its signature over the raw body checks out
   * (and is recent); throws `PaymentEventRefused` otherwise.
   */
  verifyEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

export interface CheckoutSessionLine {
  name: string;
  unitAmountCents: number;
  quantity: number;
}

export interface CheckoutSessionRequest {
  orderId: number;
  /** What the shopper pays, exactly: the order's total in cents. */
  amountCents: number;
  currency: 'usd';
  /** They add up to `amountCents` (checkout-lines.ts). */
  lines: CheckoutSessionLine[];
  email: string;
  successUrl: string;
  cancelUrl: string;
}

/** Where a session stands at the provider. */
export interface ProviderSession {
  id: string;
  /** The hosted page, while it can still be paid. */
  url: string | null;
  /** `open`: not paid yet; `complete`: the shopper finished (paid, or paying by a slower means). */
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountCents: number | null;
  currency: string | null;
  /** The order the session was made for (its metadata), as the provider echoes it. */
  orderId: number | null;
  /** The payment's own id at the provider (a refund names it), once there is one. */
  paymentReference: string | null;
}

export type ProviderSessionEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

/** A refund changed at the provider: a pending one went through, or failed. */
export type ProviderRefundEventType = 'refund.updated' | 'refund.failed';

export type ProviderEventType = ProviderSessionEventType | ProviderRefundEventType;

export type ProviderEvent =
  | { id: string; type: ProviderSessionEventType; session: ProviderSession }
  | { id: string; type: ProviderRefundEventType; refund: ProviderRefund };

export interface ProviderRefundRequest {
  paymentReference: string;
  amountCents: number;
  orderId: number;
}

export interface ProviderRefund {
  id: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
  amountCents: number;
  /** The order the refund was made for (its metadata), as the provider echoes it. */
  orderId: number | null;
  /** Why the provider could not give the money back, when it could not (Stripe's reason code). */
  failureReason: string | null;
}

/** A webhook request that is not a verified, recent event of a kind the shop handles. */
export class PaymentEventRefused extends Error {}

/** Called on the manual adapter, or the provider did not answer as documented. */
export class PaymentProviderUnavailable extends Error {}
