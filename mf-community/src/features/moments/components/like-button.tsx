import { HeartIcon, toast } from '@healing/platform';
import { useToggleLike } from '../api/moment-likes';
import styles from './like-button.module.css';

interface LikeButtonProps {
  momentId: number;
  authorName: string;
  likeCount: number;
  liked: boolean;
}

/** Stores the like on the server (one per visitor) and shows the server's count. */
export function LikeButton({ momentId, authorName, likeCount, liked }: LikeButtonProps) {
  const toggle = useToggleLike();

  function onClick() {
    // Not `disabled` while pending: that would drop keyboard focus from the button.
    if (toggle.isPending) return;
    toggle.mutate(
      { momentId, like: !liked },
      {
        onError: () =>
          toast({
            title: liked ? 'Could not remove your like' : 'Could not save your like',
            description: 'Please try again in a moment.',
            variant: 'destructive',
          }),
      },
    );
  }

  const countLabel = `${likeCount} ${likeCount === 1 ? 'like' : 'likes'}`;
  return (
    <button
      type="button"
      className={`${styles.like} ${liked ? styles.liked : ''}`}
      aria-pressed={liked}
      aria-label={`Like story by ${authorName}, ${countLabel}`}
      aria-busy={toggle.isPending || undefined}
      onClick={onClick}
    >
      <HeartIcon fill={liked ? 'currentColor' : 'none'} size={20} />
      <span className={styles.count}>{likeCount}</span>
    </button>
  );
}
