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

/** The largest id PostgreSQL's `integer` holds: a larger "order id" names no order. */
const MAX_ORDER_ID = 2_147_483_647;

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
    // The SDK answers whatever JSON was signed: `null`, or an object without `data`, is no event.
    const { id, type, data } = (event ?? {}) as Partial<Stripe.Event>;
    const object = (data as Partial<Stripe.Event.Data> | null | undefined)?.object;
    if (typeof type === 'string' && REFUND_EVENTS.has(type)) {
      const refund = object as Stripe.Refund | undefined;
      if (refund?.object !== 'refund' || typeof refund.id !== 'string') {
        throw new PaymentEventRefused('The event carries no refund');
      }
      return { id: eventId(id), type: type as ProviderRefundEventType, refund: toRefund(refund) };
    }
    if (typeof type !== 'string' || !SESSION_EVENTS.has(type)) {
      throw new PaymentEventRefused(`The shop does not handle ${String(type)} events`);
    }
    const session = object as Stripe.Checkout.Session | undefined;
    if (session?.object !== 'checkout.session') {
      throw new PaymentEventRefused('The event carries no checkout session');
    }
    return {
      id: eventId(id),
      type: type as ProviderSessionEventType,
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

/** The event's id, which the shop records once: Stripe's are `evt_` and a few dozen characters. */
function eventId(id: unknown): string {
  if (typeof id !== 'string' || id.length === 0 || id.length > 255) {
    throw new PaymentEventRefused('The event has no id');
  }
  return id;
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
  const reason: unknown = refund.failure_reason;
  return {
    id: refund.id,
    // A status Stripe adds later is not one the shop can act on: it stays pending until asked.
    status: REFUND_STATUSES.has(status) ? (status as ProviderRefund['status']) : 'pending',
    amountCents: refund.amount,
    orderId: Number.isInteger(orderId) && orderId > 0 && orderId <= MAX_ORDER_ID ? orderId : null,
    // Stripe's reason codes are short words; anything else is kept short, as the shop's own.
    failureReason: typeof reason === 'string' && reason ? reason.slice(0, 100) : null,
  };
}
