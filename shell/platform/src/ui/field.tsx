import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import styles from './field.module.css';

interface FieldFrameProps {
  label: ReactNode;
  /** The message beside the field when its value is refused; announced to screen readers. */
  error?: string;
  hint?: ReactNode;
  /** Shown after the label: "(optional)". */
  optional?: boolean;
  className?: string;
}

function useFieldIds(id?: string) {
  const generated = useId();
  const fieldId = id ?? `field-${generated}`;
  return { fieldId, hintId: `${fieldId}-hint`, errorId: `${fieldId}-error` };
}

function describedBy(hintId: string, errorId: string, hint: ReactNode, error?: string) {
  return [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
}

function FieldFrame({
  label,
  error,
  hint,
  optional,
  className,
  fieldId,
  hintId,
  errorId,
  children,
}: FieldFrameProps & { fieldId: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={fieldId}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {children}
      {hint && (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      )}
      <p className={styles.error} id={errorId} role="alert" hidden={!error}>
        {error}
      </p>
    </div>
  );
}

export type TextFieldProps = FieldFrameProps & InputHTMLAttributes<HTMLInputElement>;

/** A labelled text input with its hint and error message wired for assistive technology. */
export function TextField({
  label,
  error,
  hint,
  optional,
  className,
  id,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame {...{ label, error, hint, optional, className }} {...ids}>
      <input
        id={ids.fieldId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids.hintId, ids.errorId, hint, error)}
        {...input}
      />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({
  label,
  error,
  hint,
  optional,
  className,
  id,
  ...textarea
}: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame {...{ label, error, hint, optional, className }} {...ids}>
      <textarea
        id={ids.fieldId}
        className={`${styles.control} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids.hintId, ids.errorId, hint, error)}
        {...textarea}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldFrameProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly SelectOption[];
    /** A first, empty choice ("Select a subject"). */
    placeholder?: string;
  };

export function SelectField({
  label,
  error,
  hint,
  optional,
  className,
  id,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame {...{ label, error, hint, optional, className }} {...ids}>
      <select
        id={ids.fieldId}
        className={`${styles.control} ${styles.select}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids.hintId, ids.errorId, hint, error)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
};

export function Checkbox({ label, className, id, ...input }: CheckboxProps) {
  const generated = useId();
  const fieldId = id ?? `check-${generated}`;
  return (
    <div className={[styles.check, className].filter(Boolean).join(' ')}>
      <input id={fieldId} type="checkbox" className={styles.checkbox} {...input} />
      <label htmlFor={fieldId}>{label}</label>
    </div>
  );
}
