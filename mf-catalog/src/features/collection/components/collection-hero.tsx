import type { CollectionSlug } from '@healing/platform';
import { PageHero } from '../../../components/page-hero';
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
      tagline={tagline}
      description={description}
      size="large"
      className={styles[slug]}
      art={<span className={styles.glow} aria-hidden="true" />}
    />
  );
}
