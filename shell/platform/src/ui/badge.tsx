import type { HTMLAttributes } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'rose' | 'sage' | 'lavender' | 'gold' | 'danger';

interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A small label: a category, a stock state, a count. */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return (
    <span className={[styles.badge, styles[tone], className].filter(Boolean).join(' ')} {...rest} />
  );
}
