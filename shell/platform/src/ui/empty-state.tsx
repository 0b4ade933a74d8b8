import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** What a list says when it has nothing to show: a sentence, and perhaps a way on. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className={styles.empty}>{children}</div>;
}
