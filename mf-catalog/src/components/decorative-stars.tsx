import { StarIcon } from '@healing/platform';
import styles from './decorative-stars.module.css';

/**
 * Five fixed stars. SPEC.md keeps them as decoration, not a rating anyone gave, so they are
 * hidden from screen readers rather than announced as a score.
 */
export function DecorativeStars({ size = 16 }: { size?: number }) {
  return (
    <span className={styles.stars} aria-hidden="true" data-decorative-stars>
      {[0, 1, 2, 3, 4].map((index) => (
        <StarIcon key={index} size={size} fill="currentColor" strokeWidth={1.5} />
      ))}
    </span>
  );
}
