import { type CollectionSlug, PageHero } from '@healing/platform';
import styles from './collection-hero.module.css';

interface CollectionHeroProps {
  slug: CollectionSlug;
  name: string;
  tagline: string;
  description: string;
}

/** The collection's opening, in the collection's own colour. */
export function CollectionHero({ slug, name, tagline, description }: CollectionHeroProps) {
  return (
    <PageHero
      eyebrow="The Collection"
      title={name}
      breadcrumb={name}
      tagline={tagline}
      lead={description}
      size="large"
      className={styles[slug]}
      art={<span className={styles.glow} aria-hidden="true" />}
    />
  );
}
