import {
  Badge,
  BookOpenIcon,
  Button,
  buttonClassName,
  ExternalLinkIcon,
  VisuallyHidden,
} from '@healing/platform';
import { useState } from 'react';
import { BOOK } from '../book';
import { BookCover } from './book-cover';
import { BookPreviewDialog } from './book-preview-dialog';
import styles from './book-overview.module.css';

/** The book at a glance: cover, facts, description, and the ways to read it. */
export function BookOverview() {
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
        <div className={styles.actions}>
          <a
            href={BOOK.purchaseUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName({ size: 'large' })}
          >
            Get on Amazon
            <ExternalLinkIcon size={18} />
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
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
