import { HeartIcon, LeafIcon, PeopleIcon, SparkleIcon } from '@healing/platform';
import type { ReactNode } from 'react';
import { SectionHeading } from '../../../components/section-heading';
import type { CoreValue } from '../about-content';
import styles from './core-values.module.css';

const ICONS: ReactNode[] = [
  <HeartIcon key="h" size={20} />,
  <PeopleIcon key="p" size={20} />,
  <SparkleIcon key="s" size={20} />,
  <LeafIcon key="l" size={20} />,
];

export function CoreValues({ values }: { values: readonly CoreValue[] }) {
  return (
    <section className={styles.section} aria-labelledby="catalog-values-title">
      <SectionHeading id="catalog-values-title" eyebrow="What we believe" title="Our core values" />
      <ul className={styles.cards}>
        {values.map((value, index) => (
          <li key={value.title} className={styles.card}>
            <span className={styles.icon}>{ICONS[index % ICONS.length]}</span>
            <h3 className={styles.title}>{value.title}</h3>
            <p className={styles.text}>{value.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
