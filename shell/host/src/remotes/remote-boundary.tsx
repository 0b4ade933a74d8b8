import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailableError } from './remote-error';
import { reportRemoteFailure } from '../telemetry/telemetry';
import styles from './remote-boundary.module.css';

interface Props {
  /** The remote and exposed module inside ('catalog', './BooksPage'), for the telemetry. */
  remote?: string;
  module?: string;
  /** What the visitor is missing, in their words: "the collections", "your cart". */
  label: string;
  onRetry: (error: Error) => void;
  /** A slow remote arrived after all: show it. */
  onRecovered: () => void;
  /** The fallback is showing instead of the area's content. */
  onFailed?: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Keeps a failing remote inside its own area: when it cannot load or throws while rendering,
 * this area shows a friendly note with a retry, and the rest of the page keeps working.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  private mounted = false;

  override componentDidMount(): void {
    this.mounted = true;
  }

  override componentWillUnmount(): void {
    this.mounted = false;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`A remote area (${this.props.label}) failed`, error, info.componentStack);
    // A module that could not be fetched was reported by the loader (load or chunk); one that
    // threw while rendering is reported here. Its message and stack stay in the console.
    const { remote, module } = this.props;
    if (remote && module && !(error instanceof RemoteUnavailableError)) {
      reportRemoteFailure({ remote, module, kind: 'render' });
    }
    this.props.onFailed?.();
    if (error instanceof RemoteUnavailableError && error.late) {
      error.late.then(
        () => {
          if (this.mounted && this.state.error === error) this.props.onRecovered();
        },
        () => undefined,
      );
    }
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className={styles.fallback} role="alert" data-remote-fallback>
        <p className={styles.title}>This part of the shop didn&apos;t load</p>
        <p className={styles.text}>
          We couldn&apos;t show {this.props.label} just now. Everything else is still here for you,
          and your cart is safe.
        </p>
        <button type="button" className={styles.retry} onClick={() => this.props.onRetry(error)}>
          Try again
        </button>
      </div>
    );
  }
}
