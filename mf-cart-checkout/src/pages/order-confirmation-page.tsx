import { ApiError, NotFoundView, useCart, usePageMeta } from '@healing/platform';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { paymentReturnOf, usePaymentReturnPolling } from '../features/orders/api/order-payment';
import { LoadError, PageSpinner } from '../components/page-states';
import { orderQueryOptions, parseOrderId } from '../features/orders/api/order-query';
import { OrderDetails } from '../features/orders/components/order-details';
import pageStyles from '../components/page.module.css';

/** 404 (another session's order, or none) and 400 (an id the API refuses) read as not found. */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

function OrderConfirmation({ id }: { id: number }) {
  const { sessionId } = useCart();
  const returned = paymentReturnOf(useSearchParams()[0]);
  const polling = usePaymentReturnPolling(returned);
  const order = useQuery({
    ...orderQueryOptions(sessionId, id),
    refetchInterval: polling.refetchInterval,
  });
  usePageMeta(
    order.data
      ? {
          title: `Order #${id} confirmed`,
          description: 'Your Healing Shop order and how to pay for it.',
          robots: 'noindex',
        }
      : null,
  );
  if (order.isPending) return <PageSpinner label="Loading your order" waitsFor="your order" />;
  if (order.isError) {
    if (isNotFound(order.error)) return <NotFoundView />;
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
        payment={{ returned, isWatching: polling.isWatching(order.data) }}
      />
    </div>
  );
}

export function OrderConfirmationPage() {
  const id = parseOrderId(useParams().id);
  if (id === null) return <NotFoundView />;
  return <OrderConfirmation key={id} id={id} />;
}
