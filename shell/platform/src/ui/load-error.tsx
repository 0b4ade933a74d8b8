import { Button } from './button';
import styles from './load-error.module.css';

type LoadErrorProps = {
  /** A card's heading; without one the note is a single line beside its button. */
  title?: string;
  onRetry: () => void;
  isRetrying?: boolean;
} & (
  | {
      /** What could not be shown, in the reader's words: "the products". */
      what: string;
    }
  | {
      /** The whole sentence, where "We couldn't load ..." does not fit. */
      text: string;
    }
);

function sentence(props: LoadErrorProps): string {
  if ('text' in props) return props.text;
  const said = `We couldn't load ${props.what} just now.`;
  return props.title
    ? `${said} It is probably a passing hiccup: please try again in a moment.`
    : said;
}

/** A calm note when data could not be loaded, with a way to try again. */
export function LoadError(props: LoadErrorProps) {
  const { title, onRetry, isRetrying = false } = props;
  if (!title) {
    return (
      <div className={styles.line} role="alert">
        <p className={styles.text}>{sentence(props)}</p>
        <Button variant="outline" size="small" onClick={onRetry} isLoading={isRetrying}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.card} role="alert">
      <p className={styles.title}>{title}</p>
      <p className={styles.text}>{sentence(props)}</p>
      <Button variant="outline" onClick={onRetry} isLoading={isRetrying}>
        Try again
      </Button>
    </div>
  );
}
