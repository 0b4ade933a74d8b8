import { ORDER_LINK_TOKEN_PATTERN } from '@healing/contracts';
import { ApiError, NotFoundView, usePageMeta } from '@healing/platform';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { paymentReturnOf, usePaymentReturnPolling } from '../features/orders/api/order-payment';
import { LoadError, PageSpinner } from '../components/page-states';
import { orderLinkQueryOptions } from '../features/orders/api/order-query';
import { OrderDetails } from '../features/orders/components/order-details';
import pageStyles from '../components/page.module.css';

/** One view for every token the API does not answer: unknown, malformed or revoked alike. */
export function OrderLinkNotFound() {
  return (
    <NotFoundView
      title="We couldn't find this order"
      text="This order link is not valid, or it no longer works. Enter your e-mail address on Find my order, and we will send you a working link to each of your orders."
      actions={[
        { to: '/find-my-order', label: 'Find my order' },
        { to: '/', label: 'Back to Home' },
      ]}
    />
  );
}

function OrderByLink({ token }: { token: string }) {
  const returned = paymentReturnOf(useSearchParams()[0]);
  const polling = usePaymentReturnPolling(returned);
  const order = useQuery({
    ...orderLinkQueryOptions(token),
    refetchInterval: polling.refetchInterval,
  });
  usePageMeta(
    order.data
      ? {
          title: `Order #${order.data.id}`,
          description: 'Your Healing Shop order and where it stands.',
          robots: 'noindex',
        }
      : null,
  );
  if (order.isPending) return <PageSpinner label="Loading your order" waitsFor="your order" />;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) {
      return <OrderLinkNotFound />;
    }
    return (
      <LoadError
        title="We couldn't load your order"
        text="Your order is safe. Please try again in a moment."
        onRetry={() => void order.refetch()}
      />
    );
  }
  return (
    <div className={pageStyles.page}>
      <OrderDetails
        order={order.data}
        orderLink={token}
        payment={{ returned, isWatching: polling.isWatching(order.data) }}
      />
    </div>
  );
}

/**
 * Route `/orders/:token`: the order a personal link from an order e-mail opens, in any browser.
 * The shell serves it with `Referrer-Policy: no-referrer` and noindex, so the token stays put.
 */
export function OrderLinkPage() {
  const token = useParams().token ?? '';
  // A token no link could carry is not sent to the API: it reads as any unknown one.
  if (!ORDER_LINK_TOKEN_PATTERN.test(token)) return <OrderLinkNotFound />;
  return <OrderByLink key={token} token={token} />;
}
