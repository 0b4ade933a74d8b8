import styles from './spinner.module.css';

interface SpinnerProps {
  /** Read by screen readers: "Loading products". */
  label?: string;
  size?: 'small' | 'medium' | 'large';
}

/**
 * A spinner waits for a script: without JavaScript it is hidden (`data-js-only`, see the shell's
 * global.css), so a page sent as HTML never shows one that turns forever.
 */
export function Spinner({ label = 'Loading', size = 'medium' }: SpinnerProps) {
  return (
    <span className={styles.wrap} role="status" aria-label={label || undefined} data-js-only="">
      <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </span>
  );
}
