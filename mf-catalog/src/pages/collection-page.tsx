import {
  breadcrumbJsonLd,
  COLLECTIONS,
  type CollectionSlug,
  NotFoundView,
  usePageMeta,
} from '@healing/platform';
import { useMemo } from 'react';
import layout from '../components/page-layout.module.css';
import { CollectionHero } from '../features/collection/components/collection-hero';
import { CollectionToolbar } from '../features/collection/components/collection-toolbar';
import { ProductResults } from '../features/collection/components/product-results';
import { useCollectionParams } from '../features/collection/hooks/use-collection-params';
import { useCollectionProducts } from '../features/products/api/get-collection-products';
import { COLLECTION_COPY } from '../features/products/collection-copy';
import { useAddToCart } from '../features/products/hooks/use-add-to-cart';
import { kindInfo } from '../features/products/product-kinds';
import styles from './collection-page.module.css';

function isCollection(value: unknown): value is CollectionSlug {
  return (COLLECTIONS as readonly unknown[]).includes(value);
}

/** /inner-beauty, /life-happens, /love-is: the shell passes which one. */
export function CollectionPage({ collection }: { collection: CollectionSlug }) {
  if (!isCollection(collection)) return <NotFoundView />;
  return <Collection collection={collection} />;
}

function Collection({ collection }: { collection: CollectionSlug }) {
  const copy = COLLECTION_COPY[collection];
  const { params, update } = useCollectionParams();
  const query = useCollectionProducts({
    collection,
    category: params.category,
    sort: params.sort,
  });
  const { isAdding, onAdd } = useAddToCart();
  const kind = kindInfo(params.kind);

  // The API filters by category; a kind (from a home page tile) narrows the answer further.
  const products = useMemo(
    () => (kind ? query.data?.filter((product) => product.kind === kind.kind) : query.data),
    [kind, query.data],
  );

  usePageMeta({
    title: `${copy.name} Collection`,
    description: copy.description,
    path: `/${collection}`,
    jsonLd: [
      breadcrumbJsonLd([
        ['Home', '/'],
        [copy.name, `/${collection}`],
      ]),
    ],
  });

  const showAll = () => update({ category: 'all', kind: null });

  return (
    <div className={layout.page}>
      <CollectionHero
        slug={collection}
        name={copy.name}
        tagline={copy.tagline}
        description={copy.description}
      />
      <section className={layout.content} aria-labelledby="catalog-products-title">
        <h2 id="catalog-products-title" className={styles.hiddenTitle}>
          {copy.name} products
        </h2>
        <CollectionToolbar
          params={params}
          kindLabel={kind?.label}
          count={query.isError || query.isPlaceholderData ? undefined : products?.length}
          onChange={update}
        />
        <ProductResults
          products={products}
          isLoading={query.isPending}
          isRefreshing={query.isPlaceholderData}
          isFetching={query.isFetching}
          isError={query.isError}
          onRetry={() => void query.refetch()}
          view={params.view}
          collectionName={copy.name}
          isFiltered={params.category !== 'all' || kind !== undefined}
          onShowAll={showAll}
          isAdding={isAdding}
          onAdd={onAdd}
        />
      </section>
    </div>
  );
}
