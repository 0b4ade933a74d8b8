import { Button } from '@healing/platform';
import styles from './load-error.module.css';

interface LoadErrorProps {
  /** What could not be shown, in the visitor's words: "the stories". */
  what: string;
  onRetry: () => void;
}

/** A gentle note when data could not be loaded, with a way to try again. */
export function LoadError({ what, onRetry }: LoadErrorProps) {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.text}>We couldn&apos;t load {what} just now.</p>
      <Button variant="outline" size="small" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
