import {
  AdminPage,
  ApiError,
  buttonClassName,
  isSessionEnded,
  SessionEnded,
  Button,
} from '@healing/platform';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { UNDO_WINDOW_MINUTES, type UndoableOrderStep } from '../../api/order-contracts';
import { OrderStatusBadge } from '../../components/order-status';
import pageStyles from './admin-order-page.module.css';
import {
  ORDERS_SESSION_TASK,
  type OrderMove,
  type OrderMoveKind,
  useAdminOrder,
  useMoveOrder,
} from './api/admin-orders-api';
import { OrderActions } from './components/order-actions';
import { formatDateTime } from './components/order-dates';
import { gateAdminOrder, OrderNotFound, readOrderId } from './components/order-gate';
import { OrderFacts } from './components/order-facts';
import { OrderHistory } from './components/order-history';
import { OrderLinkPanel } from './components/order-link-panel';
import { OrderPayment } from './components/order-payment';
import { OrderRefunds } from './components/order-refunds';
import refundStyles from './components/refunds.module.css';

const DONE: Record<OrderMoveKind, string> = {
  'payment-link': 'Payment link sent. The shopper has it by e-mail and on their order page.',
  paid: 'Order marked as paid. The shopper has been told by e-mail.',
  shipped: 'Order marked as shipped. The shopper has the tracking number by e-mail.',
  delivered: 'Order marked as delivered. The shopper has been told by e-mail.',
  cancel: 'Order cancelled. The shopper has been told by e-mail.',
  refunds: 'Refund recorded. The shopper has been told by e-mail.',
  undo: 'Step undone. The order is back where it was; its e-mail was not sent if it was still waiting.',
};

/** The steps whose confirmation offers to undo them, for a slip of the finger. */
const UNDOABLE: Partial<Record<OrderMoveKind, UndoableOrderStep>> = {
  paid: 'paid',
  shipped: 'shipped',
  delivered: 'delivered',
};

type Feedback = { tone: 'success' | 'error'; text: string; undo?: UndoableOrderStep };

/** What a refused step says: the API's own sentence for 409 and 400, else a general one. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
    if (error.serverMessage) return error.serverMessage;
  }
  return 'The order could not be updated. Please try again.';
}

const BACK = { to: '/admin/orders', label: 'All orders' };

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
      onSuccess: () =>
        setFeedback({ tone: 'success', text: DONE[step.kind], undo: UNDOABLE[step.kind] }),
      onError: (error) => {
        if (!isSessionEnded(error)) setFeedback({ tone: 'error', text: failureText(error) });
      },
    });
  };

  // The Undo goes away once the API would refuse it (UNDO_WINDOW_MINUTES after the step).
  const undoStep = feedback?.undo;
  useEffect(() => {
    if (!undoStep) return;
    const timer = setTimeout(
      () => setFeedback((current) => (current ? { ...current, undo: undefined } : current)),
      UNDO_WINDOW_MINUTES * 60_000,
    );
    return () => clearTimeout(timer);
  }, [undoStep]);

  if (isSessionEnded(move.error)) return <SessionEnded task={ORDERS_SESSION_TASK} />;
  const gated = gateAdminOrder(order, id, { title: `Order #${id}`, back: BACK });
  if (gated.page) return gated.page;

  const data = gated.order;
  return (
    <AdminPage
      title={`Order #${data.id}`}
      titleExtra={
        <>
          <OrderStatusBadge status={data.status} />
          <span className={pageStyles.placed}>Placed {formatDateTime(data.createdAt)}</span>
        </>
      }
      actions={
        <Link
          to={`/admin/orders/${data.id}/packing-slip`}
          className={buttonClassName({ variant: 'outline', size: 'small' })}
        >
          Packing slip
        </Link>
      }
      back={BACK}
    >
      {feedback && (
        <div
          ref={feedbackRef}
          tabIndex={-1}
          role={feedback.tone === 'error' ? 'alert' : 'status'}
          className={`${pageStyles.feedback} ${pageStyles[feedback.tone]}`}
        >
          {feedback.text}
          {undoStep && (
            <Button
              className={refundStyles.undo}
              variant="outline"
              size="small"
              isLoading={move.isPending}
              onClick={() => onMove({ kind: 'undo', body: { step: undoStep } })}
            >
              Undo
            </Button>
          )}
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
        <OrderPayment order={data} />
        <OrderRefunds order={data} isMoving={move.isPending} onMove={onMove} />
        <OrderLinkPanel order={data} />
        <OrderHistory history={data.history} />
      </div>
    </AdminPage>
  );
}

/** `/admin/orders/:id`: one order, where it stands, and the steps that fit it. */
export function AdminOrderPage() {
  const param = useParams().id;
  const id = readOrderId(param);
  if (id === null) return <OrderNotFound id={param} />;
  return <AdminOrder key={id} id={id} />;
}
