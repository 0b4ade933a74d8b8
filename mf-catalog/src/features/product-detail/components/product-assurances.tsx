import { HeartIcon, ShieldIcon, TruckIcon } from '@healing/platform';
import type { ReactNode } from 'react';
import styles from './product-assurances.module.css';

const ASSURANCES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Free shipping over $50',
    text: 'Orders above $50.00 ship free.',
    icon: <TruckIcon size={20} />,
  },
  {
    title: '30-day healing guarantee',
    text: 'Not quite right? Return it within 30 days.',
    icon: <ShieldIcon size={20} />,
  },
  {
    title: 'Made with love',
    text: 'Designed and packed by a small team.',
    icon: <HeartIcon size={20} />,
  },
];

/** SPEC.md's three static promises under the purchase buttons. */
export function ProductAssurances() {
  return (
    <ul className={styles.list} aria-label="Our promises">
      {ASSURANCES.map((assurance) => (
        <li key={assurance.title} className={styles.item}>
          <span className={styles.icon}>{assurance.icon}</span>
          <span>
            <strong className={styles.title}>{assurance.title}</strong>
            <span className={styles.text}>{assurance.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
