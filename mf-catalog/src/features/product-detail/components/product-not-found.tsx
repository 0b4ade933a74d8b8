import { ArrowLeftIcon, buttonClassName, LeafIcon, usePageMeta } from '@healing/platform';
import { Link } from 'react-router-dom';
import styles from './product-not-found.module.css';

const TEXT = "This healing product doesn't exist or has been moved.";

/**
 * SPEC.md's 'Product Not Found' view, for an unknown or malformed id: the page is a 404. The
 * back link sits where a product's own back link does, so the way out is where the eye looks.
 */
export function ProductNotFound() {
  usePageMeta({ title: 'Product Not Found', description: TEXT, robots: 'noindex', notFound: true });
  return (
    <div className={styles.page}>
      <Link to="/inner-beauty" className={styles.back}>
        <ArrowLeftIcon size={18} />
        Back to Inner Beauty
      </Link>
      <section className={styles.message} aria-labelledby="catalog-not-found-title">
        <span className={styles.icon} aria-hidden="true">
          <LeafIcon size={32} />
        </span>
        <h1 id="catalog-not-found-title" className={styles.title}>
          Product Not Found
        </h1>
        <p className={styles.text}>{TEXT}</p>
        <Link to="/inner-beauty" className={buttonClassName({ size: 'large' })}>
          Back to Collection
        </Link>
      </section>
    </div>
  );
}
