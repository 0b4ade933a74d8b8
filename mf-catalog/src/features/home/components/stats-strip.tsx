import styles from './stats-strip.module.css';

/** SPEC.md's fixed figures: shown as written, not computed. */
const STATS = [
  { value: '1000+', label: 'Happy Customers' },
  { value: '3', label: 'Collections' },
  { value: '50+', label: 'Unique Products' },
];

export function StatsStrip() {
  return (
    <section className={styles.section} aria-labelledby="catalog-stats-title">
      <h2 id="catalog-stats-title" className={styles.hiddenTitle}>
        Healing Shop in numbers
      </h2>
      <ul className={styles.stats}>
        {STATS.map((stat) => (
          <li key={stat.label} className={styles.stat}>
            <span className={styles.value}>{stat.value}</span>
            <span className={styles.label}>{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
