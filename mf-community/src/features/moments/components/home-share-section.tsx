import { HandHeartIcon } from '@healing/platform';
import { HomeShareForm } from './home-share-form';
import styles from './home-sections.module.css';

/** The home page's invitation to share, beside its form. */
export function HomeShareSection() {
  return (
    <section className={styles.section} aria-labelledby="community-home-share-title">
      <div className={`${styles.inner} ${styles.split}`}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>
            <HandHeartIcon size={18} /> Share your moment
          </p>
          <h2 id="community-home-share-title" className={styles.title}>
            Your story can light the way
          </h2>
          <p className={styles.lead}>
            Healing is rarely a straight line. When you share a moment of courage, comfort or
            change, someone who needs it today may read it and feel a little less alone.
          </p>
          <ul className={styles.points}>
            <li>Share under your first name or anonymously</li>
            <li>A few words are enough</li>
            <li>Read with care before it is published</li>
          </ul>
        </div>
        <HomeShareForm />
      </div>
    </section>
  );
}
