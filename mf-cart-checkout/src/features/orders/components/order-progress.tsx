import {
  buttonClassName,
  CheckIcon,
  formatDate,
  HeartIcon,
  MailIcon,
  TruckIcon,
  VisuallyHidden,
} from '@healing/platform';
import { trackingLink } from '@healing/contracts';
import { Link } from 'react-router-dom';
import type { OrderAction, ShopperOrderDto } from '../../../api/order-contracts';
import { CardPayment, type CardPaymentProps } from './card-payment';
import styles from './order-details.module.css';

/** Each step in the shopper's words. */
const WHAT_HAPPENED: Record<OrderAction, string> = {
  placed: 'Order placed',
  'payment-link-sent': 'Payment link e-mailed to you',
  paid: 'Payment received',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Order cancelled',
};

/** Only a secure web address becomes a link the shopper can follow. */
function isSafeLink(link: string | null): link is string {
  return link !== null && link.startsWith('https://');
}

function PendingPayment({ order, payment }: { order: ShopperOrderDto; payment?: PaymentView }) {
  if (order.payment) {
    return <CardPayment order={{ ...order, payment: order.payment }} {...payment} />;
  }
  return (
    <>
      <h2 id="order-next-title" className={styles.nextTitle}>
        How payment works
      </h2>
      <p data-testid="payment-instructions">{order.paymentInstructions}</p>
      {isSafeLink(order.paymentLink) ? (
        <>
          <p>Your secure payment link is ready. It opens our payment provider&apos;s page.</p>
          <p className={styles.pay}>
            <a
              href={order.paymentLink}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName({ size: 'large' })}
            >
              Pay now<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          </p>
        </>
      ) : (
        <p>
          An e-mail with these payment instructions is on its way to <strong>{order.email}</strong>.
        </p>
      )}
    </>
  );
}

/** The tracking number, and a link to the carrier's page when the shop knows the carrier. */
function Tracking({
  trackingNumber,
  carrier,
}: Pick<ShopperOrderDto, 'trackingNumber' | 'carrier'>) {
  const link = trackingLink(trackingNumber, carrier);
  return (
    <>
      <p data-testid="tracking-number">
        Tracking number: <strong>{trackingNumber ?? 'on its way by e-mail'}</strong>
        {link && <> ({link.carrier})</>}
      </p>
      {link && (
        <p>
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            Follow your parcel on the {link.carrier} website
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </p>
      )}
    </>
  );
}

/** Where the order stands now, and what happens next, in the shopper's words. */
/** The card payment's context on the page: the link's token, the provider's return, polling. */
export type PaymentView = Omit<CardPaymentProps, 'order'>;

export function OrderStanding({
  order,
  payment,
}: {
  order: ShopperOrderDto;
  payment?: PaymentView;
}) {
  const icon =
    order.status === 'shipped' ? (
      <TruckIcon size={20} strokeWidth={1.75} />
    ) : order.status === 'paid' || order.status === 'delivered' ? (
      <CheckIcon size={20} strokeWidth={2.25} />
    ) : order.status === 'cancelled' ? (
      <HeartIcon size={20} strokeWidth={1.75} />
    ) : (
      <MailIcon size={20} strokeWidth={1.75} />
    );
  return (
    <section className={styles.next} aria-labelledby="order-next-title">
      {icon}
      {/* Paid by card on the provider's page: what it says changes as the payment settles. */}
      <div aria-live={order.payment ? 'polite' : undefined}>
        {order.status === 'pending' && <PendingPayment order={order} payment={payment} />}
        {order.status === 'paid' && (
          <>
            <h2 id="order-next-title" className={styles.nextTitle}>
              Payment received
            </h2>
            <p>Thank you! We are preparing your order and will e-mail you when it ships.</p>
          </>
        )}
        {order.status === 'shipped' && (
          <>
            <h2 id="order-next-title" className={styles.nextTitle}>
              Your order is on its way
            </h2>
            <Tracking trackingNumber={order.trackingNumber} carrier={order.carrier} />
          </>
        )}
        {order.status === 'delivered' && (
          <>
            <h2 id="order-next-title" className={styles.nextTitle}>
              Your order has been delivered
            </h2>
            <p>We hope it brings you comfort and joy.</p>
            {order.trackingNumber && (
              <p data-testid="tracking-number">
                Tracking number: <strong>{order.trackingNumber}</strong>
              </p>
            )}
          </>
        )}
        {order.status === 'cancelled' && (
          <>
            <h2 id="order-next-title" className={styles.nextTitle}>
              This order was cancelled
            </h2>
            <p>
              Questions about it? <Link to="/contact">Contact us</Link> and we will gladly help.
            </p>
          </>
        )}
      </div>
    </section>
  );
}

export function OrderTimeline({ order }: { order: ShopperOrderDto }) {
  if (order.history.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="order-history-title">
      <h2 id="order-history-title" className={styles.cardTitle}>
        Order history
      </h2>
      <ol className={styles.history}>
        {order.history.map((entry, index) => (
          <li key={index} className={styles.step}>
            <time dateTime={entry.at} className={styles.stepDate}>
              {formatDate(entry.at, { style: 'medium' })}
            </time>
            <span>{WHAT_HAPPENED[entry.action] ?? entry.action}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
