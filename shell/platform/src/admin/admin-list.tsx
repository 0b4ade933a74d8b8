import type { ReactNode, TableHTMLAttributes } from 'react';
import styles from './admin-list.module.css';

// A back-office list is in the page twice, and CSS shows one: on phones one card per row
// (AdminCards of AdminCard), from tablet width up a table (AdminTable). Each row's link is named
// once per layout, so a screen reader meets the list once.

/** The list on phones: one AdminCard per row, named for what it lists ("Orders"). */
export function AdminCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {children}
    </ul>
  );
}

/** One row as a card; with `media` (a thumbnail), the picture stands at its start. */
export function AdminCard({ media, children }: { media?: ReactNode; children: ReactNode }) {
  if (media === undefined) return <li className={styles.card}>{children}</li>;
  return (
    <li className={`${styles.card} ${styles.withMedia}`}>
      {media}
      <div>{children}</div>
    </li>
  );
}

/** A card's first line: its name or number at the start, a status at the end. */
export function AdminCardHead({ children }: { children: ReactNode }) {
  return <div className={styles.cardHead}>{children}</div>;
}

/**
 * The list from tablet width up. A cell or header marked `data-numeric` (amounts, counts) is
 * set to the right in figures of one width.
 */
export function AdminTable({ className, ...props }: TableHTMLAttributes<HTMLTableElement>) {
  return <table className={className ? `${styles.table} ${className}` : styles.table} {...props} />;
}
