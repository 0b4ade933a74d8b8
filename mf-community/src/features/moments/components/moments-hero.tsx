import { Button, HeartIcon, PageHero } from '@healing/platform';
import styles from './moments-hero.module.css';

interface MomentsHeroProps {
  /** Published stories, or undefined while they load. */
  storyCount: number | undefined;
  /** The list is capped by the server: at the cap there may be more. */
  isCapped: boolean;
  onShare: () => void;
}

export function MomentsHero({ storyCount, isCapped, onShare }: MomentsHeroProps) {
  return (
    <PageHero
      align="center"
      eyebrow="Our community"
      title="Healing Moments"
      lead="Real stories of courage, loss, love and small everyday breakthroughs, shared by people walking their own healing journey. Read, take heart, and share yours when you are ready."
    >
      <Button size="large" onClick={onShare}>
        <HeartIcon size={18} />
        Share Your Story
      </Button>
      {/* Still gathering: only a script will finish, so a page without one leaves it out. */}
      <p
        className={styles.count}
        aria-live="polite"
        data-js-only={storyCount === undefined ? '' : undefined}
      >
        {storyCount === undefined ? (
          'Gathering stories...'
        ) : (
          <>
            <strong className={styles.number}>
              {storyCount}
              {isCapped ? '+' : ''}
            </strong>{' '}
            {storyCount === 1 ? 'story' : 'stories'} shared
          </>
        )}
      </p>
    </PageHero>
  );
}
