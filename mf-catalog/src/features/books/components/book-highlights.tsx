import { CheckIcon } from '@healing/platform';
import styles from './book-highlights.module.css';

export function BookHighlights({ highlights }: { highlights: readonly string[] }) {
  return (
    <section className={styles.section} aria-labelledby="catalog-highlights-title">
      <h2 id="catalog-highlights-title" className={styles.heading}>
        What you&apos;ll find inside
      </h2>
      <ul className={styles.list}>
        {highlights.map((highlight) => (
          <li key={highlight} className={styles.item}>
            <span className={styles.check} aria-hidden="true">
              <CheckIcon size={16} />
            </span>
            {highlight}
          </li>
        ))}
      </ul>
    </section>
  );
}
