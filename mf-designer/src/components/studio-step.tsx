import { type ReactNode, useId } from 'react';
import styles from './studio-step.module.css';

interface StudioStepProps {
  number: number;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One numbered step of the studio, a section named by its heading. */
export function StudioStep({ number, title, description, children }: StudioStepProps) {
  const headingId = useId();
  return (
    <section className={styles.step} aria-labelledby={headingId}>
      <div className={styles.header}>
        <span className={styles.number} aria-hidden="true">
          {number}
        </span>
        <div>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {description && <p className={styles.description}>{description}</p>}
        </div>
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
