import type { ReactNode } from 'react';
import styles from './order-panel.module.css';

/**
 * One titled panel of the owner's order page (the items, contact, address, payment, refunds,
 * history): a section named by its heading, so a screen reader's list of regions reads the page
 * as the owner sees it.
 */
export function OrderPanel({
  id,
  title,
  children,
}: {
  /** The heading's id: unique on the page. */
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
