import { type ProductDto, usePageMeta } from '@healing/platform';
import { AuthorConnect } from '../features/books/components/author-connect';
import { BookHighlights } from '../features/books/components/book-highlights';
import { BookOverview } from '../features/books/components/book-overview';
import { BookTestimonials } from '../features/books/components/book-testimonials';
import { BooksForSale } from '../features/books/components/books-for-sale';
import { useAllProducts } from '../features/products/api/get-products';
import { useAddToCart } from '../features/products/hooks/use-add-to-cart';
import { BOOK } from '../features/books/book';
import styles from './books-page.module.css';

/** The founder's book as the catalogue sells it: the book whose name begins with its title. */
function founderBook(books: ProductDto[] | undefined): ProductDto | undefined {
  return books?.find((book) => book.name.startsWith(BOOK.title));
}

/** /books: our founder's book, and every book the shop sells (from the catalogue). */
export function BooksPage() {
  const all = useAllProducts();
  const books = all.data?.filter((product) => product.kind === 'book');
  const { addToCart, isAdding } = useAddToCart();
  const featured = founderBook(books);
  usePageMeta({
    title: `${BOOK.title}: ${BOOK.subtitle}`,
    description: `${BOOK.title} by ${BOOK.author}: a warm, practical guide to healing after a hard season. ${BOOK.pages} pages.`,
    path: '/books',
    type: 'book',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Book',
        name: BOOK.title,
        alternativeHeadline: BOOK.subtitle,
        author: { '@type': 'Person', name: BOOK.author },
        numberOfPages: BOOK.pages,
        datePublished: String(BOOK.publishYear),
        genre: BOOK.category,
      },
    ],
  });
  return (
    <div className={styles.page}>
      <BookOverview
        product={featured}
        isAdding={featured !== undefined && isAdding(featured.id)}
        onAdd={(product) => void addToCart(product)}
      />
      <BooksForSale books={books} failed={all.isError && !books} />
      <BookHighlights highlights={BOOK.highlights} />
      <BookTestimonials testimonials={BOOK.testimonials} />
      <AuthorConnect author={BOOK.author} />
    </div>
  );
}
