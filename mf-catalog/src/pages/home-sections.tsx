import { COLLECTIONS, usePageMeta } from '@healing/platform';
import { useMemo } from 'react';
import { AboutBrand } from '../features/home/components/about-brand';
import { CategoryGrid } from '../features/home/components/category-grid';
import { CollectionsShowcase } from '../features/home/components/collections-showcase';
import { HomeHero } from '../features/home/components/home-hero';
import { StatsStrip } from '../features/home/components/stats-strip';
import { categoryTiles, useHomeTileProducts } from './home-category-tiles';
import { COLLECTION_COPY } from '../features/products/collection-copy';

const COLLECTION_SUMMARIES = COLLECTIONS.map((slug) => COLLECTION_COPY[slug]);

/**
 * The catalog's part of the home page. The shell puts the community's sections below it. The
 * hero renders at once; only the category pictures wait for the catalogue (and the tiles work
 * without them, should it fail).
 */
export function HomeSections() {
  const products = useHomeTileProducts();
  const tiles = useMemo(() => categoryTiles(products.data), [products.data]);

  usePageMeta({
    title: 'Your healing space',
    description:
      'Healing-themed patches, t-shirts, journals, jewelry and art from the Inner Beauty, Life Happens and Love Is collections, designed by a practising psychologist.',
    path: '/',
  });

  return (
    <>
      <HomeHero />
      <CategoryGrid tiles={tiles} />
      <CollectionsShowcase collections={COLLECTION_SUMMARIES} />
      <AboutBrand />
      <StatsStrip />
    </>
  );
}
