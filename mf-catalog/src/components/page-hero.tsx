import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './page-hero.module.css';

interface PageHeroProps {
  eyebrow: string;
  /** The page's one h1. */
  title: string;
  /** The page's name after Home in the breadcrumb, when it is not the title. */
  crumb?: string;
  /** A line in the display face between the title and the description. */
  tagline?: string;
  description: string;
  /** 'large' for a collection's opening; 'medium' for a quieter page of the shop's own. */
  size?: 'medium' | 'large';
  /** Sets --accent and --accent-soft (the wash and the glows); the shop's pink without it. */
  className?: string;
  /** More decoration beside the corner glow, hidden from assistive technology by the caller. */
  art?: ReactNode;
}

/** A catalog page's opening: a breadcrumb, its one h1 and a few words about it. */
export function PageHero({
  eyebrow,
  title,
  crumb = title,
  tagline,
  description,
  size = 'medium',
  className,
  art,
}: PageHeroProps) {
  return (
    <header className={[styles.hero, styles[size], className].filter(Boolean).join(' ')}>
      <span className={styles.glow} aria-hidden="true" />
      {art}
      <div className={styles.inner}>
        <nav aria-label="Breadcrumb">
          <ol className={styles.crumbs}>
            <li>
              <Link to="/" className={styles.crumbLink}>
                Home
              </Link>
            </li>
            <li aria-current="page">{crumb}</li>
          </ol>
        </nav>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        {tagline && <p className={styles.tagline}>{tagline}</p>}
        <p className={styles.description}>{description}</p>
      </div>
    </header>
  );
}
