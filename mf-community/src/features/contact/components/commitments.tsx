import type { ReactNode } from 'react';
import { ClockIcon, GlobeIcon, HandHeartIcon } from '../../../components/icons';
import styles from './commitments.module.css';

const COMMITMENTS: readonly { title: string; text: string; icon: ReactNode; tone: string }[] = [
  {
    title: 'Quick Response',
    text: 'Every message gets a reply within 24 hours, on business days and beyond.',
    icon: <ClockIcon width={26} height={26} />,
    tone: 'rose',
  },
  {
    title: 'Personal Touch',
    text: 'No scripts and no bots: a real person on our team reads and answers you.',
    icon: <HandHeartIcon width={26} height={26} />,
    tone: 'sage',
  },
  {
    title: 'Global Reach',
    text: 'Our healing community spans the world, and we are here for you wherever you are.',
    icon: <GlobeIcon width={26} height={26} />,
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
