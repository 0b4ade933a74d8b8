import styles from './spinner.module.css';

interface SpinnerProps {
  /** Read by screen readers: "Loading products". */
  label?: string;
  size?: 'small' | 'medium' | 'large';
}

export function Spinner({ label = 'Loading', size = 'medium' }: SpinnerProps) {
  return (
    <span className={styles.wrap} role="status" aria-label={label || undefined}>
      <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </span>
  );
}
