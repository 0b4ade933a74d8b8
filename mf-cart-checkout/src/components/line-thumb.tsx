import { HeartIcon } from '@healing/platform';
import styles from './line-thumb.module.css';

interface LineThumbProps {
  src: string | null;
  size?: 'small' | 'large';
}

/** A line's picture; decorative (the name beside it says what it is). */
export function LineThumb({ src, size = 'large' }: LineThumbProps) {
  const className = `${styles.thumb} ${styles[size]}`;
  if (!src) {
    return (
      <span className={`${className} ${styles.placeholder}`} aria-hidden="true">
        <HeartIcon size={20} strokeWidth={1.75} />
      </span>
    );
  }
  const pixels = size === 'large' ? 112 : 56;
  return (
    <img className={className} src={src} alt="" width={pixels} height={pixels} loading="lazy" />
  );
}
