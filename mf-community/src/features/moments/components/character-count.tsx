import styles from './character-count.module.css';

interface CharacterCountProps {
  count: number;
  max: number;
}

/** "42/280 characters", warmer in colour as the limit nears; read as the field's hint. */
export function CharacterCount({ count, max }: CharacterCountProps) {
  const tone = count >= max ? styles.full : count >= max - 20 ? styles.near : '';
  return (
    <span className={`${styles.count} ${tone}`}>
      {count}/{max} characters{count >= max ? ': that is the limit' : ''}
    </span>
  );
}
