import type { ReactNode } from 'react';
import { buttonClassName } from './button-class-name';
import styles from './needs-javascript.module.css';

interface NeedsJavaScriptProps {
  /** What needs it, as a heading: "The design studio needs JavaScript". */
  title: string;
  /** Why, and what the visitor can do instead. */
  children: ReactNode;
  /** Where the visitor can go that works without it. */
  actions?: readonly { href: string; label: string }[];
}

/**
 * Said only to a browser with JavaScript off, in the shop's own style: a page that cannot work
 * without it tells the visitor so instead of waiting forever. Plain links, so they work too.
 */
export function NeedsJavaScript({ title, children, actions = [] }: NeedsJavaScriptProps) {
  return (
    <noscript>
      <section className={styles.card} aria-label={title}>
        <h2 className={styles.title}>{title}</h2>
        <div className={styles.text}>{children}</div>
        {actions.length > 0 && (
          <p className={styles.actions}>
            {actions.map((action, index) => (
              <a
                key={action.href}
                href={action.href}
                className={buttonClassName({ variant: index === 0 ? 'primary' : 'outline' })}
              >
                {action.label}
              </a>
            ))}
          </p>
        )}
      </section>
    </noscript>
  );
}
