import type { ReactNode } from 'react';
import styles from './visitor-text-card.module.css';

interface VisitorTextCardProps {
  /** The id the heading gets; the card is labelled by it. */
  headingId: string;
  /** The card's h2: who wrote it, or what it is about. */
  heading: ReactNode;
  /** Beside the heading: badges, a rating. */
  tags?: ReactNode;
  /** Under the heading: when, from whom, on which order. */
  meta: ReactNode;
  /** What the visitor wrote, shown as written (line breaks kept, nothing drawn outside). */
  text: string;
  /** The quote's rule: lavender for stories and messages, gold for reviews. */
  accent?: 'lavender' | 'gold';
  /** The owner's buttons, at the card's foot. */
  actions: ReactNode;
  /** An `li` in a list, else an `article`. */
  as?: 'article' | 'li';
}

/**
 * One piece of visitor text for the owner to act on: a story, a message, a review. A visitor's
 * text stays inside its card: no direction override or stack of combining marks can draw over
 * the owner's buttons.
 */
export function VisitorTextCard({
  headingId,
  heading,
  tags,
  meta,
  text,
  accent = 'lavender',
  actions,
  as: Card = 'article',
}: VisitorTextCardProps) {
  return (
    <Card className={styles.card} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        {tags}
      </header>
      <p className={styles.meta}>{meta}</p>
      <p className={styles.text} data-accent={accent}>
        {text}
      </p>
      <div className={styles.actions}>{actions}</div>
    </Card>
  );
}
