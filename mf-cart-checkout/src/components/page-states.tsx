import { Button, Spinner } from '@healing/platform';
import styles from './page-states.module.css';

/** `waitsFor`: what the page says it could not load when it is sent without JavaScript. */
export function PageSpinner({ label, waitsFor }: { label: string; waitsFor?: string }) {
  return (
    <div className={styles.centered}>
      <Spinner label={label} size="large" waitsFor={waitsFor} />
    </div>
  );
}

interface LoadErrorProps {
  title: string;
  text: string;
  onRetry: () => void;
}

/** A page whose data could not be loaded: say so kindly and offer a retry. */
export function LoadError({ title, text, onRetry }: LoadErrorProps) {
  return (
    <section className={styles.centered} role="alert">
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </section>
  );
}
