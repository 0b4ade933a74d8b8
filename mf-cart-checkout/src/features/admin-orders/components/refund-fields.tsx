import { PRICE_PATTERN } from '@healing/contracts';
import {
  Button,
  formatCents,
  SelectField,
  TextAreaField,
  TextField,
  toCents,
} from '@healing/platform';
import { type FormEvent, useId, useState } from 'react';
import {
  type AdminOrderDetail,
  REFUND_MESSAGES,
  REFUND_METHOD_NAMES,
  REFUND_METHODS,
  type RefundMethod,
} from '../../../api/order-contracts';
import type { OrderMove } from '../api/admin-orders-api';
import styles from './order-actions.module.css';
import refundStyles from './refunds.module.css';

const METHOD_OPTIONS = REFUND_METHODS.map((method) => ({
  value: method,
  label: REFUND_METHOD_NAMES[method],
}));

/** 1050 -> "10.50": an amount as the API takes it (formatCents is the screen's "$10.50"). */
function plainAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

type OrderRefund = NonNullable<AdminOrderDetail['refunds']>[number];

/** A refund that gave money back: all but one the payment provider reported failed. */
export function countsAsGiven(refund: OrderRefund): boolean {
  return refund.providerState !== 'failed';
}

/** Whether the payment provider took the order's money: a card refund then goes back through it. */
export function paidThroughProvider(order: AdminOrderDetail): string | null {
  const paid = (order.payments ?? []).find((payment) => payment.state === 'paid');
  if (!paid) return null;
  return paid.provider === 'stripe' ? 'Stripe' : paid.provider;
}

/** The cents paid and not refunded yet (a paid order's total less its refunds). */
export function refundableCents(order: AdminOrderDetail): number {
  const refunded = (order.refunds ?? [])
    .filter(countsAsGiven)
    .reduce((sum, refund) => sum + toCents(refund.amount), 0);
  return Math.max(0, toCents(order.total) - refunded);
}

/** Whether money was paid on the order: it is paid or further, or was cancelled after paying. */
export function wasPaid(order: AdminOrderDetail): boolean {
  if (order.status !== 'cancelled') return order.status !== 'pending';
  const paid = order.history.filter((entry) => entry.action === 'paid').length;
  const undone = order.history.filter((e) => e.action === 'undone' && e.note === 'paid').length;
  return paid > undone;
}

/** The amount typed, when it is an amount from 0.01 up to what is left; else the message. */
function checkAmount(text: string, leftCents: number): { cents: number } | { error: string } {
  const amount = text.trim();
  if (!PRICE_PATTERN.test(amount)) return { error: REFUND_MESSAGES.amount };
  const cents = toCents(amount);
  if (cents > leftCents) {
    return {
      error: `The refund can be at most ${formatCents(leftCents)}, what is left to refund`,
    };
  }
  return { cents };
}

interface RefundMethodFieldsProps {
  /** The payment provider that took the money, when one did: a card refund goes through it. */
  provider: string | null;
  method: RefundMethod;
  onMethod: (method: RefundMethod) => void;
  reference: string;
  onReference: (reference: string) => void;
}

/** How the money went back, and the provider's or bank's reference: every refund asks both. */
function RefundMethodFields({
  provider,
  method,
  onMethod,
  reference,
  onReference,
}: RefundMethodFieldsProps) {
  return (
    <>
      <SelectField
        label="Refunded by"
        options={METHOD_OPTIONS}
        value={method}
        onChange={(event) => onMethod(event.target.value as RefundMethod)}
      />
      {provider && method === 'card' ? (
        <p className={refundStyles.meta}>
          {provider} makes the refund and gives its reference; it is kept with the refund.
        </p>
      ) : (
        <TextField
          label="Refund reference"
          optional
          hint="The payment provider's or bank's reference, for your records."
          maxLength={100}
          value={reference}
          onChange={(event) => onReference(event.target.value)}
        />
      )}
    </>
  );
}

export interface CancelRefundChoice {
  /** Null: everything left (a full refund). */
  amount: string | null;
  method: RefundMethod;
  reference: string;
}

