import type { CollectionSlug } from '@healing/platform';
import { Link } from 'react-router-dom';
import styles from './collection-hero.module.css';

interface CollectionHeroProps {
  slug: CollectionSlug;
  name: string;
  tagline: string;
  description: string;
}

/** The collection's opening: a breadcrumb, its one h1 and a few words about it. */
export function CollectionHero({ slug, name, tagline, description }: CollectionHeroProps) {
  return (
    <header className={`${styles.hero} ${styles[slug]}`}>
      <span className={styles.glowOne} aria-hidden="true" />
      <span className={styles.glowTwo} aria-hidden="true" />
      <div className={styles.inner}>
        <nav aria-label="Breadcrumb">
          <ol className={styles.crumbs}>
            <li>
              <Link to="/" className={styles.crumbLink}>
                Home
              </Link>
            </li>
            <li aria-current="page">{name}</li>
          </ol>
        </nav>
        <p className={styles.eyebrow}>The Collection</p>
        <h1 className={styles.title}>{name}</h1>
        <p className={styles.tagline}>{tagline}</p>
        <p className={styles.description}>{description}</p>
      </div>
    </header>
  );
}
