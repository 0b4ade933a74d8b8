import { Link } from 'react-router-dom';
import { ApiError } from '../api-client';
import styles from './admin-page.module.css';

/** The owner's session is gone (expired, or signed out elsewhere): the API answers 401. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

interface SessionEndedProps {
  /** What signing in again lets the owner do: "keep working on the orders". */
  task?: string;
}

/** Shown in place of a back-office page when the API answers 401. */
export function SessionEnded({ task = 'carry on' }: SessionEndedProps) {
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.noticeTitle}>Your session has ended.</p>
      <p className={styles.noticeText}>
        <Link to="/admin">Sign in again</Link> to {task}.
      </p>
    </div>
  );
}
