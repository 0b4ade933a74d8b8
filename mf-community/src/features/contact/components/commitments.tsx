import { ClockIcon, HandHeartIcon, TruckIcon } from '@healing/platform';
import type { ReactNode } from 'react';
import styles from './commitments.module.css';

const COMMITMENTS: readonly { title: string; text: string; icon: ReactNode; tone: string }[] = [
  {
    title: 'Quick Response',
    text: 'Every message gets a thoughtful reply within 24 hours.',
    icon: <ClockIcon size={26} />,
    tone: 'rose',
  },
  {
    title: 'Personal Touch',
    text: 'No scripts and no bots: a real person on our team reads and answers you.',
    icon: <HandHeartIcon size={26} />,
    tone: 'sage',
  },
  {
    // The shop ships to US addresses only (DECISIONS.md), so this promise stays within them.
    title: 'Across the US',
    text: 'We deliver to all 50 states, with the same care wherever you live.',
    icon: <TruckIcon size={26} />,
    tone: 'lavender',
  },
];

export function Commitments() {
  return (
    <section className={styles.section} aria-labelledby="contact-commitment-title">
      <h2 id="contact-commitment-title" className={styles.title}>
        Our commitment to you
      </h2>
      <ul className={styles.grid}>
        {COMMITMENTS.map((item) => (
          <li key={item.title} className={styles.card}>
            <span className={`${styles.icon} ${styles[item.tone]}`}>{item.icon}</span>
            <h3 className={styles.cardTitle}>{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
