import Stripe from 'stripe';
import type { StripePaymentSettings } from '../config/payment-settings';
import {
  PaymentEventRefused,
  PaymentProviderUnavailable,
  type CheckoutSessionRequest,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderEventType,
  type ProviderRefund,
  type ProviderRefundRequest,
  type ProviderSession,
} from './payment-provider';

const HANDLED_EVENTS: ReadonlySet<string> = new Set<ProviderEventType>([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
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
    return {
      id: refund.id,
      status: (refund.status ?? 'pending') as ProviderRefund['status'],
      amountCents: refund.amount,
    };
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
    // The SDK answers whatever JSON was signed: `null`, or an object without `data`, is no event.
    const { type, data } = (event ?? {}) as Partial<Stripe.Event>;
    if (typeof type !== 'string' || !HANDLED_EVENTS.has(type)) {
      throw new PaymentEventRefused(`The shop does not handle ${String(type)} events`);
    }
    const session = (data as Partial<Stripe.Event.Data> | null | undefined)?.object as
      Stripe.Checkout.Session | undefined;
    if (session?.object !== 'checkout.session') {
      throw new PaymentEventRefused('The event carries no checkout session');
    }
    return { id: event.id, type: event.type as ProviderEventType, session: toSession(session) };
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
