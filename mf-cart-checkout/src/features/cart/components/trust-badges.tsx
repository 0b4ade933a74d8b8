import { HeartIcon, LockIcon, TruckIcon } from '@healing/platform';
import styles from './trust-badges.module.css';

const BADGES = [
  { icon: LockIcon, text: '256-bit SSL security' },
  // The rule is "more than 50.00" (an order of exactly 50.00 pays shipping): say it that way.
  { icon: TruckIcon, text: 'Free shipping on orders over $50' },
  { icon: HeartIcon, text: '30-day love guarantee' },
] as const;

export function TrustBadges() {
  return (
    <ul className={styles.badges} aria-label="Shopping with us">
      {BADGES.map(({ icon: Icon, text }) => (
        <li key={text} className={styles.badge}>
          <Icon size={20} strokeWidth={1.75} />
          {text}
        </li>
      ))}
    </ul>
  );
}
