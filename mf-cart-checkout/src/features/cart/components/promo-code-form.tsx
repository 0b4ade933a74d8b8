import { Button, toast, VisuallyHidden } from '@healing/platform';
import { type FormEvent, useId, useState } from 'react';
import { TagIcon } from '../../../components/icons';
import styles from './promo-code-form.module.css';

export const PROMO_PLACEHOLDER = 'Enter promo code (try HEALING10)';

interface PromoCodeFormProps {
  /** Asks the server; resolves true when the code applies (the page then keeps it). */
  onApply: (code: string) => Promise<boolean>;
}

/**
 * SPEC.md section 4: a code applies only when it is exactly HEALING10 (the server decides); any
 * other code does nothing and shows no error. Either way the field clears.
 */
export function PromoCodeForm({ onApply }: PromoCodeFormProps) {
  const inputId = useId();
  const [code, setCode] = useState('');
  const [isChecking, setChecking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed || isChecking) return;
    setChecking(true);
    try {
      await onApply(typed);
      setCode('');
    } catch {
      // The code could not be checked at all: keep it so the shopper can try again.
      toast({
        title: 'Error',
        description: "We couldn't check that code just now. Please try again.",
        variant: 'destructive',
      });
    } finally {
      setChecking(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId} className={styles.label}>
        <TagIcon /> Promo code
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder={PROMO_PLACEHOLDER}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
        />
        <Button type="submit" variant="outline" isLoading={isChecking} className={styles.apply}>
          Apply
          <VisuallyHidden> promo code</VisuallyHidden>
        </Button>
      </div>
    </form>
  );
}

interface AppliedPromoProps {
  code: string;
  onRemove: () => void;
}

export function AppliedPromo({ code, onRemove }: AppliedPromoProps) {
  return (
    <div className={styles.applied} role="status">
      <span className={styles.appliedText}>
        <TagIcon />
        <span>
          <strong>{code}</strong> applied: 10% off your items
        </span>
      </span>
      <button
        type="button"
        className={styles.removeCode}
        onClick={onRemove}
        aria-label={`Remove promo code ${code}`}
      >
        Remove
      </button>
    </div>
  );
}
