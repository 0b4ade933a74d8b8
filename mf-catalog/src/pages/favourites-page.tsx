import {
  NeedsJavaScript,
  type ProductDto,
  Spinner,
  usePageMeta,
  LoadError,
} from '@healing/platform';
import { useEffect, useRef } from 'react';
import layout from '../components/page-layout.module.css';
import gridStyles from '../components/product-grid.module.css';
import { ProductCard } from '../features/collection/components/product-card';
import {
  EMPTY_TITLE_ID,
  FavouritesEmpty,
} from '../features/favourites/components/favourites-empty';
import { FavouritesHero } from '../features/favourites/components/favourites-hero';
import { RemoveFavouriteButton } from '../features/favourites/components/remove-favourite-button';
import { useFavouriteProducts } from '../features/favourites/hooks/use-favourite-products';
import { useAddToCart } from '../features/products/hooks/use-add-to-cart';
import { removeFavourite, useAreFavouritesKnown } from '../features/products/hooks/use-favourites';
import styles from './favourites-page.module.css';

/** /favourites: the products saved with the heart, kept in this browser only. */
export function FavouritesPage() {
  // Per device, so nothing here is worth a search engine's index.
  usePageMeta({
    title: 'Your Favourites',
    description: 'The healing pieces you saved on this device, ready when you are.',
    path: '/favourites',
    robots: 'noindex',
  });
  const isKnown = useAreFavouritesKnown();

  return (
    <div className={layout.page}>
      <FavouritesHero />
      <div className={layout.content}>
        <NeedsJavaScript
          title="Your favourites need JavaScript"
          actions={[
            { href: '/inner-beauty', label: 'Browse Inner Beauty' },
            { href: '/life-happens', label: 'Browse Life Happens' },
            { href: '/love-is', label: 'Browse Love Is' },
          ]}
        >
          Favourites are kept in this browser, not on our server, so we can only show them with
          JavaScript turned on. The collections and every product page work without it.
        </NeedsJavaScript>
        {/* The server cannot see this device: the list appears once the app runs. */}
        {isKnown && <Favourites />}
      </div>
    </div>
  );
}

function Favourites() {
  const { products, query } = useFavouriteProducts();
  const { addToCart, isAdding } = useAddToCart();
  const listRef = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);

  // A removed card takes its button with it: focus moves to the next favourite's heart (the
  // last one's, at the end), or to the empty state once none is left.
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const hearts = listRef.current?.querySelectorAll<HTMLElement>('[data-remove-favourite]');
    const next = hearts?.[Math.min(index, hearts.length - 1)];
    (next ?? document.getElementById(EMPTY_TITLE_ID))?.focus();
  }, [products]);

  if (products?.length === 0) return <FavouritesEmpty />;
  if (query.isError && !products) {
    return (
      <LoadError
        title="Your favourites are taking a breather"
        what="your favourites"
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (!products) {
    return (
      <div className={styles.loading}>
        <Spinner size="large" label="Loading your favourites" />
      </div>
    );
  }

  const remove = (product: ProductDto, index: number) => {
    removedAt.current = index;
    removeFavourite(product.id, product.name);
  };

  return (
    <section aria-labelledby="catalog-favourites-list-title">
      <h2 id="catalog-favourites-list-title" className={styles.count}>
        {products.length === 1 ? '1 saved piece' : `${products.length} saved pieces`}
      </h2>
      <ul ref={listRef} className={gridStyles.grid} aria-label="Favourite products">
        {products.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            isPriority={index < 2}
            isAdding={isAdding(product.id)}
            onAdd={(item) => void addToCart(item)}
            corner={
              <RemoveFavouriteButton name={product.name} onRemove={() => remove(product, index)} />
            }
          />
        ))}
      </ul>
    </section>
  );
}
