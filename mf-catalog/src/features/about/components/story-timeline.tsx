import { SectionHeading } from '../../../components/section-heading';
import type { TimelineEntry } from '../about-content';
import styles from './story-timeline.module.css';

export function StoryTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <section className={styles.section} aria-labelledby="catalog-timeline-title">
      <SectionHeading
        id="catalog-timeline-title"
        eyebrow="Our journey"
        title="From one patch to a community"
      />
      <ol className={styles.timeline}>
        {entries.map((entry) => (
          <li key={entry.year} className={styles.entry}>
            <span className={styles.year}>{entry.year}</span>
            <div className={styles.card}>
              <h3 className={styles.title}>{entry.title}</h3>
              <p className={styles.text}>{entry.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
