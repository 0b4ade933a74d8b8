import { buttonClassName } from './button-class-name';
import styles from './spinner.module.css';

interface SpinnerProps {
  /** Read by screen readers: "Loading products". */
  label?: string;
  size?: 'small' | 'medium' | 'large';
  /**
   * What the spinner waits for, in the visitor's words ("this product"), where a page sent as
   * HTML can show it: the shop's server sends a loading state only when it could not fetch the
   * data, so without JavaScript, where nothing will ever come, the page says so instead, with a
   * plain link that asks for the page again.
   */
  waitsFor?: string;
}

/**
 * A spinner waits for a script: without JavaScript it is hidden (`data-js-only`, see the shell's
 * global.css), so a page sent as HTML never shows one that turns forever.
 */
export function Spinner({ label = 'Loading', size = 'medium', waitsFor }: SpinnerProps) {
  return (
    <>
      <span className={styles.wrap} role="status" aria-label={label || undefined} data-js-only="">
        <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />
        <span className={styles.label}>{label}</span>
      </span>
      {waitsFor !== undefined && (
        <noscript>
          <span className={styles.unavailable} role="alert">
            {/* One text node: no React text separators in the page's HTML. */}
            <span className={styles.unavailableText}>{unavailableText(waitsFor)}</span>
            {/* The address of the page itself: asking for it again needs no script. */}
            <a href="" className={buttonClassName({ variant: 'outline' })}>
              Try again
            </a>
          </span>
        </noscript>
      )}
    </>
  );
}

function unavailableText(waitsFor: string): string {
  return `We couldn't load ${waitsFor} just now. It is probably a passing hiccup: please try again in a moment.`;
}
