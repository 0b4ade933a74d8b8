import { HeartIcon, LockIcon, TruckIcon } from '../../../components/icons';
import styles from './trust-badges.module.css';

const BADGES = [
  { icon: LockIcon, text: '256-bit SSL security' },
  { icon: TruckIcon, text: 'Free shipping on orders $50+' },
  { icon: HeartIcon, text: '30-day love guarantee' },
] as const;

export function TrustBadges() {
  return (
    <ul className={styles.badges} aria-label="Shopping with us">
      {BADGES.map(({ icon: Icon, text }) => (
        <li key={text} className={styles.badge}>
          <Icon />
          {text}
        </li>
      ))}
    </ul>
  );
}
