import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './page-hero.module.css';

interface PageHeroProps {
  /** A short word above the title: "Community". */
  eyebrow: string;
  /** The page's one h1. */
  title: string;
  titleId?: string;
  /** The page's name after Home in a breadcrumb above the eyebrow; no breadcrumb without it. */
  breadcrumb?: string;
  /** A line in the display face between the title and the lead. */
  tagline?: string;
  /** A few words about the page. */
  lead: ReactNode;
  /** Buttons and small facts under the lead. */
  children?: ReactNode;
  /** 'start' lines up with the page's content (a shop page); 'center' is a calm opening. */
  align?: 'start' | 'center';
  /** 'large' for a collection's opening. */
  size?: 'medium' | 'large';
  /** The wash's colour; a caller's `className` may set --accent and --accent-soft instead. */
  tone?: 'rose' | 'sage' | 'lavender';
  className?: string;
  /** More decoration, hidden from assistive technology by the caller. */
  art?: ReactNode;
}

/** A page's opening: perhaps a breadcrumb, its one h1 and a few words about it. */
export function PageHero({
  eyebrow,
  title,
  titleId,
  breadcrumb,
  tagline,
  lead,
  children,
  align = 'start',
  size = 'medium',
  tone,
  className,
  art,
}: PageHeroProps) {
  const classes = [styles.hero, styles[align], styles[size], tone && styles[tone], className];
  return (
    <header className={classes.filter(Boolean).join(' ')}>
      {align === 'start' && <span className={styles.glow} aria-hidden="true" />}
      {art}
      <div className={styles.inner}>
        {breadcrumb && (
          <nav aria-label="Breadcrumb">
            <ol className={styles.crumbs}>
              <li>
                <Link to="/" className={styles.crumbLink}>
                  Home
                </Link>
              </li>
              <li aria-current="page">{breadcrumb}</li>
            </ol>
          </nav>
        )}
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title} id={titleId}>
          {title}
        </h1>
        {tagline && <p className={styles.tagline}>{tagline}</p>}
        <p className={styles.lead}>{lead}</p>
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </header>
  );
}
