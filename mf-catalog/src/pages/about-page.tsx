import { usePageMeta } from '@healing/platform';
import { CORE_VALUES, TIMELINE } from '../features/about/about-content';
import { AboutCta } from '../features/about/components/about-cta';
import { CoreValues } from '../features/about/components/core-values';
import { FounderIntro } from '../features/about/components/founder-intro';
import { StoryTimeline } from '../features/about/components/story-timeline';
import styles from './about-page.module.css';

/** /about: who we are and why we make what we make. */
export function AboutPage() {
  usePageMeta({
    title: 'Our Story',
    description:
      'Healing Shop was founded by psychologist Dr. Naomi Ellis to send the words that help in therapy home with her clients. Our story, our values and our journey since 2020.',
    path: '/about',
  });
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>Our Story</p>
        <h1 className={styles.title}>Healing you can hold</h1>
        <p className={styles.lead}>
          We make gentle, lasting reminders for the days you need them most, guided by a
          psychologist&apos;s care and a community&apos;s stories.
        </p>
      </header>
      <FounderIntro />
      <StoryTimeline entries={TIMELINE} />
      <CoreValues values={CORE_VALUES} />
      <AboutCta />
    </div>
  );
}
