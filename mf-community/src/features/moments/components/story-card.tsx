import { ArrowRightIcon, Badge, type StoryCategory, VisuallyHidden } from '@healing/platform';
import { type ReactNode, useId, useState } from 'react';
import { CATEGORY_TONES, STORY_CATEGORY_CHIPS } from '../../../config/story-categories';
import styles from './story-card.module.css';

/** Longer stories start collapsed to 120 px with a Read More toggle (SPEC.md section 9). */
export const STORY_EXPAND_THRESHOLD = 200;

export interface StoryCardContent {
  name: string;
  story: string;
  category: StoryCategory;
  isAnonymous: boolean;
  emotionBefore?: string | null;
  emotionAfter?: string | null;
}

interface StoryCardProps {
  moment: StoryCardContent;
  /** When it was shared: a relative time, or a label for sample stories. */
  when: ReactNode;
  /** The like control of a published story. */
  actions?: ReactNode;
}

export function displayName(moment: Pick<StoryCardContent, 'name' | 'isAnonymous'>): string {
  return moment.isAnonymous ? 'Anonymous' : moment.name;
}

/** One story, rendered as text only: visitors' words never become markup. */
export function StoryCard({ moment, when, actions }: StoryCardProps) {
  const [expanded, setExpanded] = useState(false);
  const storyId = useId();
  const name = displayName(moment);
  const isLong = moment.story.length > STORY_EXPAND_THRESHOLD;
  const collapsed = isLong && !expanded;

  return (
    <article className={styles.card}>
      <div className={styles.top}>
        <Badge tone={CATEGORY_TONES[moment.category]}>
          {STORY_CATEGORY_CHIPS[moment.category]}
        </Badge>
        <span className={styles.when}>{when}</span>
      </div>
      {moment.emotionBefore && moment.emotionAfter && (
        <p className={styles.journey}>
          <span>{moment.emotionBefore}</span>
          <ArrowRightIcon size={16} />
          <VisuallyHidden>to</VisuallyHidden>
          <span className={styles.after}>{moment.emotionAfter}</span>
        </p>
      )}
      <div
        id={storyId}
        className={`${styles.story} ${collapsed ? styles.collapsed : ''}`}
        data-collapsed={collapsed || undefined}
      >
        <p className={styles.text}>{moment.story}</p>
      </div>
      {isLong && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={storyId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Read Less' : 'Read More'}
        </button>
      )}
      <footer className={styles.footer}>
        <div className={styles.author}>
          <span className={styles.avatar} aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
          <h3 className={styles.name}>{name}</h3>
        </div>
        {actions}
      </footer>
    </article>
  );
}
