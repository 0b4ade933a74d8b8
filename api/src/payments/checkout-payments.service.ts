import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PaymentMethod } from '@healing/contracts';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../common/domain-errors';
import { toCents } from '../common/money';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Order } from '../orders/order.entity';
import { checkoutLines } from './checkout-lines';
import {
  PAYMENT_PROVIDER,
  PaymentProviderUnavailable,
  type PaymentProvider,
} from './payment-provider';
import { PaymentSession, type PaymentSessionState } from './payment-session.entity';

/** Where the shopper pays: the provider's page (null while the bank decides) and its state. */
export interface StartedPayment {
  url: string | null;
  state: PaymentSessionState;
}

/** The states in which a session is still the order's way to pay: no second one is made. */
const LIVE_STATES: readonly PaymentSessionState[] = ['open', 'processing'];

/**
 * Hosted payment pages for pending orders. One per attempt: checkout makes the first; "try
 * again" makes the next only once the last expired or failed, and otherwise answers the live
 * one, so an order never has two pages that could both take money.
 */
@Injectable()
export class CheckoutPayments {
  private readonly logger = new Logger(CheckoutPayments.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /**
   * Right after checkout: the order is placed whatever the provider says, so a provider that
   * does not answer leaves the order payable from its page (null here), never a failed checkout.
   */
  async startAfterCheckout(order: {
    id: number;
    paymentMethod: PaymentMethod;
  }): Promise<StartedPayment | null> {
    // PayPal orders keep the owner's payment request; only cards go to the provider.
    if (!this.provider.takesPaymentOnline || order.paymentMethod !== 'card') return null;
    const orderId = order.id;
    try {
      return await this.start(orderId, `/order-confirmation/${orderId}`);
    } catch (error) {
      // A replayed checkout of an order paid meanwhile has nothing to pay: no page either.
      const answerable = error instanceof ServiceUnavailableError || error instanceof ConflictError;
      if (!answerable) throw error;
      this.logger.warn(`Order #${orderId}: no payment page: ${error.message}`);
      return null;
    }
  }

  /**
   * The order's live payment page, or a new one when there is none (first, expired, failed).
   * `returnPath`: the shop's page for the order the provider sends the shopper back to.
   */
  async start(orderId: number, returnPath: string): Promise<StartedPayment> {
    if (!this.provider.takesPaymentOnline) {
      throw new ConflictError(
        'This shop takes payment by a secure link the owner e-mails: there is nothing to pay here yet.',
      );
    }
    const manager = this.dataSource.manager;
    const order = await manager.getRepository(Order).findOne({
      where: { id: orderId },
      relations: { items: true },
      order: { items: { id: 'ASC' } },
    });
    if (!order) throw new NotFoundError('Order not found', 'id');
    if (order.paymentMethod !== 'card') {
      throw new ConflictError(
        `Order #${orderId} is paid by PayPal: the shop e-mails its payment request.`,
      );
    }
    if (order.status !== 'pending') {
      throw new ConflictError(`Order #${orderId} is ${order.status}: there is nothing to pay.`);
    }
    const sessions = manager.getRepository(PaymentSession);
    const latest = await sessions.findOne({ where: { orderId }, order: { attempt: 'DESC' } });
    if (latest && LIVE_STATES.includes(latest.state)) {
      return { url: latest.state === 'open' ? latest.url : null, state: latest.state };
    }
    if (latest?.state === 'paid' || latest?.state === 'mismatch') {
      throw new ConflictError(
        `A payment for order #${orderId} came in, and the shop is checking it: there is nothing more to pay now.`,
      );
    }
    const attempt = (latest?.attempt ?? 0) + 1;
    const amountCents = toCents(order.total);
    const origin = this.config.publicOrigin.replace(/\/+$/, '');
    let session;
    try {
      session = await this.provider.createCheckoutSession(
        {
          orderId,
          amountCents,
          currency: 'usd',
          lines: checkoutLines(order, order.items ?? []),
          email: order.email,
          successUrl: `${origin}${returnPath}?payment=done`,
          cancelUrl: `${origin}${returnPath}?payment=cancelled`,
        },
        sessionIdempotencyKey(order, attempt),
      );
    } catch (error) {
      if (error instanceof PaymentProviderUnavailable) {
        throw new ServiceUnavailableError(
          'The payment page could not be opened just now. Please try again in a minute.',
        );
      }
      throw error;
    }
    // A retry that raced this one got the same session from the provider (same key): one row.
    await manager.query(
      `INSERT INTO payment_sessions
         (order_id, provider, attempt, session_id, url, amount_cents, currency)
       VALUES ($1, $2, $3, $4, $5, $6, 'usd')
       ON CONFLICT DO NOTHING`,
      [orderId, this.provider.name, attempt, session.id, session.url, amountCents],
    );
    return { url: session.url, state: 'open' };
  }

  /**
   * After an order was cancelled: closes its open payment pages at the provider, so the
   * shopper can no longer pay for it. Best effort, after the cancellation committed: a page
   * the provider will not close (paid meanwhile) is settled by its webhook, which flags a
   * payment for a cancelled order to the owner.
   */
  async closeOpenPages(orderId: number): Promise<void> {
    if (!this.provider.takesPaymentOnline) return;
    const open = await this.dataSource.manager.getRepository(PaymentSession).findBy({
      orderId,
      provider: this.provider.name,
      state: 'open',
    });
    for (const page of open) {
      try {
        const session = await this.provider.expireSession(page.sessionId);
        if (session.status !== 'expired') continue;
        await this.dataSource.query(
          `UPDATE payment_sessions SET state = 'expired', updated_at = now()
            WHERE id = $1 AND state = 'open'`,
          [page.id],
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.logger.warn(`Order #${orderId}: payment page left open: ${message}`);
      }
    }
  }
}

/**
 * The same for every try of one attempt of one order, so a retried call (the SDK's own, or a
 * second click) makes no second session; the order's creation time keeps two databases that
 * share a provider account (staging and production) from ever sharing a key.
 */
export function sessionIdempotencyKey(order: Order, attempt: number): string {
  return `healing-order-${order.id}-${order.createdAt.getTime()}-session-${attempt}`;
}
