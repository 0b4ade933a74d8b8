import { GiftIcon, LeafIcon, PeopleIcon, SparkleIcon } from '@healing/platform';
import type { ReactNode } from 'react';
import styles from './product-features.module.css';

const FEATURES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Psychologist-designed',
    text: 'Every message is chosen with the care our founder brings to her therapy room: kind, honest and never preachy.',
    icon: <SparkleIcon size={20} />,
  },
  {
    title: 'Gentle materials',
    text: 'Soft cottons, nickel-free metals and non-toxic inks, chosen to feel as good as they look, wash after wash.',
    icon: <LeafIcon size={20} />,
  },
  {
    title: 'Ready to gift',
    text: 'Wrapped in tissue with a small affirmation card, so it is ready for someone who needs a little encouragement.',
    icon: <GiftIcon size={20} />,
  },
  {
    title: 'Part of a community',
    text: 'Share your own healing moment and read stories from people walking the same path as you.',
    icon: <PeopleIcon size={20} />,
  },
];

/** SPEC.md's four static feature cards under the product. */
export function ProductFeatures() {
  return (
    <section className={styles.section} aria-labelledby="catalog-features-title">
      <h2 id="catalog-features-title" className={styles.heading}>
        Made for your healing journey
      </h2>
      <ul className={styles.cards}>
        {FEATURES.map((feature) => (
          <li key={feature.title} className={styles.card}>
            <span className={styles.icon}>{feature.icon}</span>
            <h3 className={styles.title}>{feature.title}</h3>
            <p className={styles.text}>{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
