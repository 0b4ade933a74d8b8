import { ApiError, Button, isSessionEnded, SelectField, TextField, toast } from '@healing/platform';
import { type FormEvent, useId, useState } from 'react';
import type { AdminDiscountCodeDto } from '../../../api/discount-code-contracts';
import { useSaveDiscountCode } from '../api/admin-discount-codes-api';
import {
  type DiscountCodeField,
  type DiscountCodeValues,
  EMPTY_DISCOUNT_CODE,
  fieldId,
  isDiscountCodeField,
  requestOf,
  valuesOf,
} from '../discount-code-values';
import styles from './discount-code-form.module.css';

const KIND_OPTIONS = [
  { value: 'percentage', label: 'A percentage off' },
  { value: 'fixed', label: 'A fixed amount off' },
] as const;

type Errors = Partial<Record<DiscountCodeField, string>>;

/** The API's refusal, field by field (it checks every field and says each one's problem). */
function errorsOf(error: unknown): { fields: Errors; other: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, other: null };
  const fields: Errors = {};
  for (const item of error.body?.errors ?? []) {
    if (isDiscountCodeField(item.field) && !fields[item.field]) fields[item.field] = item.message;
  }
  if (isDiscountCodeField(error.field) && !fields[error.field] && error.serverMessage) {
    fields[error.field] = error.serverMessage;
  }
  return {
    fields,
    other: Object.keys(fields).length === 0 ? (error.serverMessage ?? null) : null,
  };
}

interface DiscountCodeFormProps {
  /** Absent for a new code. */
  code?: AdminDiscountCodeDto;
  onDone: () => void;
  onSessionEnded: () => void;
}

/**
 * A code's rule: the API checks every field (with the words shown beside each), so the form
 * sends what was typed and shows what the API says. A used code keeps its name: its orders
 * carry it.
 */
export function DiscountCodeForm({ code, onDone, onSessionEnded }: DiscountCodeFormProps) {
  const [values, setValues] = useState<DiscountCodeValues>(
    code ? valuesOf(code) : EMPTY_DISCOUNT_CODE,
  );
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveDiscountCode();
  const headingId = useId();
  const nameLocked = Boolean(code && code.timesUsed > 0);

  const field = (name: DiscountCodeField) => ({
    id: fieldId(name),
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!values.code.trim() || !values.value.trim()) {
      const missing: Errors = {};
      if (!values.code.trim()) missing.code = 'Please enter the code shoppers will type';
      if (!values.value.trim()) missing.value = 'Please enter how much the code takes off';
      setErrors(missing);
      document.getElementById(fieldId(missing.code ? 'code' : 'value'))?.focus();
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: code?.id ?? null, body: requestOf(values) });
      toast({
        title: code ? 'Discount code saved' : 'Discount code created',
        description: `${saved.code}: ${saved.description}.`,
      });
      onDone();
    } catch (error) {
      if (isSessionEnded(error)) return onSessionEnded();
      const { fields, other } = errorsOf(error);
      setErrors(fields);
      const first = Object.keys(fields)[0] as DiscountCodeField | undefined;
      if (first) document.getElementById(fieldId(first))?.focus();
      else {
        toast({
          title: 'Not saved',
          description: other ?? 'The discount code could not be saved. Please try again.',
          variant: 'destructive',
        });
      }
    }
  };

  const isPercentage = values.kind === 'percentage';
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {code ? `Edit ${code.code}` : 'New discount code'}
      </h2>
      {code && code.timesUsed > 0 && (
        <p className={styles.note}>
          Used {code.timesUsed === 1 ? 'once' : `${code.timesUsed} times`}: changes apply to later
          orders only, and its name stays.
        </p>
      )}
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <div className={styles.row}>
          <TextField
            label="Code"
            hint="What shoppers type, in any letter case: letters, digits, dashes"
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            readOnly={nameLocked}
            {...field('code')}
          />
          <SelectField label="Discount" options={KIND_OPTIONS} {...field('kind')} />
        </div>
        <div className={styles.row}>
          <TextField
            label={isPercentage ? 'Percentage off' : 'Amount off'}
            hint={isPercentage ? 'A whole number from 1 to 100, like 15' : 'In dollars, like 5.00'}
            inputMode={isPercentage ? 'numeric' : 'decimal'}
            {...field('value')}
          />
          <TextField
            label="Minimum subtotal"
            optional
            hint="In dollars, before shipping and tax; empty for none"
            inputMode="decimal"
            {...field('minSubtotal')}
          />
        </div>
        <div className={styles.row}>
          <TextField
            label="Starts"
            optional
            type="datetime-local"
            hint="Empty: usable as soon as it is saved"
            {...field('startsAt')}
          />
          <TextField
            label="Ends"
            optional
            type="datetime-local"
            hint="Empty: no end date"
            {...field('endsAt')}
          />
        </div>
        <TextField
          className={styles.limit}
          label="Usage limit"
          optional
          inputMode="numeric"
          hint="How many orders may use it in all; empty for no limit"
          {...field('usageLimit')}
        />
        <div className={styles.actions}>
          <Button type="submit" isLoading={save.isPending}>
            {code ? 'Save changes' : 'Create code'}
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
