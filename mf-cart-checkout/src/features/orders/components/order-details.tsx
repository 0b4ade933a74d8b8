import { orderRefundLine, orderStatusWords } from '@healing/contracts';
import {
  buttonClassName,
  CheckIcon,
  CloseIcon,
  formatDate,
  HeartIcon,
  MailIcon,
  TruckIcon,
  type OrderStatus,
  type PaymentMethod,
} from '@healing/platform';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ShopperOrderDto } from '../../../api/order-contracts';
import { Amounts } from '../../../components/amounts';
import { OrderStatusBadge } from '../../../components/order-status';
import { OrderLines } from './order-lines';
import { OrderStanding, OrderTimeline, type PaymentView } from './order-progress';
import styles from './order-details.module.css';

const PAYMENT_NAMES: Record<PaymentMethod, string> = {
  card: 'Card (secure payment link)',
  paypal: 'PayPal',
};

/** Paid on the provider's page at checkout, not by a link the owner e-mails. */
const CARD_AT_CHECKOUT = 'Card (secure payment page)';

const HERO_ICONS: Record<OrderStatus, ReactNode> = {
  pending: <CheckIcon size={34} strokeWidth={2.25} />,
  paid: <HeartIcon size={32} strokeWidth={1.75} />,
  shipped: <TruckIcon size={32} strokeWidth={1.75} />,
  delivered: <CheckIcon size={34} strokeWidth={2.25} />,
  cancelled: <CloseIcon size={32} strokeWidth={2} />,
};

/**
 * One order, as the server recorded it, and where it stands now: its heading and first line
 * follow its status (never "Order Confirmed!" above "This order was cancelled").
 */
export function OrderDetails({
  order,
  orderLink,
  payment,
}: {
  order: ShopperOrderDto;
  /** The personal link's token, when the page was opened with one. */
  orderLink?: string;
  /** Paid by card on the provider's page: how the shopper came back, and whether it polls. */
  payment?: Omit<PaymentView, 'orderLink'>;
}) {
  const words = orderStatusWords(order);
  // "Refunded $10.00 on November 27, 2026" once part of it was refunded (a full refund is the heading).
  const refundLine = orderRefundLine(order.refund);
  return (
    <article className={styles.order} aria-labelledby="order-title">
      <header className={styles.hero}>
        <span
          className={`${styles.check} ${order.status === 'cancelled' ? styles.checkCancelled : ''}`}
          aria-hidden="true"
        >
          {HERO_ICONS[order.status]}
        </span>
        <h1 id="order-title" className={styles.title} data-testid="order-heading">
          {words.heading}
        </h1>
        <p className={styles.lead} data-testid="order-lead">
          {words.text}
        </p>
        {refundLine && (
          <p className={styles.refund} data-testid="order-refund">
            {refundLine}
          </p>
        )}
        <p className={styles.status}>
          <OrderStatusBadge status={order.status} />
          <span>Placed on {formatDate(order.createdAt)}</span>
        </p>
      </header>

      <OrderStanding order={order} payment={{ ...payment, orderLink }} />

      <p className={styles.findAgain}>
        <MailIcon size={18} strokeWidth={1.75} aria-hidden="true" />
        <span>
          Every e-mail about this order carries a personal link to this page, so you can open it
          from any device. Lost them? <Link to="/find-my-order">Find my order</Link> sends them
          again.
        </span>
      </p>

      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="order-items-title">
          <h2 id="order-items-title" className={styles.cardTitle}>
            Your items
          </h2>
          <OrderLines
            items={order.items}
            reviewOrderId={order.status === 'delivered' ? order.id : undefined}
            orderLink={orderLink}
          />
          <Amounts totals={order} promoCode={order.promoCode} />
        </section>
        <div className={styles.side}>
          <section className={styles.card} aria-labelledby="order-address-title">
            <h2 id="order-address-title" className={styles.cardTitle}>
              Shipping address
            </h2>
            <address className={styles.address}>
              <strong>
                {order.firstName} {order.lastName}
              </strong>
              <span>{order.address}</span>
              <span>
                {order.city}, {order.state} {order.zipCode}
              </span>
              {order.phone && <span>{order.phone}</span>}
              <span>{order.email}</span>
            </address>
          </section>
          <section className={styles.card} aria-labelledby="order-payment-title">
            <h2 id="order-payment-title" className={styles.cardTitle}>
              Payment
            </h2>
            <p className={styles.payment}>
              {order.payment && order.paymentMethod === 'card'
                ? CARD_AT_CHECKOUT
                : PAYMENT_NAMES[order.paymentMethod]}
            </p>
            {order.refund && (
              <p className={styles.payment}>
                {order.refund.full ? 'Refunded in full' : 'Refunded'}: ${order.refund.amount}
              </p>
            )}
          </section>
          <OrderTimeline order={order} />
        </div>
      </div>

      <nav className={styles.links} aria-label="Where to next">
        <Link to="/" className={buttonClassName({ size: 'large' })}>
          Continue Your Healing Journey
        </Link>
        <Link to="/inner-beauty" className={buttonClassName({ variant: 'outline', size: 'large' })}>
          Browse Inner Beauty
        </Link>
        <Link
          to="/healing-moments"
          className={buttonClassName({ variant: 'ghost', size: 'large' })}
        >
          Share Your Story
        </Link>
      </nav>
    </article>
  );
}
