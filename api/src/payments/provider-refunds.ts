import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ConflictError, ServiceUnavailableError } from '../common/domain-errors';
import { toCents } from '../common/money';
import { COUNTED_REFUND, type RefundInput } from '../orders/refunds';
import {
  PAYMENT_PROVIDER,
  PaymentProviderUnavailable,
  type PaymentProvider,
} from './payment-provider';

/**
 * A card refund of an order paid through the provider goes back through it before the shop
 * records it (orders/refunds.ts). The caller holds the order row locked, so refunds of one
 * order ask the provider one after the other, each seeing what was refunded before it: a
 * second click on "refund all" finds nothing left (409) and asks nothing. The idempotency key
 * is the back office's own for the refund (the same refund sent twice is one refund), or else
 * the order and its refund's number and amount: a refund the provider made but the shop failed
 * to record is made again with the same key, and the provider answers the same refund. A refund
 * the provider has not confirmed yet is recorded as pending; its webhook, or the
 * reconciliation, settles it later (refund-settlement.ts).
 */
@Injectable()
export class ProviderRefunds {
  constructor(@Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider) {}

  /**
   * `input` as the shop should record it: with the provider's refund id as its reference when
   * the provider gave the money back; unchanged for an order the provider did not take, or a
   * refund by any other means than card.
   */
  async refundIn(
    manager: EntityManager,
    order: { id: number; total: string },
    input: RefundInput,
  ): Promise<RefundInput> {
    if (!this.provider.takesPaymentOnline || input.method !== 'card') return input;
    const [paid] = await manager.query<{ payment_reference: string; created_at: Date }[]>(
      `SELECT s.payment_reference, o.created_at
         FROM payment_sessions s JOIN orders o ON o.id = s.order_id
        WHERE s.order_id = $1 AND s.provider = $2 AND s.state = 'paid'
          AND s.payment_reference IS NOT NULL
        ORDER BY s.attempt DESC LIMIT 1`,
      [order.id, this.provider.name],
    );
    if (!paid) return input;
    const [done] = await manager.query<{ cents: number; refunds: number }[]>(
      `SELECT COALESCE(sum(amount_cents), 0)::int AS cents, count(*)::int AS refunds
         FROM order_refunds WHERE order_id = $1 AND ${COUNTED_REFUND}`,
      [order.id],
    );
    const left = toCents(order.total) - done.cents;
    const amountCents = input.amountCents ?? left;
    // Nothing left, or more than is: recordRefund refuses it, and the provider is not asked.
    if (left <= 0 || amountCents > left || amountCents <= 0) return input;
    const orderKey = `healing-order-${order.id}-${paid.created_at.getTime()}`;
    const key = input.idempotencyKey
      ? `${orderKey}-refund-${input.idempotencyKey}`
      : `${orderKey}-refund-${done.refunds + 1}-${amountCents}`;
    let refund;
    try {
      refund = await this.provider.refund(
        { paymentReference: paid.payment_reference, amountCents, orderId: order.id },
        key,
      );
    } catch (error) {
      if (error instanceof PaymentProviderUnavailable) {
        throw new ServiceUnavailableError(
          'The payment provider did not make the refund just now; nothing was recorded. Please try again.',
        );
      }
      throw error;
    }
    if (refund.status !== 'succeeded' && refund.status !== 'pending') {
      throw new ConflictError(
        `The payment provider refused the refund (${refund.status}); nothing was recorded.`,
      );
    }
    return {
      ...input,
      amountCents: refund.amountCents,
      reference: refund.id,
      providerState: refund.status,
    };
  }
}
