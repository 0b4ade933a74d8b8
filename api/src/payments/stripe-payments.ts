import Stripe from 'stripe';
import type { StripePaymentSettings } from '../config/payment-settings';
import {
  PaymentEventRefused,
  PaymentProviderUnavailable,
  type CheckoutSessionRequest,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderRefund,
  type ProviderRefundEventType,
  type ProviderRefundRequest,
  type ProviderSession,
  type ProviderSessionEventType,
} from './payment-provider';

const SESSION_EVENTS: ReadonlySet<string> = new Set<ProviderSessionEventType>([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

const REFUND_EVENTS: ReadonlySet<string> = new Set<ProviderRefundEventType>([
  'refund.updated',
  'refund.failed',
]);

/** Seconds an event's signature stays good: the SDK's own default, said here once. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Stripe Checkout through the official SDK; card details never reach the shop. */
export class StripePayments implements PaymentProvider {
  readonly name = 'stripe';
  readonly takesPaymentOnline = true;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripePaymentSettings) {
    this.stripe = new Stripe(settings.secretKey, {
      ...(settings.apiBase ?? {}),
      // A checkout waits for this call: a few seconds, and the SDK's own retries (which reuse
      // the idempotency key, so a retry never makes a second session).
      timeout: 10_000,
      maxNetworkRetries: 2,
      telemetry: false,
    });
  }

  async createCheckoutSession(
    request: CheckoutSessionRequest,
    idempotencyKey: string,
  ): Promise<ProviderSession> {
    const metadata = { orderId: String(request.orderId) };
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: String(request.orderId),
          customer_email: request.email,
          line_items: request.lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: request.currency,
              unit_amount: line.unitAmountCents,
              product_data: { name: line.name },
            },
          })),
          metadata,
          payment_intent_data: { metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey },
      ),
    );
    return toSession(session);
  }

  async retrieveSession(sessionId: string): Promise<ProviderSession> {
    return toSession(await this.call(() => this.stripe.checkout.sessions.retrieve(sessionId)));
  }

  async expireSession(sessionId: string): Promise<ProviderSession> {
    return toSession(await this.call(() => this.stripe.checkout.sessions.expire(sessionId)));
  }

  async refund(request: ProviderRefundRequest, idempotencyKey: string): Promise<ProviderRefund> {
    const refund = await this.call(() =>
      this.stripe.refunds.create(
        {
          payment_intent: request.paymentReference,
          amount: request.amountCents,
          metadata: { orderId: String(request.orderId) },
        },
        // Asked with the order row locked: well within the 10 s an open transaction may idle.
        { idempotencyKey, timeout: 3000, maxNetworkRetries: 1 },
      ),
    );
    return toRefund(refund);
  }

  async retrieveRefund(refundId: string): Promise<ProviderRefund> {
    return toRefund(await this.call(() => this.stripe.refunds.retrieve(refundId)));
  }

  verifyEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    if (!signature) throw new PaymentEventRefused('The event is not signed');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.settings.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch {
      // The SDK says which check failed; the answer does not, so a forger learns nothing.
      throw new PaymentEventRefused('The event could not be verified');
    }
    if (REFUND_EVENTS.has(event.type)) {
      const refund = event.data.object as Stripe.Refund;
      if (refund?.object !== 'refund' || typeof refund.id !== 'string') {
        throw new PaymentEventRefused('The event carries no refund');
      }
      return {
        id: event.id,
        type: event.type as ProviderRefundEventType,
        refund: toRefund(refund),
      };
    }
    if (!SESSION_EVENTS.has(event.type)) {
      throw new PaymentEventRefused(`The shop does not handle ${event.type} events`);
    }
    const session = event.data.object as Stripe.Checkout.Session;
    if (session?.object !== 'checkout.session') {
      throw new PaymentEventRefused('The event carries no checkout session');
    }
    return {
      id: event.id,
      type: event.type as ProviderSessionEventType,
      session: toSession(session),
    };
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new PaymentProviderUnavailable(`Stripe refused or did not answer: ${message}`);
    }
  }
}

function toSession(session: Stripe.Checkout.Session): ProviderSession {
  const orderId = Number(session.metadata?.orderId ?? session.client_reference_id);
  const intent = session.payment_intent;
  return {
    id: session.id,
    url: session.url ?? null,
    status: session.status ?? 'open',
    paymentStatus: session.payment_status,
    amountCents: session.amount_total ?? null,
    currency: session.currency ?? null,
    orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : null,
    paymentReference: typeof intent === 'string' ? intent : (intent?.id ?? null),
  };
}

const REFUND_STATUSES: ReadonlySet<string> = new Set<ProviderRefund['status']>([
  'pending',
  'succeeded',
  'failed',
  'canceled',
  'requires_action',
]);

function toRefund(refund: Stripe.Refund): ProviderRefund {
  const orderId = Number(refund.metadata?.orderId);
  const status = refund.status ?? 'pending';
  return {
    id: refund.id,
    // A status Stripe adds later is not one the shop can act on: it stays pending until asked.
    status: REFUND_STATUSES.has(status) ? (status as ProviderRefund['status']) : 'pending',
    amountCents: refund.amount,
    orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : null,
    failureReason: refund.failure_reason ?? null,
  };
}
