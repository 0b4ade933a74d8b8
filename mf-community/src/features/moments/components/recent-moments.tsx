import { ArrowRightIcon, buttonClassName, QuoteIcon, Spinner, LoadError } from '@healing/platform';
import { Link } from 'react-router-dom';
import { RelativeTime, useClock } from '../../../components/relative-time';
import { useRecentMoments } from '../api/get-moments';
import { displayName } from './story-card';
import styles from './recent-moments.module.css';

export const RECENT_MOMENT_COUNT = 3;

/** The newest three published stories, each with its author and when it was shared. */
export function RecentMoments() {
  const moments = useRecentMoments(RECENT_MOMENT_COUNT);
  const clock = useClock(moments.dataUpdatedAt);

  if (moments.isPending) {
    return (
      <div className={styles.loading}>
        <Spinner label="Loading recent moments" waitsFor="the recent moments" />
      </div>
    );
  }
  if (moments.isError) {
    return <LoadError what="the latest stories" onRetry={() => void moments.refetch()} />;
  }
  return (
    <div className={styles.wrap}>
      {moments.data.length === 0 ? (
        <p className={styles.empty}>
          No stories have been published yet. Yours could be the first to light the way.
        </p>
      ) : (
        <ul className={styles.list} aria-label="Recent healing moments">
          {moments.data.slice(0, RECENT_MOMENT_COUNT).map((moment) => (
            <li key={moment.id} className={styles.card}>
              <QuoteIcon className={styles.quote} size={28} />
              <p className={styles.story}>{moment.story}</p>
              <p className={styles.meta}>
                <span className={styles.name}>{displayName(moment)}</span>
                <RelativeTime iso={moment.submittedAt} clock={clock} className={styles.time} />
              </p>
            </li>
          ))}
        </ul>
      )}
      <Link to="/healing-moments" className={buttonClassName({ variant: 'outline' })}>
        View All Stories
        <ArrowRightIcon size={18} />
      </Link>
    </div>
  );
}
