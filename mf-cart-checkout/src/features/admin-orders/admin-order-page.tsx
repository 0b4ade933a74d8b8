import { ApiError, ArrowLeftIcon, Button, Spinner } from '@healing/platform';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { OrderStatusBadge } from '../../components/order-status';
import {
  isSessionEnded,
  type OrderMove,
  type OrderMoveKind,
  useAdminOrder,
  useMoveOrder,
} from './api/admin-orders-api';
import { OrderActions } from './components/order-actions';
import { formatDateTime } from './components/order-dates';
import { OrderFacts } from './components/order-facts';
import { OrderHistory } from './components/order-history';
import { SessionEnded } from './components/session-ended';
import styles from './components/admin.module.css';
import pageStyles from './admin-order-page.module.css';

const DONE: Record<OrderMoveKind, string> = {
  'payment-link': 'Payment link sent. The shopper has it by e-mail and on their order page.',
  paid: 'Order marked as paid. The shopper has been told by e-mail.',
  shipped: 'Order marked as shipped. The shopper has the tracking number by e-mail.',
  delivered: 'Order marked as delivered. The shopper has been told by e-mail.',
  cancel: 'Order cancelled. The shopper has been told by e-mail.',
};

type Feedback = { tone: 'success' | 'error'; text: string };

/** What a refused step says: the API's own sentence for 409 and 400, else a general one. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
    if (error.serverMessage) return error.serverMessage;
  }
  return 'The order could not be updated. Please try again.';
}

function readId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

function BackLink() {
  return (
    <Link to="/admin/orders" className={styles.back}>
      <ArrowLeftIcon size={18} strokeWidth={1.75} />
      All orders
    </Link>
  );
}

function NotFound({ id }: { id: string | undefined }) {
  return (
    <section className={styles.page}>
      <BackLink />
      <div className={styles.notice} role="alert">
        <h1 className={styles.noticeTitle}>Order not found</h1>
        <p>There is no order {id ? `#${id}` : 'with that number'}.</p>
      </div>
    </section>
  );
}

function AdminOrder({ id }: { id: number }) {
  const order = useAdminOrder(id);
  const move = useMoveOrder(id);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);

  // The result of a step takes the focus, so it is read out and the keyboard starts from it.
  useEffect(() => {
    if (feedback) feedbackRef.current?.focus();
  }, [feedback]);

  const onMove = (step: OrderMove) => {
    setFeedback(null);
    move.mutate(step, {
      onSuccess: () => setFeedback({ tone: 'success', text: DONE[step.kind] }),
      onError: (error) => {
        if (!isSessionEnded(error)) setFeedback({ tone: 'error', text: failureText(error) });
      },
    });
  };

  if (isSessionEnded(order.error) || isSessionEnded(move.error)) return <SessionEnded />;
  if (order.isPending) {
    return (
      <div className={styles.centered}>
        <Spinner label="Loading the order" />
      </div>
    );
  }
  if (order.isError && !order.data) {
    if (order.error instanceof ApiError && order.error.status === 404) {
      return <NotFound id={String(id)} />;
    }
    return (
      <section className={styles.page}>
        <BackLink />
        <div className={styles.notice} role="alert">
          <h1 className={styles.noticeTitle}>The order could not be loaded.</h1>
          <p>Please check your connection and try again.</p>
          <Button
            className={pageStyles.retry}
            variant="outline"
            isLoading={order.isFetching}
            onClick={() => void order.refetch()}
          >
            Try again
          </Button>
        </div>
      </section>
    );
  }

  const data = order.data;
  return (
    <section className={styles.page} aria-labelledby="admin-order-title">
      <BackLink />
      <header className={pageStyles.header}>
        <h1 id="admin-order-title" className={styles.title}>
          Order #{data.id}
        </h1>
        <OrderStatusBadge status={data.status} />
        <span className={pageStyles.placed}>Placed {formatDateTime(data.createdAt)}</span>
      </header>
      {feedback && (
        <div
          ref={feedbackRef}
          tabIndex={-1}
          role={feedback.tone === 'error' ? 'alert' : 'status'}
          className={`${pageStyles.feedback} ${pageStyles[feedback.tone]}`}
        >
          {feedback.text}
        </div>
      )}
      <div className={pageStyles.layout}>
        <OrderActions
          key={`${data.status}-${data.history.length}`}
          order={data}
          isMoving={move.isPending}
          onMove={onMove}
        />
        <OrderFacts order={data} />
        <OrderHistory history={data.history} />
      </div>
    </section>
  );
}

/** `/admin/orders/:id`: one order, where it stands, and the steps that fit it. */
export function AdminOrderPage() {
  const param = useParams().id;
  const id = readId(param);
  if (id === null) return <NotFound id={param} />;
  return <AdminOrder key={id} id={id} />;
}
