import type { EntityManager } from 'typeorm';
import type { PaymentState } from '@healing/contracts';
import type { AdminOrderPayment, RefundProviderState } from '@healing/contracts/admin';
import { formatCents } from '../common/money';
import type { PaymentSettings } from '../config/payment-settings';

interface SessionRow {
  provider: string;
  attempt: number;
  session_id: string;
  state: PaymentState;
  amount_cents: number;
  currency: string;
  received_cents: number | null;
  received_currency: string | null;
  payment_reference: string | null;
  created_at: Date;
  updated_at: Date;
}

interface RefundRow {
  at: Date;
  amount_cents: number;
  reference: string;
  provider_state: RefundProviderState;
}

/**
 * The payment in the provider's dashboard, decided on the server from the secret key the shop
 * runs with: a test key's payments are under /test/. Null without a payment id, or for a
 * provider the shop no longer runs with (it cannot tell which dashboard that was).
 */
export function paymentDashboardUrl(
  settings: PaymentSettings,
  provider: string,
  paymentReference: string | null,
): string | null {
  if (!paymentReference || settings.provider !== 'stripe' || provider !== 'stripe') return null;
  const test = /^(sk|rk)_test_/.test(settings.secretKey);
  return `https://dashboard.stripe.com${test ? '/test' : ''}/payments/${encodeURIComponent(paymentReference)}`;
}

/**
 * The order's attempts to pay through the provider, oldest first, each with the refunds made
 * through the provider of its payment: card refunds of the order recorded with the provider's
 * refund id (provider-refunds.ts), after that attempt was paid, with the paid attempt's id.
 */
export async function adminOrderPayments(
  manager: EntityManager,
  orderId: number,
  settings: PaymentSettings,
): Promise<AdminOrderPayment[]> {
  const sessions = await manager.query<SessionRow[]>(
    `SELECT provider, attempt, session_id, state, amount_cents, currency, received_cents,
            received_currency, payment_reference, created_at, updated_at
       FROM payment_sessions WHERE order_id = $1 ORDER BY attempt, id`,
    [orderId],
  );
  if (sessions.length === 0) return [];
  // Refunds through the provider name the last paid attempt (provider-refunds.ts).
  const paid = sessions.filter((s) => s.state === 'paid' && s.payment_reference !== null).at(-1);
  const refunds = paid
    ? await manager.query<RefundRow[]>(
        `SELECT at, amount_cents, reference, provider_state FROM order_refunds
          WHERE order_id = $1 AND provider_state IS NOT NULL
          ORDER BY id`,
        [orderId],
      )
    : [];
  return sessions.map((s) => ({
    provider: s.provider,
    attempt: s.attempt,
    sessionId: s.session_id,
    state: s.state,
    amount: formatCents(s.amount_cents),
    amountReceived: s.received_cents === null ? null : formatCents(s.received_cents),
    currency: (s.received_currency ?? s.currency).toUpperCase(),
    createdAt: s.created_at.toISOString(),
    updatedAt: s.updated_at.toISOString(),
    paymentReference: s.payment_reference,
    dashboardUrl: paymentDashboardUrl(settings, s.provider, s.payment_reference),
    refunds:
      s === paid
        ? refunds.map((r) => ({
            at: r.at.toISOString(),
            amount: formatCents(r.amount_cents),
            reference: r.reference,
            state: r.provider_state,
          }))
        : [],
  }));
}
