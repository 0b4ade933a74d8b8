import { LoadError, PageHero, usePageMeta } from '@healing/platform';
import layout from '../components/page-layout.module.css';
import { CollectionToolbar } from '../features/collection/components/collection-toolbar';
import { ProductResults } from '../features/collection/components/product-results';
import { useSearchProducts } from '../features/search/api/search-products';
import { SearchEmpty } from '../features/search/components/search-empty';
import { SearchForm } from '../features/search/components/search-form';
import { SEARCH_SORTS, useSearchPageParams } from '../features/search/hooks/use-search-params';
import { useAddToCart } from '../features/products/hooks/use-add-to-cart';
import styles from './collection-page.module.css';

/** /search?q=: the shop-wide search, with a collection's filters, sort and cards. */
export function SearchPage() {
  const { params, update } = useSearchPageParams();
  const { q } = params;
  const query = useSearchProducts({ q, category: params.category, sort: params.sort });
  const { isAdding, onAdd } = useAddToCart();

  usePageMeta({
    title: q ? `Search: ${q}` : 'Search',
    description: q
      ? `Healing Shop products matching “${q}”: t-shirts, journals, jewellery and more.`
      : 'Search the Healing Shop: t-shirts, caps, journals, jewellery, paintings and gifts.',
    path: '/search',
  });

  return (
    <div className={layout.page}>
      <PageHero
        eyebrow="Search"
        title={q ? `Results for “${q}”` : 'Search the shop'}
        breadcrumb="Search"
        lead={
          q
            ? 'Across the Inner Beauty, Life Happens and Love Is collections.'
            : 'Find a tee, a journal or a gift across all three collections.'
        }
        tone="rose"
      >
        <SearchForm q={q} />
      </PageHero>
      {q && (
        <section className={layout.content} aria-labelledby="catalog-products-title">
          <h2 id="catalog-products-title" className={styles.hiddenTitle}>
            Search results
          </h2>
          {query.isError && !query.data ? (
            <LoadError
              title="The search is taking a breather"
              what="the search results"
              onRetry={() => void query.refetch()}
              isRetrying={query.isFetching}
            />
          ) : (
            <>
              <CollectionToolbar
                params={params}
                sorts={SEARCH_SORTS}
                count={query.isPlaceholderData ? undefined : query.data?.length}
                onChange={update}
              />
              <ProductResults
                products={query.data}
                isLoading={query.isPending}
                isRefreshing={query.isPlaceholderData}
                isFetching={query.isFetching}
                isError={query.isError}
                onRetry={() => void query.refetch()}
                view={params.view}
                collectionName="search"
                isFiltered={params.category !== 'all'}
                onShowAll={() => update({ category: 'all' })}
                isAdding={isAdding}
                onAdd={onAdd}
                empty={params.category === 'all' ? <SearchEmpty q={q} /> : undefined}
              />
            </>
          )}
        </section>
      )}
    </div>
  );
}
