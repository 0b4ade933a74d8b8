import { Button } from '@healing/platform';
import styles from './load-error.module.css';

interface LoadErrorProps {
  title: string;
  /** What could not be shown, in the visitor's words: "these products". */
  what: string;
  onRetry: () => void;
  isRetrying?: boolean;
}

/** A calm note when data could not be loaded (SPEC.md shows nothing; we offer a retry). */
export function LoadError({ title, what, onRetry, isRetrying = false }: LoadErrorProps) {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.title}>{title}</p>
      <p className={styles.text}>
        We couldn&apos;t load {what} just now. It is probably a passing hiccup: please try again in
        a moment.
      </p>
      <Button variant="outline" onClick={onRetry} isLoading={isRetrying}>
        Try again
      </Button>
    </div>
  );
}
