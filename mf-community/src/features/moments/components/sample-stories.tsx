import { Button, HeartIcon } from '@healing/platform';
import { StoryCard, type StoryCardContent } from './story-card';
import styles from './sample-stories.module.css';

/** Shown when no published story matches (SPEC.md section 2): examples, never real visitors. */
export const SAMPLE_STORIES: readonly (StoryCardContent & { key: string })[] = [
  {
    key: 'sample-breakthrough',
    name: 'Sarah M.',
    isAnonymous: false,
    category: 'breakthrough',
    emotionBefore: 'Stuck',
    emotionAfter: 'Free',
    story:
      'After years of believing I had to earn rest, I took a whole Sunday just for me. No guilt, no list. I walked, I read, I napped. It sounds so small, but it was the day I realised I am allowed to simply be.',
  },
  {
    key: 'sample-relationship',
    name: 'Anonymous',
    isAnonymous: true,
    category: 'relationship',
    emotionBefore: 'Guarded',
    emotionAfter: 'Open',
    story:
      'My mother and I had not really talked in four years. I sent her a photo of the lilacs she used to grow. She called that night. We are slow, and careful, and we are talking again.',
  },
  {
    key: 'sample-self-love',
    name: 'Elena R.',
    isAnonymous: false,
    category: 'self-love',
    emotionBefore: 'Critical',
    emotionAfter: 'Gentle',
    story:
      'I wrote down every unkind thing I said to myself for a week. Then I read it out loud as if I were saying it to my best friend. I could not finish. Now I try to speak to myself the way I would speak to her.',
  },
  {
    key: 'sample-loss',
    name: 'David K.',
    isAnonymous: false,
    category: 'loss',
    emotionBefore: 'Lost',
    emotionAfter: 'Grateful',
    story:
      'When my brother passed, I kept his old guitar in its case for a year. Last month I finally had it restrung and learned the first song he taught me. Grief is still here, but so is the music.',
  },
];

interface SampleStoriesProps {
  onShare: () => void;
}

export function SampleStories({ onShare }: SampleStoriesProps) {
  return (
    <div className={styles.wrap}>
      <div className={styles.intro}>
        <p className={styles.title}>No stories match just yet</p>
        <p className={styles.text}>
          Here are a few sample moments to inspire you. Your story could be the next one someone
          needs to read.
        </p>
      </div>
      <ul className={styles.grid} aria-label="Sample stories">
        {SAMPLE_STORIES.map(({ key, ...story }) => (
          <li key={key}>
            <StoryCard moment={story} when="Sample story" />
          </li>
        ))}
      </ul>
      <div className={styles.cta}>
        <Button size="large" onClick={onShare}>
          <HeartIcon size={18} />
          Share Your Transformation
        </Button>
      </div>
    </div>
  );
}
