import { RecentMoments } from './recent-moments';
import styles from './home-sections.module.css';

export function HomeRecentSection() {
  return (
    <section
      className={`${styles.section} ${styles.tinted}`}
      aria-labelledby="community-home-recent-title"
    >
      <div className={styles.inner}>
        <div className={styles.centered}>
          <p className={styles.eyebrow}>From our community</p>
          <h2 id="community-home-recent-title" className={styles.title}>
            Recent Healing Moments
          </h2>
          <p className={styles.lead}>
            Small moments of hope, shared by people on their own healing journey.
          </p>
        </div>
        <RecentMoments />
      </div>
    </section>
  );
}
