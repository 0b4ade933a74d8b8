import type { HealingMomentDto } from '@healing/platform';
import { RelativeTime, useClock } from '../../../components/relative-time';
import { LikeButton } from './like-button';
import { displayName, StoryCard } from './story-card';
import styles from './story-grid.module.css';

interface StoryGridProps {
  moments: readonly HealingMomentDto[];
  likedIds: ReadonlySet<number>;
  /** When the stories were read (the query's dataUpdatedAt): their times are told from it. */
  asOf: number;
}

export function StoryGrid({ moments, likedIds, asOf }: StoryGridProps) {
  const clock = useClock(asOf);
  return (
    <ul className={styles.grid} aria-label="Healing stories">
      {moments.map((moment) => (
        <li key={moment.id} className={styles.item}>
          <StoryCard
            moment={moment}
            when={<RelativeTime iso={moment.submittedAt} clock={clock} />}
            actions={
              <LikeButton
                momentId={moment.id}
                authorName={displayName(moment)}
                likeCount={moment.likeCount}
                liked={likedIds.has(moment.id)}
              />
            }
          />
        </li>
      ))}
    </ul>
  );
}
