import { type ProductDto, Spinner } from '@healing/platform';
import gridStyles from '../../../components/product-grid.module.css';
import { ProductCard } from '../../collection/components/product-card';
import { useAddToCart } from '../../products/hooks/use-add-to-cart';
import styles from './books-for-sale.module.css';

/** Every book in the catalogue, each with Add to Cart (the owner adds or archives them). */
export function BooksForSale({
  books,
  failed,
}: {
  books: ProductDto[] | undefined;
  /** The catalogue could not be loaded. */
  failed: boolean;
}) {
  const { addToCart, isAdding } = useAddToCart();
  return (
    <section className={styles.section} aria-labelledby="catalog-books-for-sale-title">
      <h2 id="catalog-books-for-sale-title" className={styles.heading}>
        Books in our shop
      </h2>
      <p className={styles.intro}>
        Written by our founder and the therapists she works with, shipped from us, wrapped with
        care.
      </p>
      {failed ? (
        <p className={styles.intro}>
          We couldn&apos;t load our books just now. Please try again in a moment.
        </p>
      ) : books === undefined ? (
        <Spinner label="Loading our books" waitsFor="our books" />
      ) : books.length === 0 ? (
        <p className={styles.intro}>Our books are resting for now. Please look in again soon.</p>
      ) : (
        <ul className={gridStyles.grid} aria-label="Books for sale">
          {books.map((book) => (
            <ProductCard
              key={book.id}
              product={book}
              isAdding={isAdding(book.id)}
              onAdd={(item) => void addToCart(item)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
