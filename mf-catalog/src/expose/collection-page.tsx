import { formatMoney } from '@healing/platform';
import styles from './probe.module.css';

export default function Probe() {
  return (
    <p className={styles.probe} data-release={__RELEASE__}>
      collection-page {formatMoney('12.5')}
    </p>
  );
}
