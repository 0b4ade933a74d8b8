import type { ReactNode } from 'react';
import styles from './empty-message.module.css';

interface EmptyMessageProps {
  /** A 28px icon from the platform's set. */
  icon: ReactNode;
  /** 'primary' beside the favourites' heart; the calm sage otherwise. */
  tone?: 'sage' | 'primary';
  /** 'large' when the message is all the page has to show. */
  size?: 'medium' | 'large';
  title: string;
  headingLevel: 2 | 3;
  /**
   * For a message code moves the focus to (after the last item is removed): the title takes this
   * id and the focus, and names the message as a region.
   */
  titleId?: string;
  hint: string;
  /** The ways on: a button or links. */
  children?: ReactNode;
}

/** A friendly "nothing here" box: an icon, a heading, a hint and where to go from here. */
export function EmptyMessage({
  icon,
  tone = 'sage',
  size = 'medium',
  title,
  headingLevel,
  titleId,
  hint,
  children,
}: EmptyMessageProps) {
  const Box = titleId ? 'section' : 'div';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Box
      className={[styles.empty, styles[tone], styles[size]].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <Heading id={titleId} className={styles.title} tabIndex={titleId ? -1 : undefined}>
        {title}
      </Heading>
      <p className={styles.hint}>{hint}</p>
      {children}
    </Box>
  );
}
