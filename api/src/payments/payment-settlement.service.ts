import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { OrderStatus } from '@healing/contracts';
import { formatCents, toCents } from '../common/money';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { enqueueMail } from '../mail/outbox';
import { AdminOrdersService } from '../orders/admin-orders.service';
import { actorLabel, type AdminActor } from '../owners/admin-actor';
import { AuditLog } from '../owners/audit-log.service';
import { ownerPaymentAlertMail, type PaymentAlert } from './owner-payment-alert-mail';
import { actOnceOnEvent } from './payment-events';
import {
  PAYMENT_PROVIDER,
  PaymentEventRefused,
  type PaymentProvider,
  type ProviderSession,
  type ProviderSessionEventType,
} from './payment-provider';
import type { PaymentSessionState } from './payment-session.entity';

const PROVIDER: AdminActor = { kind: 'provider' };

/** A verified event about a checkout session. */
type SessionEvent = { id: string; type: ProviderSessionEventType; session: ProviderSession };

/** What settling did; `duplicate`: the event was acted on before, nothing changed. */
export type SettleOutcome = PaymentSessionState | 'duplicate' | 'unchanged';

/** How far along a state is: a session only ever moves forward, so late events change nothing. */
const RANK: Record<PaymentSessionState, number> = {
  open: 0,
  processing: 1,
  paid: 2,
  failed: 2,
  expired: 2,
  mismatch: 2,
};

interface SessionRow {
  id: number;
  order_id: number;
  state: PaymentSessionState;
  amount_cents: number;
  currency: string;
}

/**
 * The one place the provider's word changes an order, whether it came by webhook or by the
 * reconciliation asking: in one transaction, with the session's row locked (events about one
 * session queue there, on any replica), the event's id recorded once (a second delivery finds
 * it and changes nothing), and the order moved to paid only for exactly its amount in USD.
 */
@Injectable()
export class PaymentSettlement {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly orders: AdminOrdersService,
    private readonly audit: AuditLog,
  ) {}

  /** A verified webhook event. An event about a session the shop never made is refused. */
  settleEvent(event: SessionEvent): Promise<SettleOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const row = await lockSession(manager, this.provider.name, event.session.id);
      if (!row || (event.session.orderId !== null && event.session.orderId !== row.order_id)) {
        throw new PaymentEventRefused('The event is about a payment this shop did not start');
      }
      return actOnceOnEvent(manager, this.provider.name, event, row.order_id, () =>
        this.apply(manager, row, event.session, stateOf(event)),
      );
    });
  }

  /** What the provider answers about a session, asked by the reconciliation. */
  settleSession(session: ProviderSession): Promise<SettleOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const row = await lockSession(manager, this.provider.name, session.id);
      if (!row) return 'unchanged';
      return this.apply(manager, row, session, stateOfSession(session));
    });
  }

  private async apply(
    manager: EntityManager,
    row: SessionRow,
    session: ProviderSession,
    reported: PaymentSessionState,
  ): Promise<SettleOutcome> {
    if (reported === 'open' || RANK[reported] <= RANK[row.state]) return 'unchanged';
    let state: PaymentSessionState = reported;
    if (reported === 'paid') state = await this.pay(manager, row, session);
    const received = reported === 'paid' && session.amountCents !== null;
    await manager.query(
      `UPDATE payment_sessions
          SET state = $2, payment_reference = coalesce($3, payment_reference), updated_at = now(),
              received_cents = coalesce($4, received_cents),
              received_currency = coalesce($5, received_currency)
        WHERE id = $1`,
      [
        row.id,
        state,
        session.paymentReference,
        received ? session.amountCents : null,
        received ? (session.currency?.slice(0, 3).toLowerCase() ?? null) : null,
      ],
    );
    return state;
  }

  /** Paid: the owner's "mark paid" as the provider, or, when anything is off, the owner told. */
  private async pay(
    manager: EntityManager,
    row: SessionRow,
    session: ProviderSession,
  ): Promise<PaymentSessionState> {
    const [order] = await manager.query<{ status: OrderStatus; total: string }[]>(
      'SELECT status, total FROM orders WHERE id = $1 FOR UPDATE',
      [row.order_id],
    );
    const expectedCents = toCents(order.total);
    const alert = (problem: string): PaymentAlert => ({
      orderId: row.order_id,
      problem,
      expectedCents,
      reportedCents: session.amountCents,
      reportedCurrency: session.currency,
      sessionId: session.id,
    });
    const matches =
      session.amountCents === expectedCents &&
      session.amountCents === row.amount_cents &&
      session.currency?.toLowerCase() === 'usd';
    if (!matches) {
      await this.flag(
        manager,
        order.status,
        alert("The amount or currency paid is not the order's total."),
      );
      return 'mismatch';
    }
    if (order.status !== 'pending') {
      await this.flag(
        manager,
        order.status,
        alert(`The order was ${order.status} when the payment came: it may need a refund.`),
      );
      return 'paid';
    }
    await this.orders.moveIn(manager, PROVIDER, row.order_id, {
      action: 'paid',
      reference: session.paymentReference ?? session.id,
    });
    return 'paid';
  }

  /**
   * A payment that did not pay the order: in its history (owners only; its status unchanged),
   * the audit log, and the owners' mail, all in the settling transaction.
   */
  private async flag(
    manager: EntityManager,
    status: OrderStatus,
    alert: PaymentAlert,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO order_events (order_id, action, status, note, actor_label)
       VALUES ($1, 'payment-flagged', $2, $3, $4)`,
      [alert.orderId, status, flagNote(alert), actorLabel(PROVIDER)],
    );
    await this.audit.record(
      {
        actor: PROVIDER,
        action: 'order.payment_flagged',
        target: { type: 'order', id: alert.orderId },
        details: {
          problem: alert.problem,
          expectedCents: alert.expectedCents,
          reportedCents: alert.reportedCents ?? 'none',
          reportedCurrency: alert.reportedCurrency ?? 'none',
          session: alert.sessionId,
        },
      },
      manager,
    );
    for (const to of this.config.ownerEmails) {
      await enqueueMail(manager, ownerPaymentAlertMail(alert, to, this.config.publicOrigin));
    }
  }
}

/** The history's note: "<problem> Paid 1.00 USD of $39.00 (session cs_…).", at most 2000 characters. */
function flagNote(alert: PaymentAlert): string {
  const paid =
    alert.reportedCents === null
      ? 'no amount'
      : `${formatCents(alert.reportedCents)} ${(alert.reportedCurrency ?? '?').toUpperCase()}`;
  const note = `${alert.problem} Paid ${paid} of $${formatCents(alert.expectedCents)} (session ${alert.sessionId}).`;
  return note.slice(0, 2000);
}

async function lockSession(
  manager: EntityManager,
  provider: string,
  sessionId: string,
): Promise<SessionRow | null> {
  const rows = await manager.query<SessionRow[]>(
    `SELECT id, order_id, state, amount_cents, currency FROM payment_sessions
      WHERE provider = $1 AND session_id = $2 FOR UPDATE`,
    [provider, sessionId],
  );
  return rows[0] ?? null;
}

function stateOf(event: SessionEvent): PaymentSessionState {
  switch (event.type) {
    case 'checkout.session.expired':
      return 'expired';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.completed':
      return stateOfSession(event.session);
  }
}

/** Where a session stands by its own fields (the reconciliation's reading, and `completed`'s). */
function stateOfSession(session: ProviderSession): PaymentSessionState {
  if (session.status === 'expired') return 'expired';
  if (session.status === 'open') return 'open';
  return session.paymentStatus === 'unpaid' ? 'processing' : 'paid';
}
