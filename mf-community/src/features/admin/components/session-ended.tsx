import { Link } from 'react-router-dom';
import styles from './admin.module.css';

/** Shown in place of an admin page when the API answers 401. */
export function SessionEnded() {
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.noticeTitle}>Your session has ended.</p>
      <p>
        <Link to="/admin">Sign in again</Link> to carry on.
      </p>
    </div>
  );
}