/** The refund part of a paid order's cancel form: full (the default) or partial, and how. */
export function useCancelRefund(order: AdminOrderDetail) {
  const left = refundableCents(order);
  const [kind, setKind] = useState<'full' | 'partial'>('full');
  const [amount, setAmount] = useState(plainAmount(left));
  const [method, setMethod] = useState<RefundMethod>(order.paymentMethod);
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string>();

  /** The refund to send, or null after showing what is wrong. */
  const check = (): CancelRefundChoice | null => {
    if (kind === 'full') return { amount: null, method, reference };
    const checked = checkAmount(amount, left);
    if ('error' in checked) {
      setError(checked.error);
      return null;
    }
    setError(undefined);
    return { amount: plainAmount(checked.cents), method, reference };
  };

  const fields = (
    <fieldset className={refundStyles.fieldset}>
      <legend className={refundStyles.legend}>Refund</legend>
      <SelectField
        label="How much"
        options={[
          { value: 'full', label: `Full refund: ${formatCents(left)}` },
          { value: 'partial', label: 'Partial refund' },
        ]}
        value={kind}
        onChange={(event) => {
          setKind(event.target.value === 'partial' ? 'partial' : 'full');
          setError(undefined);
        }}
      />
      {kind === 'partial' && (
        <TextField
          label="Amount refunded ($)"
          inputMode="decimal"
          hint={`Up to ${formatCents(left)}.`}
          value={amount}
          error={error}
          onChange={(event) => setAmount(event.target.value)}
          required
        />
      )}
      <RefundMethodFields
        provider={paidThroughProvider(order)}
        method={method}
        onMethod={setMethod}
        reference={reference}
        onReference={setReference}
      />
    </fieldset>
  );
  return { fields, check };
}

interface RefundFormProps {
  order: AdminOrderDetail;
  isMoving: boolean;
  onMove: (move: OrderMove) => void;
}

/** A refund on its own, of a paid order: part of it (a damaged piece, say) or the rest. */
export function RefundForm({ order, isMoving, onMove }: RefundFormProps) {
  const left = refundableCents(order);
  const titleId = useId();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<RefundMethod>(order.paymentMethod);
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const provider = paidThroughProvider(order);
  const throughProvider = provider !== null && method === 'card';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAmount(amount, left);
    if ('error' in checked) return setError(checked.error);
    setError(undefined);
    onMove({
      kind: 'refunds',
      body: {
        amount: plainAmount(checked.cents),
        method,
        reference: reference.trim() || null,
        note: note.trim() || null,
      },
    });
  };

  if (left === 0) {
    return (
      <section className={styles.card} aria-labelledby={titleId}>
        <h3 id={titleId} className={styles.cardTitle}>
          Refund
        </h3>
        <p className={styles.text}>Everything paid has been refunded.</p>
      </section>
    );
  }
  return (
    <form className={styles.card} aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h3 id={titleId} className={styles.cardTitle}>
        {throughProvider ? 'Refund to the card' : 'Record a refund'}
      </h3>
      <p className={styles.text}>
        {throughProvider
          ? `The money goes back to the shopper's card through ${provider} when you press Refund.`
          : 'Once you have sent the money back.'}{' '}
        {formatCents(left)} is left to refund; the shopper is told by e-mail.
      </p>
      <TextField
        label="Amount refunded ($)"
        inputMode="decimal"
        placeholder={plainAmount(left)}
        value={amount}
        error={error}
        onChange={(event) => setAmount(event.target.value)}
        required
      />
      <RefundMethodFields
        provider={paidThroughProvider(order)}
        method={method}
        onMethod={setMethod}
        reference={reference}
        onReference={setReference}
      />
      <TextAreaField
        label="Note"
        optional
        hint="Kept for you; the shopper does not see it."
        rows={2}
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button type="submit" variant="outline" isLoading={isMoving}>
        {throughProvider ? 'Refund' : 'Record refund'}
      </Button>
    </form>
  );
}
