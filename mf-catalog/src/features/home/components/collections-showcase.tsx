import { ArrowRightIcon, type CollectionSlug } from '@healing/platform';
import { Link } from 'react-router-dom';
import { SectionHeading } from '../../../components/section-heading';
import styles from './collections-showcase.module.css';

export interface CollectionSummary {
  slug: CollectionSlug;
  name: string;
  tagline: string;
  description: string;
}

const MOTIFS: Record<CollectionSlug, string> = {
  // A lotus, a sprout after rain, a rose: each collection's mark.
  'inner-beauty':
    'M32 10c7 8 8 18 0 30-8-12-7-22 0-30zM32 40c-6-10-14-15-25-15 1 10 10 17 25 15zM32 40c6-10 14-15 25-15-1 10-10 17-25 15z',
  'life-happens':
    'M32 54V30M32 34c-2-10-10-14-20-13 1 9 9 14 20 13zM32 30c2-10 10-15 20-14-1 9-9 15-20 14zM18 54h28',
  'love-is':
    'M32 50s-17-9.5-19-20c-1.3-6.6 3.5-11 8.5-11 4.3 0 7.8 2.6 10.5 6.5 2.7-3.9 6.2-6.5 10.5-6.5 5 0 9.8 4.4 8.5 11-2 10.5-19 20-19 20z',
};

/** The three collections, each a card that opens its page. */
export function CollectionsShowcase({
  collections,
}: {
  collections: readonly CollectionSummary[];
}) {
  return (
    <section className={styles.section} aria-labelledby="catalog-collections-title">
      <SectionHeading
        id="catalog-collections-title"
        eyebrow="Our collections"
        title="Three ways to be gentle with yourself"
        lead="Each collection grew from conversations in our founder's practice: about worth, about hard seasons and about love."
      />
      <ul className={styles.cards}>
        {collections.map((collection) => (
          <li key={collection.slug} className={`${styles.card} ${styles[collection.slug]}`}>
            <svg className={styles.motif} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
              <path d={MOTIFS[collection.slug]} />
            </svg>
            <h3 className={styles.name}>
              <Link to={`/${collection.slug}`} className={styles.link}>
                {collection.name}
              </Link>
            </h3>
            <p className={styles.tagline}>{collection.tagline}</p>
            <p className={styles.description}>{collection.description}</p>
            <span className={styles.cta} aria-hidden="true">
              Explore the collection <ArrowRightIcon size={18} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
