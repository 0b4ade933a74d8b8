import { usePageMeta } from '@healing/platform';
import { AuthorConnect } from '../features/books/components/author-connect';
import { BookHighlights } from '../features/books/components/book-highlights';
import { BookOverview } from '../features/books/components/book-overview';
import { BookTestimonials } from '../features/books/components/book-testimonials';
import { BOOK } from '../features/books/book';
import styles from './books-page.module.css';

/** /books: our founder's book. */
export function BooksPage() {
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
      <BookOverview />
      <BookHighlights highlights={BOOK.highlights} />
      <BookTestimonials testimonials={BOOK.testimonials} />
      <AuthorConnect author={BOOK.author} />
    </div>
  );
}
