import { Badge, type BadgeTone } from '@healing/platform';
import type { AdminOrderDetail } from '../../../api/order-contracts';
import { formatDateTime } from './order-dates';
import styles from './order-payment.module.css';
import { OrderPanel } from './order-panel';

type AdminOrderPayment = NonNullable<AdminOrderDetail['payments']>[number];

const PROVIDERS: Record<string, string> = { stripe: 'Stripe' };

const STATES: Record<AdminOrderPayment['state'], { label: string; tone: BadgeTone }> = {
  open: { label: 'Waiting for the shopper', tone: 'neutral' },
  processing: { label: 'Bank still deciding', tone: 'gold' },
  paid: { label: 'Paid', tone: 'sage' },
  failed: { label: 'Did not go through', tone: 'danger' },
  expired: { label: 'Page expired', tone: 'neutral' },
  mismatch: { label: 'Wrong amount paid', tone: 'danger' },
};

/** What a refund through the provider came to there. */
const REFUND_STATES: Record<AdminOrderPayment['refunds'][number]['state'], string> = {
  pending: 'pending',
  succeeded: 'refunded',
  failed: 'failed: not given back',
};

const REFUND_TONES: Record<AdminOrderPayment['refunds'][number]['state'], BadgeTone> = {
  pending: 'gold',
  succeeded: 'sage',
  failed: 'danger',
};

function providerName(provider: string): string {
  return PROVIDERS[provider] ?? provider;
}

function Attempt({ payment }: { payment: AdminOrderPayment }) {
  const state = STATES[payment.state] ?? { label: payment.state, tone: 'neutral' as const };
  const provider = providerName(payment.provider);
  return (
    <li className={styles.attempt}>
      <span className={styles.heading}>
        <span>
          {provider}, attempt {payment.attempt}
        </span>
        <Badge tone={state.tone}>{state.label}</Badge>
      </span>
      <dl className={styles.facts}>
        <dt>Asked</dt>
        <dd>
          ${payment.amount} {payment.currency}
        </dd>
        <dt>Received</dt>
        <dd>
          {payment.amountReceived === null
            ? 'Nothing yet'
            : `$${payment.amountReceived} ${payment.currency}`}
        </dd>
        <dt>Started</dt>
        <dd>
          <time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt)}</time>
        </dd>
        <dt>Last heard</dt>
        <dd>
          <time dateTime={payment.updatedAt}>{formatDateTime(payment.updatedAt)}</time>
        </dd>
        <dt>Session</dt>
        <dd>
          <code>{payment.sessionId}</code>
        </dd>
        {payment.paymentReference && (
          <>
            <dt>Payment</dt>
            <dd>
              <code>{payment.paymentReference}</code>
            </dd>
          </>
        )}
      </dl>
      {payment.refunds.length > 0 && (
        <ul className={styles.refunds} aria-label={`Refunds through ${provider}`}>
          {payment.refunds.map((refund) => (
            <li key={refund.reference}>
              ${refund.amount} through {provider},{' '}
              <time dateTime={refund.at}>{formatDateTime(refund.at)}</time>:{' '}
              <Badge tone={REFUND_TONES[refund.state]}>{REFUND_STATES[refund.state]}</Badge>{' '}
              <span className={styles.meta}>({refund.reference})</span>
            </li>
          ))}
        </ul>
      )}
      {payment.dashboardUrl && (
        <a
          className={styles.link}
          href={payment.dashboardUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open in the {provider} dashboard
        </a>
      )}
    </li>
  );
}

/**
 * The order's attempts to pay on the payment provider's page, oldest first: where each stands,
 * what it asked and received, its refunds through the provider and a link to the payment in the
 * provider's dashboard. Nothing for an order paid by any other means.
 */
export function OrderPayment({ order }: { order: AdminOrderDetail }) {
  const payments = order.payments ?? [];
  if (payments.length === 0) return null;
  return (
    <OrderPanel id="admin-order-provider-payment" title="Payment">
      <ol className={styles.attempts}>
        {payments.map((payment) => (
          <Attempt key={payment.sessionId} payment={payment} />
        ))}
      </ol>
    </OrderPanel>
  );
}
