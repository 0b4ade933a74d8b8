import { ApiError, Button, Spinner, type PaymentState } from '@healing/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { ShopperOrderDto } from '../../../api/order-contracts';
import {
  goToPaymentPage,
  isPaymentPage,
  type PaymentReturn,
  startOrderPayment,
} from '../api/order-payment';
import { orderKeys } from '../api/order-query';
import styles from './order-details.module.css';

export interface CardPaymentProps {
  order: ShopperOrderDto & { payment: { state: PaymentState } };
  /** The personal link's token, when the page was opened with one. */
  orderLink?: string;
  /** How the provider sent the shopper back to this page, if it did. */
  returned?: PaymentReturn;
  /** Still asking for the order after the shopper came back (the webhook may be on its way). */
  isWatching?: boolean;
}

const REDIRECTING = 'Taking you to our secure payment page…';

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 503) {
    return 'The payment page could not be opened just now. Please try again in a minute.';
  }
  return 'We could not open the payment page just now. Please try again in a moment.';
}

/**
 * An order paid by card on the payment provider's page: where that payment stands right now,
 * and the button to pay (or try again) when there is something to pay. The shop never sees the
 * card: the button asks the API for the provider's page and sends the browser there.
 */
export function CardPayment({ order, orderLink, returned = null, isWatching }: CardPaymentProps) {
  const queryClient = useQueryClient();
  const [isLeaving, setIsLeaving] = useState(false);
  const pay = useMutation({
    mutationFn: () => startOrderPayment({ id: order.id, orderLink }),
    onSuccess: (answer) => {
      if (isPaymentPage(answer.url)) {
        setIsLeaving(true);
        goToPaymentPage(answer.url);
        return;
      }
      // No page to go to (the bank is deciding): the order says what stands now.
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });

  const state = order.payment.state;
  const payButton = (label: string) => (
    <p className={styles.pay}>
      <Button size="large" isLoading={pay.isPending || isLeaving} onClick={() => pay.mutate()}>
        {label}
      </Button>
    </p>
  );

  let title: string;
  let body: ReactNode;
  if (isLeaving) {
    title = 'Pay by card';
    body = <p data-testid="payment-redirect">{REDIRECTING}</p>;
  } else if (isWatching && state === 'open') {
    title = 'Confirming your payment';
    body = (
      <p>
        <Spinner size="small" label="" /> Thank you! We are confirming your payment with our payment
        provider. This takes a few seconds.
      </p>
    );
  } else if (state === 'paid') {
    title = 'Payment received';
    body = <p>Thank you! Your payment was received.</p>;
  } else if (state === 'processing') {
    title = 'Waiting for your bank';
    body = (
      <p>
        We are waiting for your bank to confirm the payment. This page shows it once it does, and we
        will e-mail you too.
      </p>
    );
  } else if (state === 'mismatch') {
    title = 'Checking your payment';
    body = (
      <p>
        We are checking your payment; we&apos;ll e-mail you at <strong>{order.email}</strong>.
      </p>
    );
  } else if (state === 'failed' || state === 'expired') {
    title = 'The payment did not go through';
    body = (
      <>
        <p>
          The payment did not go through, and nothing was charged. You can try again: it opens our
          payment provider&apos;s secure page.
        </p>
        {payButton('Try again')}
      </>
    );
  } else {
    title = 'Pay by card';
    body = (
      <>
        <p>
          {returned === 'cancelled'
            ? 'You left the payment page before paying. Your order is saved: pay whenever you are ready.'
            : 'Your order is saved and waits for your payment. Pay now on our payment provider’s secure page.'}
        </p>
        {payButton('Pay now')}
      </>
    );
  }

  return (
    <div data-testid="card-payment" data-payment-state={state}>
      <h2 id="order-next-title" className={styles.nextTitle}>
        {title}
      </h2>
      {body}
      {pay.isError && !pay.isPending && (
        <p role="alert" data-testid="card-payment-error">
          {failureText(pay.error)}
        </p>
      )}
    </div>
  );
}
