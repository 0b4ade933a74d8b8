import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

interface SectionHeadingProps {
  eyebrow?: string;
  title: ReactNode;
  id?: string;
  lead?: ReactNode;
  align?: 'center' | 'start';
}

/** A section's h2 with an optional small word above it and a lead paragraph below. */
export function SectionHeading({
  eyebrow,
  title,
  id,
  lead,
  align = 'center',
}: SectionHeadingProps) {
  return (
    <div className={`${styles.heading} ${styles[align]}`}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h2 className={styles.title} id={id}>
        {title}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}
