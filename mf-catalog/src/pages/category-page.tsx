import {
  breadcrumbJsonLd,
  COLLECTION_NAMES,
  COLLECTIONS,
  type CollectionSlug,
  NotFoundView,
  PageHero,
  usePageMeta,
} from '@healing/platform';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import layout from '../components/page-layout.module.css';
import { CollectionChips } from '../features/category/components/collection-chips';
import { CollectionToolbar } from '../features/collection/components/collection-toolbar';
import { ProductResults } from '../features/collection/components/product-results';
import { useCollectionParams } from '../features/collection/hooks/use-collection-params';
import { useKindProducts } from '../features/products/api/get-kind-products';
import { useAddToCart } from '../features/products/hooks/use-add-to-cart';
import { categoryPath, kindBySlug, type ProductKindInfo } from '../features/products/product-kinds';
import styles from './collection-page.module.css';

/** The collection filter survives a change of sort or view. */
const KEEP = ['collection'] as const;

function collectionOf(value: string | null): CollectionSlug | null {
  return COLLECTIONS.find((collection) => collection === value) ?? null;
}

/** /category/:slug: one of the home page's kinds (T-Shirts) across the three collections. */
export function CategoryPage() {
  const info = kindBySlug(useParams().slug);
  if (!info) return <NotFoundView />;
  return <Category key={info.kind} info={info} />;
}

function Category({ info }: { info: ProductKindInfo }) {
  const { params, update } = useCollectionParams(KEEP);
  const [search, setSearch] = useSearchParams();
  const collection = collectionOf(search.get('collection'));
  const query = useKindProducts({ kind: info.kind, sort: params.sort });
  const { isAdding, onAdd } = useAddToCart();
  const products = useMemo(
    () =>
      collection ? query.data?.filter((product) => product.collection === collection) : query.data,
    [collection, query.data],
  );
  const path = categoryPath(info);
  const lead = `Every one of our ${info.label.toLowerCase()}, from the Inner Beauty, Life Happens and Love Is collections.`;

  usePageMeta({
    title: info.label,
    description: `${lead} Each carries a small message of healing.`,
    path,
    jsonLd: [
      breadcrumbJsonLd([
        ['Home', '/'],
        [info.label, path],
      ]),
    ],
  });

  return (
    <div className={layout.page}>
      <PageHero
        eyebrow="Shop by category"
        title={info.label}
        breadcrumb={info.label}
        lead={lead}
        tone="rose"
      />
      <section className={layout.content} aria-labelledby="catalog-products-title">
        <h2 id="catalog-products-title" className={styles.hiddenTitle}>
          {info.label}
        </h2>
        <CollectionToolbar
          params={params}
          count={query.isError || query.isPlaceholderData ? undefined : products?.length}
          onChange={update}
          filter={<CollectionChips value={collection} />}
        />
        <ProductResults
          products={products}
          isLoading={query.isPending}
          isRefreshing={query.isPlaceholderData}
          isFetching={query.isFetching}
          isError={query.isError}
          onRetry={() => void query.refetch()}
          view={params.view}
          collectionName={collection ? COLLECTION_NAMES[collection] : info.label}
          isFiltered={collection !== null}
          onShowAll={() => {
            const next = new URLSearchParams(search);
            next.delete('collection');
            setSearch(next, { replace: true, preventScrollReset: true });
          }}
          isAdding={isAdding}
          onAdd={onAdd}
        />
      </section>
    </div>
  );
}
