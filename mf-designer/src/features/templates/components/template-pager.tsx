import styles from './template-pager.module.css';

interface TemplatePagerProps {
  index: number;
  count: number;
  onChange: (index: number) => void;
  /** "Love Is": names the pager among several on the page. */
  label: string;
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Arrows and one dot per page (SPEC.md section 2). */
export function TemplatePager({ index, count, onChange, label }: TemplatePagerProps) {
  return (
    <nav className={styles.pager} aria-label={`${label} design pages`}>
      <button
        type="button"
        className={styles.arrow}
        aria-label="Previous designs"
        disabled={index === 0}
        onClick={() => onChange(index - 1)}
      >
        <Arrow direction="left" />
      </button>
      <ol className={styles.dots}>
        {Array.from({ length: count }, (_, page) => (
          <li key={page}>
            <button
              type="button"
              className={styles.dot}
              aria-label={`Page ${page + 1} of ${count}`}
              aria-current={page === index ? 'page' : undefined}
              onClick={() => onChange(page)}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={styles.arrow}
        aria-label="Next designs"
        disabled={index === count - 1}
        onClick={() => onChange(index + 1)}
      >
        <Arrow direction="right" />
      </button>
    </nav>
  );
}
