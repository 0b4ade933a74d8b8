import {
  Badge,
  BagIcon,
  BookOpenIcon,
  Button,
  ExternalLinkIcon,
  Price,
  type ProductDto,
  VisuallyHidden,
} from '@healing/platform';
import { useState } from 'react';
import { BOOK } from '../book';
import { BookCover } from './book-cover';
import { BookPreviewDialog } from './book-preview-dialog';
import styles from './book-overview.module.css';

interface BookOverviewProps {
  /** The book as the shop sells it, from the catalogue; undefined while it loads or if not sold. */
  product: ProductDto | undefined;
  isAdding: boolean;
  onAdd: (product: ProductDto) => void;
}

/** The book at a glance: cover, facts, description, and the ways to get it. */
export function BookOverview({ product, isAdding, onAdd }: BookOverviewProps) {
  const [isPreviewOpen, setPreviewOpen] = useState(false);
  return (
    <section className={styles.overview} aria-labelledby="catalog-book-title">
      <BookCover title={BOOK.title} subtitle={BOOK.subtitle} author={BOOK.author} />
      <div className={styles.info}>
        <Badge tone="lavender">{BOOK.category}</Badge>
        <h1 id="catalog-book-title" className={styles.title}>
          {BOOK.title}
        </h1>
        <p className={styles.subtitle}>{BOOK.subtitle}</p>
        <p className={styles.author}>by {BOOK.author}</p>
        <dl className={styles.facts}>
          <div>
            <dt>Published</dt>
            <dd>{BOOK.publishYear}</dd>
          </div>
          <div>
            <dt>Pages</dt>
            <dd>{BOOK.pages}</dd>
          </div>
          <div>
            <dt>Category</dt>
            <dd>{BOOK.category}</dd>
          </div>
        </dl>
        {BOOK.description.map((paragraph) => (
          <p key={paragraph.slice(0, 24)} className={styles.description}>
            {paragraph}
          </p>
        ))}
        {product && <Price amount={product.price} className={styles.price} />}
        <div className={styles.actions}>
          {product && (
            <Button
              size="large"
              disabled={!product.inStock}
              isLoading={isAdding}
              onClick={() => onAdd(product)}
            >
              {!isAdding && <BagIcon size={20} />}
              {product.inStock ? 'Add to Cart' : 'Out of Stock'}
            </Button>
          )}
          <Button
            variant="outline"
            size="large"
            aria-haspopup="dialog"
            onClick={() => setPreviewOpen(true)}
          >
            <BookOpenIcon size={20} />
            Read Preview
          </Button>
        </div>
        <p className={styles.alsoAt}>
          Also at{' '}
          <a href={BOOK.purchaseUrl} target="_blank" rel="noopener noreferrer">
            Amazon
            <ExternalLinkIcon size={14} aria-hidden="true" />
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </p>
      </div>
      <BookPreviewDialog
        open={isPreviewOpen}
        onOpenChange={setPreviewOpen}
        title={BOOK.title}
        heading={BOOK.excerpt.heading}
        paragraphs={BOOK.excerpt.paragraphs}
      />
    </section>
  );
}
