import { Button, type CartSummaryDto, TagIcon, useCart, VisuallyHidden } from '@healing/platform';
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import styles from './promo-box.module.css';

export const PROMO_PLACEHOLDER = 'Enter promo code (try HEALING10)';

/** Said when a code changed nothing: not an error (SPEC.md shows none), just what happened. */
export function notAppliedText(code: string): string {
  return `“${code}” is not one of our codes, so your total is unchanged.`;
}

type FocusTarget = 'input' | 'remove' | null;

interface PromoCodeFormProps {
  inputRef: Ref<HTMLInputElement>;
  /** Where the focus goes once the box changes (set before asking, so no change is missed). */
  focusNextOn: (target: FocusTarget) => void;
}

/**
 * A code applies in any letter case when it is one of the shop's and can be used now (the server
 * decides and keeps it with the cart); any other code changes nothing and shows no error. Either
 * way the field clears, and a code that did not apply says why, quietly, in the server's words.
 */
function PromoCodeForm({ inputRef, focusNextOn }: PromoCodeFormProps) {
  const inputId = useId();
  const { applyPromo, isChangingPromo } = useCart();
  const [code, setCode] = useState('');
  const [notApplied, setNotApplied] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed || isChangingPromo) return;
    focusNextOn('remove');
    const summary = await applyPromo(typed);
    if (!summary?.promoApplied) focusNextOn(null);
    // No answer (the platform said why in a toast): keep the code so it can be tried again.
    if (!summary) return;
    setCode('');
    if (!summary.promoApplied) setNotApplied(summary.promoMessage ?? notAppliedText(typed));
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId} className={styles.label}>
        <TagIcon size={18} strokeWidth={1.75} /> Promo code
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setNotApplied(null);
          }}
          placeholder={PROMO_PLACEHOLDER}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
        />
        <Button
          type="submit"
          variant="outline"
          isLoading={isChangingPromo}
          className={styles.apply}
        >
          Apply
          <VisuallyHidden> promo code</VisuallyHidden>
        </Button>
      </div>
      <p className={styles.notApplied} role="status">
        {notApplied}
      </p>
    </form>
  );
}

interface AppliedPromoProps {
  code: string;
  /** What it gives ("10% off your items"), or, for a kept code that gives nothing now, why. */
  text: string;
  /** True when the code is kept with the cart but gives nothing now (ended, below its minimum). */
  notApplying?: boolean;
  removeRef: Ref<HTMLButtonElement>;
  /** Null where the code can only be read (before the page has taken over). */
  onRemove: (() => void) | null;
}

function AppliedPromo({ code, text, notApplying = false, removeRef, onRemove }: AppliedPromoProps) {
  const { isChangingPromo } = useCart();
  return (
    <div className={notApplying ? styles.kept : styles.applied} role="status">
      <span className={styles.appliedText}>
        <TagIcon size={18} strokeWidth={1.75} />
        {notApplying ? (
          <span>{text}</span>
        ) : (
          <span>
            <strong>{code}</strong> applied: {text}
          </span>
        )}
      </span>
      {onRemove && (
        <button
          ref={removeRef}
          type="button"
          className={styles.removeCode}
          onClick={onRemove}
          disabled={isChangingPromo}
          aria-label={`Remove promo code ${code}`}
        >
          Remove
        </button>
      )}
    </div>
  );
}

interface PromoBoxProps {
  summary: CartSummaryDto;
  /** Shows an applied code without the controls (the server's first frame, JavaScript off). */
  readOnly?: boolean;
}

/**
 * The cart's promo code, kept with the cart on the server: the applied code with Remove, or a
 * field to enter one. The same box on the cart page and at checkout. After applying or removing,
 * the focus goes to the control that took the place of the one just used.
 */
export function PromoBox({ summary, readOnly = false }: PromoBoxProps) {
  const { removePromo } = useCart();
  const appliedCode = summary.promoApplied ? summary.promoCode : null;
  // A code kept with the cart that gives nothing now (it ended, or the cart fell below its
  // minimum): said, with Remove, since checkout would refuse an ended or used-up one.
  const keptCode =
    !summary.promoApplied && summary.promoCode && summary.promoMessage ? summary.promoCode : null;
  const shownCode = appliedCode ?? keptCode;
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<FocusTarget>(null);
  const focusNextOn = (target: FocusTarget) => {
    focusNext.current = target;
  };

  useEffect(() => {
    const target = focusNext.current === 'input' ? inputRef.current : removeRef.current;
    if (!focusNext.current || !target) return;
    focusNext.current = null;
    target.focus();
  }, [shownCode]);

  const remove = async () => {
    focusNextOn('input');
    if (!(await removePromo())) focusNextOn(null);
  };

  if (shownCode) {
    return (
      <AppliedPromo
        code={shownCode}
        text={
          appliedCode
            ? (summary.promoDescription ?? '10% off your items')
            : (summary.promoMessage ?? '')
        }
        notApplying={!appliedCode}
        removeRef={removeRef}
        onRemove={readOnly ? null : () => void remove()}
      />
    );
  }
  if (readOnly) return null;
  return <PromoCodeForm inputRef={inputRef} focusNextOn={focusNextOn} />;
}
