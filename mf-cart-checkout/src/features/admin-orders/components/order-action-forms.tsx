import { type Carrier, CARRIER_NAMES, CARRIERS, carrierOfNumber } from '@healing/contracts';
import { Button, SelectField, TextAreaField, TextField } from '@healing/platform';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { AdminOrderDetail } from '../../../api/order-contracts';
import type { OrderMove } from '../api/admin-orders-api';
import styles from './order-actions.module.css';
import { paidThroughProvider, useCancelRefund } from './refund-fields';

interface FormProps {
  order: AdminOrderDetail;
  isMoving: boolean;
  onMove: (move: OrderMove) => void;
}

function ActionCard({
  title,
  text,
  onSubmit,
  children,
}: {
  title: string;
  text: ReactNode;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <form className={styles.card} aria-labelledby={titleId} onSubmit={onSubmit} noValidate>
      <h3 id={titleId} className={styles.cardTitle}>
        {title}
      </h3>
      <p className={styles.text}>{text}</p>
      {children}
    </form>
  );
}

/** A full https:// address, as the API requires. */
function isHttpsLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export function PaymentLinkForm({ order, isMoving, onMove }: FormProps) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const link = url.trim();
    if (!isHttpsLink(link)) return setError('Please paste the full link, starting with https://');
    setError(undefined);
    onMove({ kind: 'payment-link', body: { url: link } });
  };
  return (
    <ActionCard
      title="Send payment link"
      text={
        order.paymentLink
          ? 'A link was sent already. Sending a new one replaces it and e-mails the shopper again.'
          : 'The shopper gets the link by e-mail and on their order page.'
      }
      onSubmit={submit}
    >
      <TextField
        label="Payment link"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="It comes from your payment provider: create a link there for this order's total and paste it here."
        maxLength={2000}
        value={url}
        error={error}
        onChange={(event) => setUrl(event.target.value)}
        required
      />
      <Button type="submit" isLoading={isMoving}>
        Send payment link
      </Button>
    </ActionCard>
  );
}

export function MarkPaidForm({ isMoving, onMove }: FormProps) {
  const [reference, setReference] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reference.trim();
    onMove({ kind: 'paid', body: trimmed ? { reference: trimmed } : {} });
  };
  return (
    <ActionCard
      title="Mark as paid"
      text="Once the payment has reached you. The shopper is told by e-mail."
      onSubmit={submit}
    >
      <TextField
        label="Payment reference"
        optional
        hint="The payment provider's reference, for your records."
        maxLength={100}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
      />
      <Button type="submit" isLoading={isMoving}>
        Mark as paid
      </Button>
    </ActionCard>
  );
}

const CARRIER_OPTIONS = [
  { value: '', label: 'Choose the carrier' },
  ...CARRIERS.map((carrier) => ({ value: carrier, label: CARRIER_NAMES[carrier] })),
];

function isCarrier(value: string): value is Carrier {
  return (CARRIERS as readonly string[]).includes(value);
}

export function MarkShippedForm({ isMoving, onMove }: FormProps) {
  const [trackingNumber, setTrackingNumber] = useState('');
  /** The owner's choice; until she makes one, the carrier the number's shape names. */
  const [chosen, setChosen] = useState<Carrier | null>(null);
  const [error, setError] = useState<string>();
  const [carrierError, setCarrierError] = useState<string>();
  const carrier = chosen ?? carrierOfNumber(trackingNumber.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = trackingNumber.trim();
    setError(trimmed ? undefined : 'Please enter the tracking number');
    setCarrierError(carrier ? undefined : 'Please choose the carrier');
    if (!trimmed || !carrier) return;
    onMove({ kind: 'shipped', body: { trackingNumber: trimmed, carrier } });
  };
  return (
    <ActionCard
      title="Mark as shipped"
      text="The shopper gets the tracking number by e-mail and on their order page."
      onSubmit={submit}
    >
      <TextField
        label="Tracking number"
        maxLength={100}
        value={trackingNumber}
        error={error}
        onChange={(event) => setTrackingNumber(event.target.value)}
        required
      />
      <SelectField
        label="Carrier"
        options={CARRIER_OPTIONS}
        value={carrier ?? ''}
        error={carrierError}
        hint="UPS and USPS numbers are recognised as you type. The shopper gets a link to the carrier's tracking page."
        onChange={(event) => {
          const value = event.target.value;
          setChosen(isCarrier(value) ? value : null);
          setCarrierError(undefined);
        }}
        required
      />
      <Button type="submit" isLoading={isMoving}>
        Mark as shipped
      </Button>
    </ActionCard>
  );
}

export function MarkDeliveredForm({ isMoving, onMove }: FormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onMove({ kind: 'delivered', body: {} });
  };
  return (
    <ActionCard
      title="Mark as delivered"
      text="Once the parcel has arrived. The shopper is told by e-mail."
      onSubmit={submit}
    >
      <Button type="submit" isLoading={isMoving}>
        Mark as delivered
      </Button>
    </ActionCard>
  );
}

export function CancelForm({ order, isMoving, onMove }: FormProps) {
  const [reason, setReason] = useState('');
  // A paid order's cancellation records the refund the shopper gets (full unless said).
  const refund = useCancelRefund(order);
  const isPaid = order.status === 'paid';
  const provider = paidThroughProvider(order);
  const [refundWords, setRefundWords] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isConfirming) confirmRef.current?.focus();
  }, [isConfirming]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const choice = isPaid ? refund.check() : null;
    if (isPaid && !choice) return setIsConfirming(false);
    if (!isConfirming) {
      setRefundWords(
        choice
          ? choice.amount
            ? ` and record a refund of $${choice.amount}`
            : ' and record a full refund'
          : '',
      );
      return setIsConfirming(true);
    }
    const trimmed = reason.trim();
    onMove({
      kind: 'cancel',
      body: {
        ...(trimmed ? { reason: trimmed } : {}),
        ...(choice
          ? {
              refund: {
                amount: choice.amount,
                method: choice.method,
                reference: choice.reference.trim() || null,
              },
            }
          : {}),
      },
    });
  };
  return (
    <ActionCard
      title="Cancel order"
      text={
        !isPaid
          ? 'The shopper is told by e-mail.'
          : provider
            ? `The shopper paid through ${provider}: a card refund goes back to their card through ${provider} when you cancel. The shopper is told by e-mail.`
            : 'The shopper has paid: send the refund with your payment provider, and record it here. The shopper is told by e-mail.'
      }
      onSubmit={submit}
    >
      <TextAreaField
        label="Reason"
        optional
        hint="Kept in the order's history."
        rows={2}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {isPaid && refund.fields}
      {isConfirming ? (
        <div className={styles.confirm} role="group" aria-labelledby="cancel-confirm-text">
          <p id="cancel-confirm-text" className={styles.confirmText}>
            Cancel order #{order.id}
            {refundWords}? This cannot be undone.
          </p>
          <div className={styles.buttons}>
            <Button ref={confirmRef} type="submit" variant="danger" isLoading={isMoving}>
              Yes, cancel order
            </Button>
            <Button variant="ghost" disabled={isMoving} onClick={() => setIsConfirming(false)}>
              Keep order
            </Button>
          </div>
        </div>
      ) : (
        <Button type="submit" variant="outline">
          Cancel order
        </Button>
      )}
    </ActionCard>
  );
}
