import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

interface PageHeroProps {
  /** A short word above the title: "Community". */
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** Buttons and small facts under the lead. */
  children?: ReactNode;
  tone?: 'rose' | 'sage' | 'lavender';
  titleId?: string;
}

/** The calm, centred opening of a community page, with the page's one h1. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  tone = 'rose',
  titleId,
}: PageHeroProps) {
  return (
    <header className={`${styles.hero} ${styles[tone]}`}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title} id={titleId}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </header>
  );
}
