import { type ProductDto, Spinner, LoadError } from '@healing/platform';
import type { ReactNode } from 'react';
import gridStyles from '../../../components/product-grid.module.css';
import type { ProductView } from '../hooks/use-collection-params';
import { EmptyState } from './empty-state';
import { ProductCard } from './product-card';
import { ProductRow } from './product-row';
import styles from './product-results.module.css';

interface ProductResultsProps {
  products: readonly ProductDto[] | undefined;
  isLoading: boolean;
  /** A newer filter or sort is loading while these products stay on screen. */
  isRefreshing: boolean;
  /** Any request in flight (a retry after a failure). */
  isFetching: boolean;
  isError: boolean;
  onRetry: () => void;
  view: ProductView;
  collectionName: string;
  isFiltered: boolean;
  onShowAll: () => void;
  isAdding: (productId: number) => boolean;
  onAdd: (product: ProductDto) => void;
  /** What an empty answer says instead of a collection's words (search: "No products match"). */
  empty?: ReactNode;
}

/** The products of a collection in one of its states: loading, failed, empty, grid or list. */
export function ProductResults({
  products,
  isLoading,
  isRefreshing,
  isFetching,
  isError,
  onRetry,
  view,
  collectionName,
  isFiltered,
  onShowAll,
  isAdding,
  onAdd,
  empty,
}: ProductResultsProps) {
  if (isLoading) {
    return (
      <div className={styles.loading}>
        <Spinner
          size="large"
          label="Loading products"
          waitsFor={`the ${collectionName} products`}
        />
      </div>
    );
  }
  if (isError || !products) {
    return (
      <LoadError
        title="These products are taking a breather"
        what={`the ${collectionName} products`}
        onRetry={onRetry}
        isRetrying={isFetching}
      />
    );
  }
  if (products.length === 0) {
    if (empty) return empty;
    return (
      <EmptyState collectionName={collectionName} isFiltered={isFiltered} onShowAll={onShowAll} />
    );
  }
  const Item = view === 'grid' ? ProductCard : ProductRow;
  return (
    <ul
      className={`${styles.results} ${view === 'grid' ? gridStyles.grid : styles.list}`}
      aria-label="Products"
      aria-busy={isRefreshing || undefined}
      data-view={view}
    >
      {products.map((product, index) => (
        <Item
          key={product.id}
          isPriority={index < 2}
          product={product}
          isAdding={isAdding(product.id)}
          onAdd={onAdd}
        />
      ))}
    </ul>
  );
}
